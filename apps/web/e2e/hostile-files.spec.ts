/**
 * Hostile files in the browser: the tab reads .docx and .pdf itself (and private mode relies on that),
 * so hostile files must stop at the same limits there, with the limit named and nothing changed.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  docxBomb,
  hugeContentStreamPdf,
  manyPagesPdf,
  oneLinePerPagePdf,
} from '../../../packages/import/test/hostile-files.ts';
import { READING, toast } from './fixtures.ts';

const GB = 1024 ** 3;

const upload = (page: Page, name: string, bytes: Uint8Array) =>
  page
    .getByLabel('Upload research file')
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(bytes) });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('zip bombs and hostile PDFs are refused in the tab, naming the limit; the content stays', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(request.url());
  });
  await page.getByLabel('Research Content').fill('My own text.');
  const cases: [string, Uint8Array, RegExp][] = [
    ['bomb.docx', await docxBomb(GB, 'honest'), /One part of this file unpacks to more than 30 MB/],
    ['liar.docx', await docxBomb(GB, 'lying'), /unpacks to more than it declares/],
    ['content.pdf', hugeContentStreamPdf(GB), /packed more than 200 times smaller/],
    ['pages.pdf', manyPagesPdf(4_000), /This PDF has 4,000 pages, more than the 2,000/],
  ];
  for (const [name, bytes, message] of cases) {
    await expect(page.getByRole('button', { name: 'Upload File' })).toBeEnabled();
    await upload(page, name, bytes);
    await expect(toast(page, 'File Not Imported').filter({ hasText: message })).toBeVisible(
      READING,
    );
    await expect(page.getByLabel('Research Content')).toHaveValue('My own text.');
  }
  // Read and refused in the tab: nothing was sent anywhere.
  expect(sent).toEqual([]);
});

test('a PDF with one line per page is read, not called a scan', async ({ page }) => {
  await upload(page, 'slides.pdf', await oneLinePerPagePdf(8));
  await expect(page.getByLabel('Research Content')).toHaveValue(/Slide 1: sea level rose 1 mm/);
  await expect(toast(page, 'File Imported')).toContainText(/from slides\.pdf/);
});
