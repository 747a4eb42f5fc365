/**
 * Reading an uploaded research file into plain text (seed §5). One function, so a later issue
 * can swap in real PDF/DOC/DOCX reading without touching the form.
 */

/** Seed §5: the file types the upload accepts. */
export const ACCEPTED_FILE_TYPES = '.txt,.doc,.docx,.pdf';

export type ImportOutcome =
  { ok: true; text: string; fileName: string } | { ok: false; title: string; message: string };

const NOT_YET: Record<string, string> = {
  pdf: 'PDF',
  doc: 'Word (.doc)',
  docx: 'Word (.docx)',
};

const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/u)?.[1] ?? '';

/** FileReader rather than Blob.text(): the same path in every browser and in the test DOM. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

export async function importFile(file: File): Promise<ImportOutcome> {
  const extension = extensionOf(file.name);
  const pending = NOT_YET[extension];
  if (pending !== undefined) {
    return {
      ok: false,
      title: 'Format Not Supported Yet',
      message: `Reading ${pending} files is not supported yet. Please upload a .txt file or paste the text.`,
    };
  }
  if (extension !== 'txt') {
    return {
      ok: false,
      title: 'Unsupported File',
      message: 'Please choose a .txt, .doc, .docx or .pdf file.',
    };
  }
  let text: string;
  try {
    text = await readText(file);
  } catch {
    return { ok: false, title: 'File Not Read', message: `Could not read ${file.name}.` };
  }
  // A UTF-8 byte order mark is not part of the research text.
  text = text.replace(/^\uFEFF/u, '');
  if (text.trim() === '') {
    return { ok: false, title: 'Empty File', message: `${file.name} contains no text.` };
  }
  return { ok: true, text, fileName: file.name };
}
