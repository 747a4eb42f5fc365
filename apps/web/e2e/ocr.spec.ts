/**
 * OCR in the tab: a scanned PDF or a page image is recognised with tesseract.js from
 * the build's own files, page by page with "page N of M" on the page, cancellable, and a page on
 * which nothing could be read is named while the others are kept. The fixtures are pages scanned
 * from a typeset paper (packages/import/test/fixtures/scans, made by make-scans.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { toast } from './fixtures.ts';

const SCANS = join(import.meta.dirname, '../../../packages/import/test/fixtures/scans');
const scan = (name: string) => readFileSync(join(SCANS, name));

const upload = (page: Page, name: string, buffer: Buffer, mimeType: string) =>
  page.getByLabel('Upload research file').setInputFiles({ name, mimeType, buffer });

/** Every request that leaves the page's origin, or sends anything: OCR must need neither. */
function recordOutside(page: Page, origin: string) {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' || !request.url().startsWith(origin))
      outside.push(`${request.method()} ${request.url()}`);
  });
  return outside;
}

const status = (page: Page) => page.locator('form [role="status"]');

// Tesseract takes seconds a page, more on a loaded machine.
test.describe.configure({ timeout: 400_000 });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('a scanned PDF is recognised page by page with its progress; an unreadable page is named', async ({
  page,
  baseURL,
}) => {
  const outside = recordOutside(page, baseURL!);
  // Every text the status line shows, as it changes (a page takes seconds, on a slow machine a minute).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __status: string[] }).__status = seen;
    const line = document.querySelector('form [role="status"]')!;
    new MutationObserver(() => {
      const bar = line.querySelector('progress');
      seen.push(
        `${line.textContent ?? ''} [${bar?.getAttribute('value')}/${bar?.getAttribute('max')}]`,
      );
    }).observe(line, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  await upload(page, 'scan.pdf', scan('clinical-parsing-scan.pdf'), 'application/pdf');
  await expect(status(page)).toContainText('Recognising text (OCR) in scan.pdf: page 1 of 3…', {
    timeout: 60_000,
  });
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();

  const done = toast(page, 'File Imported');
  await expect(done).toBeVisible({ timeout: 300_000 });
  const seen = await page.evaluate(() => (window as unknown as { __status: string[] }).__status);
  for (const [n, done] of [
    [1, 0],
    [2, 1],
    [3, 2],
  ])
    expect(seen).toContain(`Recognising text (OCR) in scan.pdf: page ${n} of 3…Cancel [${done}/3]`);
  await expect(done).toContainText(
    'Page 3 could not be read: no text was recognised on it. The text of the other pages was imported.',
  );
  const content = page.getByLabel('Research Content');
  await expect(content).toHaveValue(/Pipelines for clinical text usually begin with a tokeniser/);
  // Both columns of page 2 are there, in order, and the references are not.
  await expect(content).toHaveValue(/4 Results[^]*5 Discussion[^]*6 Conclusion/);
  expect(await content.inputValue()).not.toContain('Is tokenisation solved?');
  await expect(page.getByLabel('Research Title')).toHaveValue(
    'How Tokenisation Errors Propagate through Shallow Parsers of Clinical Notes',
  );
  await expect(status(page)).toHaveText('');
  expect(outside).toEqual([]);
});

test('Cancel stops recognition and leaves the content as it was', async ({ page }) => {
  await page.getByLabel('Research Content').fill('My own text.');
  await upload(page, 'scan.pdf', scan('clinical-parsing-scan.pdf'), 'application/pdf');
  await expect(status(page)).toContainText('page 1 of 3', { timeout: 60_000 });
  await status(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(toast(page, 'Import Cancelled')).toContainText(
    'Import cancelled. The content was left as it was.',
  );
  await expect(status(page)).toHaveText('');
  await expect(page.getByLabel('Research Content')).toHaveValue('My own text.');
  await expect(page.getByLabel('Research Title')).toHaveValue('');
  // The upload is free again at once, not after the page Tesseract was working on.
  await expect(page.getByRole('button', { name: 'Upload File' })).toBeEnabled();
});

test('a photo or scan of a page (PNG) is recognised into the content', async ({ page }) => {
  await upload(page, 'page.png', scan('clinical-parsing-page1.png'), 'image/png');
  await expect(status(page)).toContainText('Recognising text (OCR) in page.png: page 1 of 1…', {
    timeout: 60_000,
  });
  await expect(toast(page, 'File Imported')).toContainText(/Imported \d+ words from page\.png\./, {
    timeout: 150_000,
  });
  await expect(page.getByLabel('Research Content')).toHaveValue(
    /^1 Introduction\n\nPipelines for clinical text usually begin/,
  );
});

test('a page in the form’s language is recognised with that language’s data, fetched only then', async ({
  page,
}) => {
  const data: string[] = [];
  page.on('request', (request) => {
    const name = /\/([a-z_]+)\.traineddata\.gz$/.exec(request.url())?.[1];
    if (name) data.push(name);
  });
  await page.getByRole('button', { name: 'Show Optional Settings' }).click();
  await page.getByLabel('Language').selectOption('fr');
  expect(data).toEqual([]);
  await upload(page, 'page.png', scan('french-page.png'), 'image/png');
  await expect(toast(page, 'File Imported')).toContainText(/Imported \d+ words from page\.png\./, {
    timeout: 150_000,
  });
  // What English data alone misreads ("regoivent", "a raison d’un prélévement"; README: 92% of
  // the words, 100% with French).
  await expect(page.getByLabel('Research Content')).toHaveValue(
    /^Les étangs situés à la périphérie des villes reçoivent/,
  );
  await expect(page.getByLabel('Research Content')).toHaveValue(/d’un prélèvement par mois/);
  await expect(page.getByLabel('Research Title')).toHaveValue(
    'Mesure de la qualité de l’eau dans les étangs périurbains',
  );
  expect(data.sort()).toEqual(['eng', 'fra']);
});
