import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { viteStaticCopy } from 'vite-plugin-static-copy';
import { OCR_ASSETS_DIR, OCR_ASSET_TARGETS } from './scripts/ocr-assets.ts';

// In development the page calls the function on the bundled server (apps/server), started apart.
const DEV_API_TARGET = process.env.ABSTRACTLY_API_URL ?? 'http://127.0.0.1:8787';

export default defineConfig({
  plugins: [react(), tailwindcss(), viteStaticCopy({ targets: OCR_ASSET_TARGETS })],
  define: { __OCR_ASSETS__: JSON.stringify(OCR_ASSETS_DIR) },
  build: { outDir: 'dist', sourcemap: true },
  // The private-mode worker loads the engine with import(): code splitting needs ES-module workers.
  worker: { format: 'es' },
  server: { proxy: { '/functions': DEV_API_TARGET } },
});
