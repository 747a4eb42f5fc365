import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the page calls the function on the bundled server (apps/server), started apart.
const DEV_API_TARGET = process.env.ABSTRACTLY_API_URL ?? 'http://127.0.0.1:8787';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', sourcemap: true },
  // The private-mode worker loads the engine with import(): code splitting needs ES-module workers.
  worker: { format: 'es' },
  server: { proxy: { '/functions': DEV_API_TARGET } },
});
