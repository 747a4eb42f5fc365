/**
 * The companions under the result, in real Chromium: each item with its copy button and live
 * count against its limit, editable with the limits re-checked as the user types, in the download
 * and the history; older history entries without them still load. On the server and in private mode.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  closeDialog,
  fillRequired,
  generate,
  HISTORY_KEY,
  seedStorage,
  storedEntry,
  toast,
} from './fixtures.ts';

const companions = (page: Page) => page.getByRole('region', { name: 'Companions' });
const field = (page: Page, label: string) => companions(page).getByLabel(label, { exact: true });
const item = (page: Page, key: string, n = 0) =>
  companions(page).locator(`li[data-companion="${key}"]`).nth(n);
const stored = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Record<string, unknown>[],
    HISTORY_KEY,
  );

/** Generates for Elsevier and checks what the companions area shows. */
async function generateForElsevier(page: Page, privateMode: boolean) {
  await page.goto('/');
  await fillRequired(page);
  await page.getByRole('button', { name: 'Show Optional Settings' }).click();
  await page.getByLabel('Optimize for Journal').selectOption({ label: 'Elsevier' });
  if (privateMode)
    await page.getByRole('switch', { name: 'Generate in my browser (private)' }).check();
  await generate(page);
  await closeDialog(page);
  await expect(companions(page)).toBeVisible();
  const highlights = companions(page).locator('li[data-companion="highlights"]');
  const count = await highlights.count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(5);
  for (let i = 0; i < count; i++) {
    const text = await field(page, `Highlight ${i + 1}`).inputValue();
    expect([...text].length).toBeLessThanOrEqual(85);
    await expect(item(page, 'highlights', i).getByTestId('companion-meter')).toHaveText(
      `${[...text].length}/85`,
    );
  }
  await expect(field(page, 'TL;DR')).not.toHaveValue('');
  await expect(item(page, 'tldr').getByTestId('companion-meter')).toHaveText(/^\d+\/30$/);
  await expect(field(page, 'Plain-language summary')).not.toHaveValue('');
  await expect(field(page, 'AI-use statement')).toHaveValue(
    /^Declaration of generative AI and AI-assisted technologies in the writing process\. .*local extractive engine, version/,
  );
  await expect(companions(page)).toContainText(/reading ease \d+ against the abstract's \d+/);
}

test('the companions: copy, live count, edits re-checked, download and history', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await generateForElsevier(page, false);

  // Each item has its own copy button.
  const first = await field(page, 'Highlight 1').inputValue();
  await item(page, 'highlights').getByRole('button', { name: 'Copy Highlight 1' }).click();
  await expect(toast(page, 'Copied to Clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  const tldr = await field(page, 'TL;DR').inputValue();
  await item(page, 'tldr').getByRole('button', { name: 'Copy TL;DR' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(tldr);

  // Typing re-checks the limit at every keystroke.
  const edited =
    'Restored marshes buried carbon at rates close to those of natural reference marshes.';
  await field(page, 'Highlight 1').fill(edited);
  await expect(item(page, 'highlights').getByTestId('companion-meter')).toHaveText('84/85');
  await expect(field(page, 'Highlight 1')).toHaveAttribute('aria-invalid', 'false');
  await field(page, 'Highlight 1').press('End');
  await field(page, 'Highlight 1').pressSequentially(' ok');
  await expect(item(page, 'highlights').getByTestId('companion-meter')).toHaveText('87/85');
  await expect(field(page, 'Highlight 1')).toHaveAttribute('aria-invalid', 'true');
  await expect(item(page, 'highlights')).toContainText(
    'This has 87 characters; at most 85 with spaces.',
  );
  await field(page, 'Highlight 1').fill(edited);
  await expect(item(page, 'highlights')).not.toContainText('at most 85');
  await field(page, 'TL;DR').fill('Restored marshes bury carbon');
  await expect(item(page, 'tldr')).toContainText(
    'not a whole sentence (it does not end with a full stop)',
  );
  await field(page, 'TL;DR').fill(tldr);

  // The download carries the edited companions.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('group', { name: 'Result actions' })
      .getByRole('button', { name: 'Download' })
      .click(),
  ]);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).toContain(`Highlights\n- ${edited}\n`);
  expect(text).toContain(`TL;DR\n${tldr}\n`);
  expect(text).toContain('AI-use statement\nDeclaration of generative AI');

  // The history entry keeps them, edits included, and brings them back after a reload.
  await expect
    .poll(
      async () =>
        ((await stored(page))[0]?.companions as { highlights?: string[] })?.highlights?.[0],
    )
    .toBe(edited);
  await page.reload();
  await page.getByRole('button', { name: 'Show History' }).click();
  await page
    .getByRole('region', { name: /Generation History/ })
    .getByRole('button', { name: /Load abstract/ })
    .first()
    .click();
  await expect(field(page, 'Highlight 1')).toHaveValue(edited);
});

test('an older history entry without companions loads, and shows no Companions area', async ({
  page,
}) => {
  await seedStorage(page, HISTORY_KEY, [storedEntry('old')]);
  await page.getByRole('button', { name: 'Show History' }).click();
  await page
    .getByRole('region', { name: /Generation History/ })
    .getByRole('button', { name: /Load abstract/ })
    .first()
    .click();
  await expect(page.getByRole('tabpanel')).toContainText('Entry old:');
  await expect(companions(page)).toHaveCount(0);
});

test('private mode: the engine in the tab writes the companions too', async ({ page }) => {
  await generateForElsevier(page, true);
});
