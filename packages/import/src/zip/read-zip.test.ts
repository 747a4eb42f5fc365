import { DEFAULT_IMPORT_LIMITS } from '@abstractly/contracts/import-limits';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { latexZipBomb, manyEntriesZip, odtBomb, zipRaw } from '../../test/hostile-files.ts';
import { IMPORT_ERRORS, failure } from '../messages.ts';
import { readZip } from './read-zip.ts';
import { exceedsXmlDepth } from './xml-depth.ts';

const CORRUPT = failure('corrupt', 'damaged');
const all = () => true;
const text = (value: string) => new TextEncoder().encode(value);
const read = (bytes: Uint8Array, limits = DEFAULT_IMPORT_LIMITS) =>
  readZip(bytes, { select: all, limits }, CORRUPT);

describe('readZip: bounded reading of zip-based documents', () => {
  it('reads the chosen entries of an ordinary archive, stored or deflated', () => {
    const archive = zipSync({
      'content.xml': [text('<office:text>Tides</office:text>'), { level: 6 }],
      mimetype: [text('application/vnd.oasis.opendocument.text'), { level: 0 }],
      'Pictures/photo.png': text('not unpacked'),
    });
    const files = readZip(
      archive,
      { select: (name) => !name.startsWith('Pictures/'), limits: DEFAULT_IMPORT_LIMITS },
      CORRUPT,
    );
    expect(files).toBeInstanceOf(Map);
    const map = files as Map<string, Uint8Array>;
    expect([...map.keys()].sort()).toEqual(['content.xml', 'mimetype']);
    expect(new TextDecoder().decode(map.get('content.xml'))).toBe(
      '<office:text>Tides</office:text>',
    );
  });

  it.each([
    ['an ODT', odtBomb],
    ['a zipped LaTeX project', latexZipBomb],
  ])(
    'refuses %s bomb from its directory, or while inflating when the directory lies',
    (_name, bomb) => {
      expect(read(bomb(1024 ** 3, 'honest'))).toEqual(
        failure(
          'too-large',
          IMPORT_ERRORS.zipEntryTooLarge(DEFAULT_IMPORT_LIMITS.maxZipEntryBytes),
        ),
      );
      expect(read(bomb(1024 ** 3, 'lying'))).toEqual(
        failure('too-complex', IMPORT_ERRORS.zipSizeMismatch),
      );
    },
  );

  it('counts the total over the entries read', () => {
    const part = new Uint8Array(600);
    const archive = zipRaw(
      ['a.tex', 'b.tex'].map((name) => ({ name, data: part, deflated: false, declaredSize: 600 })),
    );
    expect(read(archive, { ...DEFAULT_IMPORT_LIMITS, maxUnpackedBytes: 1000 })).toEqual(
      failure('too-large', IMPORT_ERRORS.unpackedTooLarge(1000)),
    );
    expect(read(archive, { ...DEFAULT_IMPORT_LIMITS, maxUnpackedBytes: 1200 })).toBeInstanceOf(Map);
  });

  it('refuses too many entries, and calls what is not a zip damaged', () => {
    expect(read(manyEntriesZip(20), { ...DEFAULT_IMPORT_LIMITS, maxZipEntries: 10 })).toEqual(
      failure('too-complex', IMPORT_ERRORS.tooManyEntries(10)),
    );
    expect(read(text('PK\u0003\u0004 not an archive'))).toBe(CORRUPT);
    const truncated = zipSync({ 'a.xml': text('<a>'.repeat(500)) }).slice(0, 60);
    expect(read(truncated)).toBe(CORRUPT);
  });
});

describe('exceedsXmlDepth', () => {
  it.each([
    ['<a><b><c/></b></a>', 2, false],
    ['<a><b><c></c></b></a>', 2, true],
    ['<?xml version="1.0"?><!-- <x><y><z> --><a><![CDATA[<p><q><r>]]><b x="1>2"/></a>', 1, false],
    ['<!DOCTYPE a><a><b><c>', 2, true],
  ])('%s deeper than %i: %s', (xml, depth, expected) => {
    expect(exceedsXmlDepth(text(xml), depth)).toBe(expected);
  });
});
