import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { viteStaticCopy } from 'vite-plugin-static-copy';

// In development the page calls the function on the bundled server (apps/server), started apart.
const DEV_API_TARGET = process.env.ABSTRACTLY_API_URL ?? 'http://127.0.0.1:8787';

/**
 * OCR's parts (issue 14), served by our own build so nothing is fetched from elsewhere:
 * tesseract.js's worker script, the LSTM builds of its WebAssembly core (it picks one by the
 * browser's SIMD support) and the English data as its package ships it (gzip). tesseract.js finds
 * them by folder, so they keep their names; the folder is named after the packages' versions, so
 * /assets' cache-forever rule stays true.
 */
const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
const OCR_DIR = `assets/ocr-${version('tesseract.js')}-core-${version('tesseract.js-core')}-eng-${version('@tesseract.js-data/eng')}`;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    viteStaticCopy({
      targets: [
        { src: `${packageDir('tesseract.js')}/dist/worker.min.js`, dest: OCR_DIR },
        { src: `${packageDir('tesseract.js-core')}/tesseract-core-*lstm.wasm.js`, dest: OCR_DIR },
        {
          src: `${packageDir('@tesseract.js-data/eng')}/4.0.0_best_int/eng.traineddata.gz`,
          dest: OCR_DIR,
        },
      ],
    }),
  ],
  define: { __OCR_ASSETS__: JSON.stringify(`${OCR_DIR}/`) },
  build: { outDir: 'dist', sourcemap: true },
  // The private-mode worker loads the engine with import(): code splitting needs ES-module workers.
  worker: { format: 'es' },
  server: { proxy: { '/functions': DEV_API_TARGET } },
});
