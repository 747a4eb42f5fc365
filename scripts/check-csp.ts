/**
 * Opens the built page in Chromium behind the real server and its Content-Security-Policy, runs a
 * generation, opens history and the optional settings, and fails if the browser reports any CSP
 * violation or the page does not work. Needs `npm run build` and Chromium (CHROMIUM_PATH,
 * default /usr/bin/chromium).
 * Run: node --import tsx scripts/check-csp.ts
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { loadConfig } from '../apps/server/src/config.ts';
import { startServer } from '../apps/server/src/serve.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from './lib/chromium.ts';
const DIST = new URL('../apps/web/dist/index.html', import.meta.url);
const CONTENT =
  'Heat waves strain city hospitals. We compared admissions in twelve cities over ten summers. ' +
  'Admissions rose on hot nights more than on hot days. Cooling centres open at night reduced the rise. ' +
  'Cities should plan for night-time heat as well as daytime peaks when they prepare for summer.';

if (!existsSync(DIST) || !existsSync(CHROMIUM)) {
  console.log('check-csp: needs the built page (npm run build) and Chromium; nothing checked.');
  process.exit(1);
}

const server = await startServer(
  loadConfig({ ...process.env, PORT: '0', RATE_LIMIT_PER_MINUTE: '0', ENGINE_THREADS: '1' }),
);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_ARGS,
});
const problems: string[] = [];
try {
  const page = await browser.newPage();
  // Violations are reported both as console errors and as DOM events; collect both.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content.Security.Policy|CSP/i.test(message.text())) {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

  const response = await page.goto(server.url);
  console.log(`CSP sent: ${response?.headers()['content-security-policy']}`);
  await page.getByLabel('Research Title').fill('Night-time heat and hospital admissions');
  await page.getByLabel('Research Content').fill(CONTENT);
  await page.getByLabel('Research Field').selectOption({ label: 'Medicine' });
  await page.getByLabel('Academic Level').selectOption({ label: 'Graduate' });
  await page.getByLabel('Abstract Style').selectOption({ label: 'Narrative' });
  await page.getByRole('button', { name: /Show Optional Settings/i }).click();
  await page.getByRole('button', { name: 'Generate Abstract' }).click();
  await page.getByRole('dialog').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'View Abstract' }).click();
  await page.getByRole('tab', { name: /Detailed/ }).click();
  await page.getByRole('button', { name: /Show History/i }).click();
  await page.getByText('Generation History').waitFor();
  await page.waitForTimeout(2_500);
  await page.screenshot({ path: '/tmp/check-csp.png', fullPage: true });
  console.log(
    'page flow done: generated, result tabs, history shown (screenshot /tmp/check-csp.png)',
  );
} catch (error) {
  problems.push(`flow failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await browser.close();
  await server.close();
}

if (problems.length > 0) {
  console.log(problems.join('\n'));
  process.exit(1);
}
console.log('no CSP violation, no console error');
