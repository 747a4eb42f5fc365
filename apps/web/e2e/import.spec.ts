import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  buildImageOnlyPdf,
  buildPaperDocx,
  buildPaperPdf,
  PAPER_ABSTRACT,
  PAPER_PARAGRAPHS,
  PAPER_TITLE,
} from './documents.ts';
import { CONTENT, READING, fillRequired, generate, toast } from './fixtures.ts';

const upload = (page: Page, name: string, buffer: Buffer, mimeType = 'application/octet-stream') =>
  page.getByLabel('Upload research file').setInputFiles({ name, mimeType, buffer });

/** Only the requests that carry a file or text somewhere: import must send none for pdf/docx. */
function recordPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') posts.push(request.url());
  });
  return posts;
}

const chooseSettings = async (page: Page) => {
  await page.getByLabel('Research Field').selectOption({ label: 'Biology' });
  await page.getByLabel('Academic Level').selectOption({ label: 'Graduate' });
  await page.getByLabel('Abstract Style').selectOption({ label: 'Informative' });
};

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('a PDF is read in the tab: body in, its abstract out, title offered; then it generates', async ({
  page,
}) => {
  const posts = recordPosts(page);
  await upload(page, 'paper.pdf', await buildPaperPdf(), 'application/pdf');
  const content = page.getByLabel('Research Content');
  await expect(content).toHaveValue(new RegExp(PAPER_PARAGRAPHS[0]!.slice(0, 40)));
  expect(await content.inputValue()).not.toContain(PAPER_ABSTRACT.slice(0, 40));
  await expect(page.getByLabel('Research Title')).toHaveValue(PAPER_TITLE);
  const done = toast(page, 'File Imported');
  await expect(done).toContainText(/Imported \d+ words from paper\.pdf\./);
  await expect(done).toContainText("The document's own abstract was left out of the content.");
  await expect(done).toContainText('The title was filled in from the document.');
  // pdf/docx never leave the tab.
  expect(posts).toEqual([]);

  await chooseSettings(page);
  await generate(page);
  // The generation, and maybe already the editor's check of its abstract; the file
  // itself was never sent (no extract-text).
  expect(posts.filter((url) => url.endsWith('/generate-abstract'))).toHaveLength(1);
  expect(posts.filter((url) => url.endsWith('/extract-text'))).toEqual([]);
});

test('a DOCX is read in the tab; a title the user typed is kept; then it generates', async ({
  page,
}) => {
  const posts = recordPosts(page);
  await page.getByLabel('Research Title').fill('My own title');
  await upload(
    page,
    'paper.docx',
    await buildPaperDocx(),
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
  const done = toast(page, 'File Imported');
  await expect(done).toContainText(/Imported \d+ words from paper\.docx\./);
  await expect(done).not.toContainText('title was filled in');
  const content = page.getByLabel('Research Content');
  expect(await content.inputValue()).toBe(['Introduction', ...PAPER_PARAGRAPHS].join('\n\n'));
  await expect(page.getByLabel('Research Title')).toHaveValue('My own title');
  expect(posts).toEqual([]);

  await chooseSettings(page);
  await generate(page);
  // The generation, and maybe already the editor's check of its abstract; the file
  // itself was never sent (no extract-text).
  expect(posts.filter((url) => url.endsWith('/generate-abstract'))).toHaveLength(1);
  expect(posts.filter((url) => url.endsWith('/extract-text'))).toEqual([]);
});

test('a long PDF shows and announces pages read of the total', async ({ page }) => {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __status: string[] }).__status = seen;
    const status = document.querySelector('form [role="status"]')!;
    new MutationObserver(() => seen.push(status.textContent ?? '')).observe(status, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  await upload(page, 'long.pdf', await buildPaperPdf(40), 'application/pdf');
  await expect(toast(page, 'File Imported')).toBeVisible(READING);
  const seen = await page.evaluate(() => (window as unknown as { __status: string[] }).__status);
  expect(seen.some((text) => /Reading long\.pdf: page \d+ of 40…/.test(text))).toBe(true);
  // Done: the status is empty again and the upload button is back.
  await expect(page.locator('form [role="status"]')).toHaveText('');
  await expect(page.getByRole('button', { name: 'Upload File' })).toBeEnabled();
});

test('a PDF whose only page has no text, even by OCR, gets a clear message and changes nothing', async ({
  page,
}) => {
  await page.getByLabel('Research Content').fill('My own text.');
  await upload(page, 'scan.pdf', await buildImageOnlyPdf(), 'application/pdf');
  await expect(toast(page, 'File Not Imported')).toContainText(
    'No text could be recognised in this scan.',
    { timeout: 60_000 },
  );
  await expect(page.getByLabel('Research Content')).toHaveValue('My own text.');
  await expect(page.getByLabel('Research Title')).toHaveValue('');
});

test('wrong type, damaged and empty files each say what is wrong and change nothing', async ({
  page,
}) => {
  await page.getByLabel('Research Content').fill('My own text.');
  const cases: [string, Buffer, RegExp][] = [
    [
      'figure.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      /Unsupported file type/,
    ],
    ['broken.png', Buffer.from('\x89PNG\r\n'), /This image could not be read/],
    ['broken.pdf', Buffer.from('%PDF-1.7\nnot really a pdf'), /This PDF could not be read/],
    ['broken.docx', Buffer.from('PK\x03\x04 not a zip'), /This Word file could not be read/],
    ['empty.txt', Buffer.alloc(0), /This file is empty/],
  ];
  for (const [name, buffer, message] of cases) {
    // As a person would: the next file once the previous one is done.
    await expect(page.getByRole('button', { name: 'Upload File' })).toBeEnabled();
    await upload(page, name, buffer);
    await expect(toast(page, 'File Not Imported').filter({ hasText: message })).toBeVisible();
    await expect(page.getByLabel('Research Content')).toHaveValue('My own text.');
  }
});

/** LaTeX-made fixtures of the import package: a paper's source and its PDFs. */
const texPaper = (file: string) =>
  readFileSync(
    new URL(`../../../packages/import/test/fixtures/tex-papers/${file}`, import.meta.url),
  );

test('a two-column LaTeX PDF with Type 3 fonts is read in order, without its references', async ({
  page,
}) => {
  const posts = recordPosts(page);
  await upload(
    page,
    'pollinators.pdf',
    texPaper('pollinator-acoustics-type3.pdf'),
    'application/pdf',
  );
  const content = page.getByLabel('Research Content');
  // The last line of the left column, then the top of the right one: read in that order.
  await expect(content).toHaveValue(
    /a memory card in a housing the size of a matchbox\. The microcontroller wakes every second/,
    READING, // the first PDF also loads pdf.js
  );
  const text = await content.inputValue();
  expect(text).toContain('Hoverflies were the most difficult class');
  expect(text).not.toMatch(/Wingbeat frequency as a signature|Workshop on Field Sensing/);
  // The footnote is kept, after the body under the notes' heading.
  expect(text).toMatch(/\n\nNotes\n\n[^]*One station in our region ran such a recorder/);
  await expect(page.getByLabel('Research Title')).toHaveValue(
    'Counting Pollinator Visits with Low-Power Acoustic Sensors',
  );
  await expect(toast(page, 'File Imported')).toContainText(
    /Imported \d+ words from pollinators\.pdf\./,
  );
  expect(posts).toEqual([]);
});

const faultPdf = (file: string) =>
  readFileSync(
    new URL(`../../../packages/import/test/fixtures/pdf-faults/${file}`, import.meta.url),
  );

test('PDF faults are mended in the tab: split words joined, TeX ligature codes read, a reference list without heading left out', async ({
  page,
}) => {
  const posts = recordPosts(page);
  const content = page.getByLabel('Research Content');
  await upload(page, 'spacing.pdf', faultPdf('letter-spacing.pdf'), 'application/pdf');
  await expect(content).toHaveValue(
    /The best readers look at the whole line before they decide/,
    READING,
  );
  await upload(page, 'ligatures.pdf', faultPdf('ligatures.pdf'), 'application/pdf');
  await expect(content).toHaveValue(
    /briefly describe an efficient and difficult method that finds fluent offers/,
    READING,
  );
  expect(await content.inputValue()).toContain('the staff filed a brief note on the fifty flights');
  await upload(page, 'labelled.pdf', faultPdf('labelled-references.pdf'), 'application/pdf');
  await expect(content).toHaveValue(/The quasi-destructive method of \[Tomabechi, 1991\]/, READING);
  expect(await content.inputValue()).not.toMatch(/Lauri Karttunen|Strategic lazy/);
  expect(posts).toEqual([]);
});

test('a LaTeX source is read in the tab: title and abstract taken, citations and floats left out, the footnote after the body', async ({
  page,
}) => {
  const posts = recordPosts(page);
  await upload(page, 'paper.tex', texPaper('clinical-parsing.tex'), 'application/x-tex');
  const content = page.getByLabel('Research Content');
  await expect(content).toHaveValue(/^Introduction\n\nPipelines for clinical text usually begin/);
  const [body, notes] = (await content.inputValue()).split('\n\nNotes\n\n');
  expect(body).not.toMatch(/\\|Access to the archive|Nursing notes as a test bed/);
  expect(notes).toMatch(/^Access to the archive was granted under a data use agreement/);
  await expect(page.getByLabel('Research Title')).toHaveValue(
    'How Tokenisation Errors Propagate through Shallow Parsers of Clinical Notes',
  );
  await expect(toast(page, 'File Imported')).toContainText(
    "The document's own abstract was left out of the content.",
  );
  expect(posts).toEqual([]);

  await page.getByLabel('Research Content').fill('My own text.');
  await upload(page, 'project.zip', Buffer.from('PK\x03\x04 not a zip'), 'application/zip');
  await expect(toast(page, 'File Not Imported')).toContainText(
    'This .zip file could not be read. The file may be damaged.',
  );
  await expect(page.getByLabel('Research Content')).toHaveValue('My own text.');
});

test('an OpenDocument (.odt) file is read in the tab: title filled, references left out, footnote and endnote after the body', async ({
  page,
}) => {
  const posts = recordPosts(page);
  const odt = readFileSync(
    new URL('../../../packages/import/test/fixtures/paper.odt', import.meta.url),
  );
  await upload(page, 'paper.odt', odt, 'application/vnd.oasis.opendocument.text');
  const content = page.getByLabel('Research Content');
  await expect(content).toHaveValue(/^1 Introduction\n\nCoastal communities rely on tide records/);
  expect(await content.inputValue()).not.toMatch(/References|Journal of Coastal Research|most\.1/);
  await expect(content).toHaveValue(
    /\n\nNotes\n\nFunded by the Harbour Fund, grant 12-345\.\n\nThe drawings are kept in the harbour office\.$/,
  );
  await expect(page.getByLabel('Research Title')).toHaveValue(
    'Low-Cost Tide Gauges Built from Repurposed Pressure Sensors',
  );
  await expect(toast(page, 'File Imported')).toContainText(/Imported \d+ words from paper\.odt\./);
  expect(posts).toEqual([]);

  await content.fill('My own text.');
  await upload(page, 'draft.odt', odt.subarray(0, 2000), 'application/vnd.oasis.opendocument.text');
  await expect(toast(page, 'File Not Imported')).toContainText(
    'This OpenDocument file could not be read. The file may be damaged.',
  );
  await expect(content).toHaveValue('My own text.');
});

test('an .rtf file is read by the server function: accents and scripts intact, table left out, footnote after the body', async ({
  page,
}) => {
  const rtf = readFileSync(
    new URL('../../../packages/import/test/fixtures/note.rtf', import.meta.url),
  );
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(new URL(request.url()).pathname);
  });
  await upload(page, 'Café note.rtf', rtf, 'application/rtf');
  await expect(toast(page, 'File Imported')).toContainText(
    /Imported \d+ words from Café note\.rtf\./,
    READING,
  );
  expect(sent).toEqual(['/functions/v1/extract-text']);
  const content = page.getByLabel('Research Content');
  await expect(content).toHaveValue(/^Introduction\n\nWe surveyed cafés in Lyon and Münster/);
  await expect(content).toHaveValue(
    /φιλοξενία \(hospitality\), and the Russian owners гостеприимство/,
  );
  expect(await content.inputValue()).not.toMatch(/Quai du Rhône|example\.org|Page 1/);
  await expect(content).toHaveValue(/\n\nNotes\n\nFootnote text that must not reach the body\.$/);
  await expect(page.getByLabel('Research Title')).toHaveValue(
    'Café culture – “Überblick” of a survey',
  );

  await content.fill('My own text.');
  await upload(page, 'cut.rtf', rtf.subarray(0, 3000), 'application/rtf');
  await expect(toast(page, 'File Not Imported')).toContainText(
    'This RTF file could not be read: it is damaged, cut short or not RTF.',
  );
  await expect(content).toHaveValue('My own text.');
});

test('a .txt file is read into the content', async ({ page }) => {
  await upload(page, 'study.txt', Buffer.from(CONTENT, 'utf8'), 'text/plain');
  await expect(page.getByLabel('Research Content')).toHaveValue(CONTENT);
  await expect(toast(page, 'File Imported')).toContainText(/Imported \d+ words from study\.txt\./);
});

test('a legacy .doc is read by the server function and generates', async ({ page }) => {
  const doc = readFileSync(
    new URL('../../../packages/import/test/fixtures/paper.doc', import.meta.url),
  );
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(new URL(request.url()).pathname);
  });
  await upload(page, 'paper.doc', doc, 'application/msword');
  await expect(toast(page, 'File Imported')).toContainText(
    /Imported \d+ words from paper\.doc\./,
    READING,
  );
  expect(sent).toEqual(['/functions/v1/extract-text']);
  await fillRequired(page, 'A title', await page.getByLabel('Research Content').inputValue());
  await generate(page);
});
