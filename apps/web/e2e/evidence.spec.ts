/**
 * Evidence in a real browser: every sentence of an abstract (pasted, generated or edited) shows
 * where the paper says it, by hover, keyboard focus or the cursor; a passage can be selected in
 * the content field; unsupported and overclaimed sentences are highlighted; private mode too.
 */
import { expect, test, type Page } from '@playwright/test';
import { CONTENT, closeDialog, fillRequired, generate, stubSpeech, TITLE } from './fixtures.ts';

/** The paper with one hedged sentence, so that dropping the hedge is an overclaim. */
const PAPER = `${CONTENT} Reconnection may also reduce methane emissions from the restored marshes.`;
const SUPPORTED =
  'We sampled sediment cores at 24 restored sites and 12 natural reference marshes along an estuary.';
const FOREIGN =
  'Transformer language models pretrained on multilingual corpora outperform recurrent baselines in translation.';
const OVERCLAIM = 'Reconnection also reduces methane emissions from the restored marshes.';

/** The Research Content field's selected text. */
const contentSelection = (page: Page) =>
  page.evaluate(() => {
    const field = document.getElementById('research_content') as HTMLTextAreaElement;
    return {
      focused: document.activeElement === field,
      text: field.value.slice(field.selectionStart, field.selectionEnd),
    };
  });

test.beforeEach(async ({ page }) => {
  await stubSpeech(page);
  await page.goto('/');
});

test('"Check my abstract": each sentence shows its source by hover, keyboard and cursor; Show in paper selects it; unsupported and overclaimed sentences are highlighted', async ({
  page,
}) => {
  await page.getByLabel('Research Title').fill(TITLE);
  await page.getByLabel('Research Content').fill(PAPER);
  await page.getByRole('button', { name: 'Check my abstract' }).click();
  const panel = page.getByRole('region', { name: 'Check my abstract' });
  const editor = panel.getByRole('textbox', { name: 'Your abstract' });
  await editor.fill(`${SUPPORTED} ${FOREIGN} ${OVERCLAIM}`);

  // Highlighted like other findings, and listed.
  await expect(panel.locator('mark[data-kind="unsupported-claim"]')).toHaveText(FOREIGN);
  await expect(panel.locator('mark[data-kind="overclaim"]')).toBeVisible();
  const findings = panel.getByRole('region', { name: 'Findings' });
  await expect(findings.locator('li[data-kind="unsupported-claim"]')).toContainText(
    'The paper does not support this sentence',
  );
  await expect(findings.locator('li[data-kind="overclaim"]')).toContainText(
    'The paper says "may also reduce methane": this sentence states it as certain.',
  );

  const evidence = panel.getByRole('region', { name: 'Evidence in the paper' });
  const entries = evidence.locator('button[data-status]');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(1)).toHaveAttribute('data-status', 'unsupported');
  await expect(entries.nth(2)).toHaveAttribute('data-status', 'overclaimed');
  const sources = panel.getByRole('region', { name: 'Sources of the selected sentence' });

  // Hover: the first sentence's source is the paper's sentence it restates.
  await entries.nth(0).hover();
  await expect(entries.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(sources.getByTestId('evidence-source').first()).toHaveText(
    'We sampled sediment cores at 24 restored sites and 12 natural reference marshes along an estuary over three years.',
  );

  // The pointer stays parked over the first entry from here on: as the layout under it changes,
  // Chromium replays it as a new hover, which must not take the selection back.

  // Keyboard: Tab to the next sentence; a screen reader hears its status, the region updates.
  await entries.nth(0).focus();
  await page.keyboard.press('Tab');
  await expect(entries.nth(1)).toBeFocused();
  await expect(entries.nth(1)).toContainText('Sentence 2, unsupported');
  await expect(sources).toContainText('No passage of the paper shares its content.');

  // The page scrolls under the resting pointer, which then rests on another entry: the keyboard's
  // choice stays (Chromium replays a resting pointer as a new hover when what is under it moves).
  const resting = (await entries.nth(0).boundingBox())!;
  await page.mouse.move(resting.x + 20, resting.y + resting.height / 2);
  await expect(entries.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(entries.nth(1)).toHaveAttribute('aria-expanded', 'true');
  const third = (await entries.nth(2).boundingBox())!;
  await page.evaluate((dy) => window.scrollBy(0, dy), third.y - resting.y);
  await expect
    .poll(() => entries.evaluateAll((all) => all.findIndex((entry) => entry.matches(':hover'))))
    .toBe(2);
  await expect(entries.nth(1)).toHaveAttribute('aria-expanded', 'true');

  // The cursor in the text: the sentence under it is shown.
  await editor.focus();
  await page.keyboard.press('Control+End');
  await expect(sources.getByTestId('evidence-source').first()).toHaveText(
    'Reconnection may also reduce methane emissions from the restored marshes.',
  );

  // Show in paper: the passage is selected in the Research Content field.
  await sources
    .getByRole('button', { name: /Show in paper/u })
    .first()
    .click();
  await expect
    .poll(() => contentSelection(page))
    .toEqual({
      focused: true,
      text: 'Reconnection may also reduce methane emissions from the restored marshes.',
    });
});

test('"Check my abstract" in private mode flags an overclaim written in other words, in the tab', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/functions\/v1\//u.test(request.url())) calls.push(request.url());
  });
  await page.getByLabel('Research Title').fill(TITLE);
  await page.getByLabel('Research Content').fill(PAPER);
  await page.getByRole('switch', { name: 'Generate in my browser (private)' }).check();
  await page.getByRole('button', { name: 'Check my abstract' }).click();
  const panel = page.getByRole('region', { name: 'Check my abstract' });
  // "may also reduce" in the paper, "will reduce" in the abstract's own words.
  await panel
    .getByRole('textbox', { name: 'Your abstract' })
    .fill(`${SUPPORTED} Restoring tidal flow will reduce methane emissions from the marshes.`);

  await expect(panel.locator('mark[data-kind="overclaim"]')).toHaveText('will');
  await expect(
    panel.getByRole('region', { name: 'Findings' }).locator('li[data-kind="overclaim"]'),
  ).toContainText('The paper says "may also reduce methane": this sentence states it as certain.');
  expect(calls).toEqual([]);
});

test('private mode: a generated abstract traces each sentence in the tab, and an edit is traced again', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/functions\/v1\//u.test(request.url())) calls.push(request.url());
  });
  await fillRequired(page);
  await page.getByRole('switch', { name: 'Generate in my browser (private)' }).check();
  await generate(page);
  await closeDialog(page);

  const editor = page.getByRole('textbox', { name: 'Standard abstract (editable)' });
  const evidence = page.getByRole('region', { name: 'Evidence in the paper' }).first();
  const entries = evidence.locator('button[data-status]');
  await expect(entries.first()).toBeVisible();
  const count = await entries.count();
  const sources = page.getByRole('region', { name: 'Sources of the selected sentence' }).first();
  // Every sentence of the engine's abstract comes from a sentence of the paper.
  for (let i = 0; i < count; i++) {
    await entries.nth(i).focus();
    await expect(entries.nth(i)).toHaveAttribute('data-status', 'supported');
    const passage = (await sources.getByTestId('evidence-source').first().textContent())!;
    expect(CONTENT).toContain(passage.replace(/…$/u, ''));
  }

  // An edit with a sentence of another paper: flagged, in the tab, without a request.
  await editor.focus();
  await page.keyboard.press('Control+End');
  // One input event, as a paste makes it: each keystroke would trace the whole abstract again.
  await page.keyboard.insertText(` ${FOREIGN}`);
  await expect(page.locator('mark[data-kind="unsupported-claim"]')).toHaveText(FOREIGN);
  await expect(entries.last()).toHaveAttribute('data-status', 'unsupported');
  expect(calls).toEqual([]);
});
