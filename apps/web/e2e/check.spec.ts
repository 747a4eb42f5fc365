/** In a real browser: editable results re-checked as one types, and "Check my abstract". */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  CONTENT,
  closeDialog,
  fillRequired,
  generate,
  HISTORY_KEY,
  stubSpeech,
  TITLE,
} from './fixtures.ts';

const SWITCH = 'Generate in my browser (private)';
/** A sentence with a number the paper (CONTENT) does not hold. */
const MADE_UP = ' We also restored 987 further marshes.';

/** Every request to one of our functions from now on. */
function functionCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const match = /\/functions\/v1\/([\w-]+)/u.exec(request.url());
    if (match) calls.push(match[1]!);
  });
  return calls;
}

const storedHistory = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { abstract: string }[],
    HISTORY_KEY,
  );

test.beforeEach(async ({ page }) => {
  await stubSpeech(page);
  await page.goto('/');
});

test('an edited result is re-checked as one types: highlight, message on hover and at the cursor, list, counts, copy, download, history', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const calls = functionCalls(page);
  await fillRequired(page);
  await generate(page);
  await closeDialog(page);

  const editor = page.getByRole('textbox', { name: 'Standard abstract (editable)' });
  const original = await editor.inputValue();
  const tab = page.getByRole('tab', { name: /Standard/ });
  const wordsBefore = Number(/(\d+) words/u.exec((await tab.textContent())!)![1]);

  // Typing at the end, key by key: the field takes every key while checks run behind it.
  await editor.click();
  await page.keyboard.press('End');
  await editor.press('Control+End');
  await page.keyboard.type(MADE_UP, { delay: 15 });
  await expect(editor).toHaveValue(original + MADE_UP);

  const mark = page.locator('mark[data-kind="unsupported-number"]');
  await expect(mark).toHaveText('987');
  const findings = page.getByRole('region', { name: 'Findings' });
  await expect(findings.locator('li[data-kind="unsupported-number"]')).toContainText(
    '987 does not occur in the paper.',
  );
  expect(calls).toContain('check-abstract');

  // The message on hover: the mark lies under the text area, the page finds it by position.
  const box = (await mark.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByRole('tooltip')).toHaveText('987 does not occur in the paper.');

  // …and for the finding at the cursor, from its entry in the list.
  await findings.getByRole('button', { name: /987 does not occur/u }).click();
  await expect(editor).toBeFocused();
  await expect(page.getByText('Error here: 987 does not occur in the paper.')).toBeVisible();

  // Counts and scores follow the text.
  await expect(tab).toContainText(`${wordsBefore + 6} words`);
  const quality = page.getByRole('region', { name: 'Quality Analysis' });
  await expect(quality).toContainText('Numbers not found in your text: 987');
  await expect(quality.getByText('90 and above', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('check-summary').first()).toContainText(`${wordsBefore + 6} words`);

  // Copy, download and history all carry the edited text.
  await page.getByRole('button', { name: 'Copy Standard' }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(original + MADE_UP);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  // The edited abstract, then the companions.
  const downloaded = await readFile((await download.path())!, 'utf8');
  expect(downloaded.startsWith(`${original + MADE_UP}\n\nHighlights\n`)).toBe(true);

  await expect.poll(async () => (await storedHistory(page))[0]?.abstract).toBe(original + MADE_UP);
  await page.reload();
  await page.getByRole('button', { name: 'Show History' }).click();
  await page.getByRole('button', { name: /^Load abstract/u }).click();
  await expect(editor).toHaveValue(original + MADE_UP);
});

test('another version is editable and checked too', async ({ page }) => {
  await fillRequired(page);
  await generate(page);
  await closeDialog(page);
  await page.getByRole('tab', { name: /Concise/ }).click();
  const editor = page.getByRole('textbox', { name: 'Concise abstract (editable)' });
  await editor.fill(`Moreover, ${await editor.inputValue()}`);
  await expect(page.locator('mark[data-kind="dangling-opener"]')).toHaveText('Moreover');
});

test('"Check my abstract" checks a pasted abstract against the paper, without generating', async ({
  page,
}) => {
  const calls = functionCalls(page);
  await page.getByLabel('Research Title').fill(TITLE);
  await page.getByLabel('Research Content').fill(CONTENT);
  await page.getByRole('button', { name: 'Show Optional Settings' }).click();
  await page.getByLabel('Optimize for Journal').selectOption({ label: 'Nature' });
  await page.getByRole('button', { name: 'Check my abstract' }).click();
  const panel = page.getByRole('region', { name: 'Check my abstract' });
  const editor = panel.getByRole('textbox', { name: 'Your abstract' });
  await editor.fill(
    'We sampled sediment cores at 31 restored sites [4]. Restored sites buried carbon at 180 grams per square metre per year (Fig. 2).',
  );
  const findings = panel.getByRole('region', { name: 'Findings' });
  await expect(findings.locator('li[data-kind="unsupported-number"]')).toContainText(
    '31 does not occur in the paper.',
  );
  await expect(findings.locator('li[data-kind="citation"]')).toContainText('Nature');
  await expect(findings.locator('li[data-kind="figure-reference"]')).toBeVisible();
  await expect(panel.locator('mark[data-kind="citation"]')).toHaveText('[4]');
  await expect(panel.getByRole('region', { name: 'Quality Analysis' })).toBeVisible();
  await panel.getByText('How is this measured?').click();
  await expect(panel.getByText(/never reaches the green band/u)).toBeVisible();
  expect(calls).not.toContain('generate-abstract');
  expect(calls).toContain('check-abstract');
});

test('private mode: the check runs in the browser and no request carries the abstract', async ({
  page,
}) => {
  const calls = functionCalls(page);
  await page.getByLabel('Research Content').fill(CONTENT);
  await page.getByRole('switch', { name: SWITCH }).check();
  await page.getByRole('button', { name: 'Check my abstract' }).click();
  const panel = page.getByRole('region', { name: 'Check my abstract' });
  await panel
    .getByRole('textbox', { name: 'Your abstract' })
    .fill('These results show that 55 marshes recovered.');
  // The engine loads into the worker on first use: give it time on a busy machine.
  await expect(panel.locator('mark[data-kind="unsupported-number"]')).toHaveText('55', {
    timeout: 30_000,
  });
  await expect(panel.locator('mark[data-kind="dangling-opener"]')).toHaveText('These results');
  expect(calls).toEqual([]);
});
