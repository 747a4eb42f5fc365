import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { OCR_ASSETS_DIR } from './scripts/ocr-assets.ts';

export default defineProject({
  plugins: [react()],
  define: { __OCR_ASSETS__: JSON.stringify(OCR_ASSETS_DIR) },
  test: {
    name: 'web',
    // Component tests render into a DOM; plain-module tests do not mind having one.
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    testTimeout: 15_000,
  },
});
