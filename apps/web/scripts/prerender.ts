/**
 * Pre-renders the page's HTML shell into dist/index.html after `vite build`: the form is
 * painted from the HTML alone, before any script has loaded; main.tsx then hydrates it. Vite builds
 * app/shell.tsx for Node with the page's own config, so the markup is what the browser renders.
 *
 *   vite build && node --import tsx scripts/prerender.ts
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const INDEX = join(WEB_ROOT, 'dist/index.html');
const MOUNT = '<div id="root"></div>';

// Inside the app, so the built shell finds the app's dependencies (react-dom/server) in node_modules.
const outDir = mkdtempSync(join(WEB_ROOT, '.shell-'));
try {
  await build({
    root: WEB_ROOT,
    logLevel: 'error',
    build: {
      ssr: 'src/app/shell.tsx',
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      // .mjs: no package.json around says these files are ES modules.
      rollupOptions: {
        output: { entryFileNames: 'shell.mjs', chunkFileNames: '[name]-[hash].mjs' },
      },
    },
  });
  const { renderShell } = (await import(pathToFileURL(join(outDir, 'shell.mjs')).href)) as {
    renderShell: () => string;
  };
  const html = readFileSync(INDEX, 'utf8');
  if (!html.includes(MOUNT)) throw new Error(`${INDEX} has no empty ${MOUNT} to fill.`);
  writeFileSync(INDEX, html.replace(MOUNT, `<div id="root">${renderShell()}</div>`));
  console.log(`Pre-rendered the page into ${INDEX}.`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
