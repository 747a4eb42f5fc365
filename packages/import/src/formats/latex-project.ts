/** A LaTeX project in a .zip: its main file found, its \input files resolved from the archive. */
import type { ImportLimits } from '@abstractly/contracts/import-limits';
import { IMPORT_ERRORS, failure } from '../messages.ts';
import type { Extracted, ImportFailure } from '../types.ts';
import { latexToExtracted } from './latex.ts';
import { decodeText } from './text.ts';
import { readZip } from '../zip/read-zip.ts';

/** Names a main file is often given, preferred when several files hold a whole document. */
const MAIN_NAMES = /(?:^|\/)(?:main|paper|ms|manuscript|article|thesis)\.tex$/i;

const isTex = (name: string) => /\.tex$/i.test(name) && !/(?:^|\/)(?:__MACOSX|\.)/.test(name);

export async function readLatexProject(
  bytes: Uint8Array,
  limits: ImportLimits,
): Promise<Extracted | ImportFailure> {
  const entries = readZip(
    bytes,
    { select: isTex, limits },
    failure('corrupt', IMPORT_ERRORS.corruptZip),
  );
  if (!(entries instanceof Map)) return entries;
  const sources = new Map<string, string>();
  for (const [name, data] of entries) {
    const decoded = decodeText(data);
    if (!('ok' in decoded)) sources.set(name, decoded.text);
  }
  // The main file holds \begin{document}; among several, one with a usual name, else the longest.
  const mains = [...sources].filter(([, text]) => /\\begin\s*\{document\}/.test(text));
  if (!mains.length) return failure('no-text', IMPORT_ERRORS.noLatexMain);
  mains.sort(
    ([a, textA], [b, textB]) =>
      Number(MAIN_NAMES.test(b)) - Number(MAIN_NAMES.test(a)) || textB.length - textA.length,
  );
  const [mainPath, main] = mains[0]!;
  // \input paths are relative to the main file's folder (TeX runs there).
  const folder = mainPath.includes('/') ? mainPath.slice(0, mainPath.lastIndexOf('/') + 1) : '';
  return latexToExtracted(main, (path) => sources.get(folder + path) ?? sources.get(path));
}
