import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';

// E2E_PORT lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4321);

/** Browser tests run the production build (vite build → dist) served by the real server. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  // OCR keeps a core busy for up to a minute a page on a 2-core machine: its spec runs
  // after the others, on its own, so their 10 s expectations are not starved and its own are not
  // either. Alone: `npx playwright test e2e/ocr.spec.ts --no-deps`.
  projects: [
    { name: 'page', testIgnore: /ocr\.spec\.ts$/ },
    { name: 'ocr', testMatch: /ocr\.spec\.ts$/, dependencies: ['page'] },
  ],
  webServer: {
    command: `node ../server/bin/abstractly.js serve --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // The local engine whatever the developer's shell says, room for the suite's many
    // generations from one client under the server's per-client rate limit, and a time limit long
    // enough that one worker's long generation never makes the admission refuse the other
    // worker's request on a loaded machine (admission has its own tests in the server).
    env: { ABSTRACT_PROVIDER: 'local', RATE_LIMIT_PER_MINUTE: '600', REQUEST_TIMEOUT_MS: '120000' },
  },
});
