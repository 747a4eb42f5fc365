import { describe, expect, it } from 'vitest';
import { importFile } from './import-file.ts';

const file = (content: string, name: string) => new File([content], name, { type: '' });

describe('importFile (seed §5)', () => {
  it('reads a .txt file into text, without a byte order mark', async () => {
    expect(await importFile(file('\uFEFFWetland carbon study.', 'paper.TXT'))).toEqual({
      ok: true,
      text: 'Wetland carbon study.',
      fileName: 'paper.TXT',
    });
  });

  it.each(['paper.pdf', 'paper.doc', 'paper.docx'])(
    'says clearly that %s is not supported yet',
    async (name) => {
      const outcome = await importFile(file('%PDF-1.7', name));
      expect(outcome).toMatchObject({ ok: false, title: 'Format Not Supported Yet' });
      if (!outcome.ok) expect(outcome.message).toMatch(/not supported yet/u);
    },
  );

  it('refuses other types and empty files with a specific message', async () => {
    expect(await importFile(file('x', 'image.png'))).toMatchObject({
      ok: false,
      title: 'Unsupported File',
    });
    expect(await importFile(file(' \n ', 'empty.txt'))).toMatchObject({
      ok: false,
      message: 'empty.txt contains no text.',
    });
  });
});
