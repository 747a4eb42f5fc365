import { expect, test, type Page } from '@playwright/test';
import { buildPaperPdf } from './documents.ts';
import {
  CONTENT,
  closeDialog,
  DRAFT_KEY,
  fillRequired,
  generate,
  TAB_WORK_TIMEOUT,
  HISTORY_KEY,
  toast,
} from './fixtures.ts';

const SWITCH = 'Generate in my browser (private)';
/** A phrase of the content that no request may carry in private mode. */
const SECRET = 'sediment cores at 24 restored sites';

/** Every request the page makes, with its body, from now on. */
function recordRequests(page: Page) {
  const requests: { url: string; method: string; body: string }[] = [];
  page.on('request', (request) =>
    requests.push({ url: request.url(), method: request.method(), body: request.postData() ?? '' }),
  );
  return requests;
}

const history = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Record<string, unknown>[],
    HISTORY_KEY,
  );

const withoutStamp = ({ id: _id, created_at: _at, ...rest }: Record<string, unknown>) => rest;

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('private mode: the engine runs in a worker of the tab and no request carries the text', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await fillRequired(page);
  await page.getByRole('switch', { name: SWITCH }).check();
  await generate(page);
  expect(requests.some((request) => /engine\.worker/.test(request.url))).toBe(true);
  for (const request of requests) {
    expect(request.url).not.toContain('generate-abstract');
    expect(decodeURIComponent(request.url)).not.toContain(SECRET);
    expect(request.body).not.toContain(SECRET);
    expect(request.body).not.toContain(CONTENT.slice(0, 30));
  }
  await closeDialog(page);
  await expect(page.getByText('Verbatim overlap with your text', { exact: false })).toBeVisible();

  // The switch is kept with the draft.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY))
    .toContain('"generate_in_browser":true');
  await page.reload();
  await expect(page.getByRole('switch', { name: SWITCH })).toBeChecked();
});

test('private mode gives what the server gives for the same form (but id and time)', async ({
  page,
}) => {
  await fillRequired(page);
  await page.getByLabel('Abstract Style').selectOption({ label: 'Structured' });
  await page.getByLabel('Target Word Count').selectOption('150');
  await generate(page);
  await closeDialog(page);
  await page.getByRole('switch', { name: SWITCH }).check();
  await generate(page);
  const [browser, server] = await history(page);
  expect(browser!.id).not.toBe(server!.id);
  expect(withoutStamp(browser!)).toEqual(withoutStamp(server!));
});

test('when the server cannot be reached, the toast offers the browser and it works', async ({
  page,
}) => {
  await page.route('**/functions/v1/generate-abstract', (route) =>
    route.abort('internetdisconnected'),
  );
  await fillRequired(page);
  await page.getByRole('button', { name: 'Generate Abstract' }).click();
  const failed = toast(page, 'Generation Failed');
  await expect(failed).toContainText('The server could not be reached');
  await failed.getByRole('button', { name: 'Generate in my browser instead' }).click();
  await expect(page.getByRole('dialog', { name: 'Your Abstract Is Ready' })).toBeVisible({
    timeout: TAB_WORK_TIMEOUT,
  });
  await closeDialog(page);
  await expect(page.getByRole('switch', { name: SWITCH })).toBeChecked();
});

test('the first load fetches neither pdf.js, the engine nor the Supabase client; a PDF brings pdf.js', async ({
  browser,
}) => {
  const page = await browser.newPage();
  const requests = recordRequests(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const lazy = /pdf|engine|supabase-client/;
  expect(requests.filter((request) => lazy.test(request.url))).toEqual([]);
  await page.getByLabel('Upload research file').setInputFiles({
    name: 'paper.pdf',
    mimeType: 'application/pdf',
    buffer: await buildPaperPdf(),
  });
  await expect(toast(page, 'File Imported')).toBeVisible({ timeout: TAB_WORK_TIMEOUT });
  expect(requests.some((request) => /pdf\.worker/.test(request.url))).toBe(true);
  expect(requests.some((request) => /engine/.test(request.url))).toBe(false);
  await page.close();
});
