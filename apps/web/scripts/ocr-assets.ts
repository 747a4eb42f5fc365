/**
 * OCR's parts, served by our own build so nothing is fetched from elsewhere:
 * tesseract.js's worker script, the LSTM builds of its WebAssembly core (it picks one by the
 * browser's SIMD support) and each language's data as its package ships it (gzip). tesseract.js finds
 * them by folder, so they keep their names; the folder is named after the packages' versions, so
 * /assets' cache-forever rule stays true. The page learns the folder as `__OCR_ASSETS__`
 * (vite.config.ts, and vitest.config.ts for the unit tests).
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
// By path: Vite bundles this config's relative imports, while a workspace package's TypeScript
// would be loaded by Node as it stands.
import { TESSERACT_DATA_CODES } from '../../../packages/import/src/ocr/languages.ts';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

/** The folder under the build's root, with its trailing slash. */
export const OCR_ASSETS_DIR = `assets/ocr-${version('tesseract.js')}-core-${version('tesseract.js-core')}-data-${[
  ...new Set(TESSERACT_DATA_CODES.map((code) => version(`@tesseract.js-data/${code}`))),
].join('-')}/`;

/** vite-plugin-static-copy's targets. */
export const OCR_ASSET_TARGETS = [
  `${packageDir('tesseract.js')}/dist/worker.min.js`,
  `${packageDir('tesseract.js-core')}/tesseract-core-*lstm.wasm.js`,
  // Each language's data (0.7–2.1 MB): the page fetches only the paper's language and English,
  // and only when a scan is met.
  ...TESSERACT_DATA_CODES.map(
    (code) => `${packageDir(`@tesseract.js-data/${code}`)}/4.0.0_best_int/${code}.traineddata.gz`,
  ),
].map((src) => ({ src, dest: OCR_ASSETS_DIR }));
