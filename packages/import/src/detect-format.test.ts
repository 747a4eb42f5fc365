import { describe, expect, it } from 'vitest';
import { detectFormat, extensionOf } from './detect-format.ts';
import { IMPORT_ERRORS } from './messages.ts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );
const PDF = bytes('%PDF-1.7\n');
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 0, 0);
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const RTF = bytes('{\\rtf1\\ansi');
const TEXT = bytes('plain words');

describe('extensionOf', () => {
  it.each([
    ['paper.PDF', '.pdf'],
    ['my.paper.docx', '.docx'],
    ['  notes.txt ', '.txt'],
    ['README', ''],
    ['folder.d/file', ''],
  ])('%j → %j', (name, expected) => {
    expect(extensionOf(name)).toBe(expected);
  });
});

describe('detectFormat', () => {
  it.each([
    ['paper.pdf', PDF, 'pdf'],
    ['paper.pdf', bytes('garbage before the header %PDF-1.4'), 'pdf'],
    ['paper.docx', ZIP, 'docx'],
    ['paper.docx', OLE, 'doc'],
    ['paper.doc', OLE, 'doc'],
    ['paper.doc', ZIP, 'docx'],
    ['notes.txt', TEXT, 'txt'],
    ['paper.tex', bytes('\\documentclass{article}'), 'tex'],
    ['project.zip', ZIP, 'zip'],
    ['README.md', TEXT, 'md'],
    ['paper.odt', ZIP, 'odt'],
    ['notes.rtf', RTF, 'rtf'],
    ['notes.RTF', bytes(0xef, 0xbb, 0xbf, '{\\rtf1'), 'rtf'],
    // Word's "Save as RTF" under the old name: read as what it is.
    ['paper.doc', RTF, 'rtf'],
    ['page.png', bytes(0x89, 'PNG\r\n', 0x1a, '\n'), 'image'],
    ['page.JPG', bytes(0xff, 0xd8, 0xff, 0xe0), 'image'],
    ['page.jpeg', bytes(0xff, 0xd8, 0xff, 0xe1), 'image'],
    ['page.tif', bytes('II*', 0), 'image'],
    ['page.tiff', bytes('MM', 0, '*'), 'image'],
    // The signature decides among the image types: the OCR reads each of them.
    ['page.png', bytes(0xff, 0xd8, 0xff, 0xe0), 'image'],
  ])('%s with its bytes → %s', (name, content, expected) => {
    expect(detectFormat(name, content)).toBe(expected);
  });

  it.each([
    ['paper.pdf', TEXT, 'corrupt', IMPORT_ERRORS.corruptPdf],
    ['paper.docx', TEXT, 'corrupt', IMPORT_ERRORS.corruptDocx],
    ['paper.doc', TEXT, 'corrupt', IMPORT_ERRORS.corruptDoc],
    ['notes.rtf', TEXT, 'corrupt', IMPORT_ERRORS.corruptRtf],
    ['notes.rtf', ZIP, 'corrupt', IMPORT_ERRORS.corruptRtf],
    ['project.zip', TEXT, 'corrupt', IMPORT_ERRORS.corruptZip],
    ['paper.odt', TEXT, 'corrupt', IMPORT_ERRORS.corruptOdt],
    ['photo.png', PDF, 'corrupt', IMPORT_ERRORS.corruptImage],
    ['figure.gif', TEXT, 'unsupported-type', IMPORT_ERRORS.unsupportedType],
    ['README', TEXT, 'unsupported-type', IMPORT_ERRORS.unsupportedType],
  ])('%s with other bytes → %s', (name, content, code, error) => {
    expect(detectFormat(name, content)).toEqual({ ok: false, code, error });
  });
});
