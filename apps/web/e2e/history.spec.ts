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

const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), HISTORY_KEY);
const storedIds = async (page: Page) =>
  (JSON.parse((await stored(page)) ?? '[]') as { id: string }[]).map((e) => e.id);

const historyCard = (page: Page) => page.getByRole('region', { name: /Generation History/ });
const entryButtons = (page: Page) =>
  historyCard(page).getByRole('button', { name: /Load abstract/ });

async function showHistory(page: Page) {
  await page.getByRole('button', { name: 'Show History' }).click();
  await expect(historyCard(page)).toBeVisible();
}

test('Show/Hide History; view selector, Clear All disabled when empty, count badge', async ({
  page,
}) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Show History' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Generation History')).toHaveCount(0);
  await showHistory(page);
  await expect(page.getByRole('button', { name: 'Hide History' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByRole('radiogroup', { name: 'History view' })).toBeVisible();
  for (const name of ['Standard', 'Concise', 'Detailed']) {
    await expect(page.getByRole('radio', { name })).toBeVisible();
  }
  await expect(page.getByRole('radio', { name: 'Standard' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Clear All' })).toBeDisabled();
  await expect(historyCard(page).getByText('0 saved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Hide History' }).click();
  await expect(historyCard(page)).toHaveCount(0);
});

test('a generation is prepended, restored after reload, newest first, 10 at most', async ({
  page,
}) => {
  const ten = Array.from({ length: 10 }, (_, i) => storedEntry(`old-${i}`));
  await seedStorage(page, HISTORY_KEY, ten);
  await fillRequired(page);
  await generate(page);
  await closeDialog(page);
  const ids = await storedIds(page);
  expect(ids).toHaveLength(10);
  expect(ids[0]).not.toMatch(/^old-/);
  expect(ids.slice(1)).toEqual(ten.slice(0, 9).map((e) => e.id));

  await page.reload();
  await showHistory(page);
  await expect(historyCard(page).getByText('10 saved', { exact: true })).toBeVisible();
  await expect(entryButtons(page)).toHaveCount(10);
  await expect(entryButtons(page).nth(1)).toContainText('Entry old-0');
});

test('clicking an entry loads it; the star toggles favorite and is kept', async ({ page }) => {
  await seedStorage(page, HISTORY_KEY, [storedEntry('a'), storedEntry('b')]);
  await showHistory(page);
  await entryButtons(page).nth(1).click();
  await expect(toast(page, 'Abstract Loaded')).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText('Entry b:');
  await expect(entryButtons(page).nth(1)).toHaveAttribute('aria-current', 'true');

  const star = historyCard(page).getByRole('button', { name: 'Favorite' }).first();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await showHistory(page);
  await expect(historyCard(page).getByRole('button', { name: 'Favorite' }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await historyCard(page).getByRole('button', { name: 'Favorite' }).first().click();
  await expect.poll(async () => JSON.parse((await stored(page))!)[0].favorite).toBe(false);
});

test('delete one entry, then Clear All removes the key', async ({ page }) => {
  await seedStorage(page, HISTORY_KEY, [storedEntry('a'), storedEntry('b'), storedEntry('c')]);
  await showHistory(page);
  await historyCard(page).getByRole('button', { name: 'Delete abstract' }).nth(1).click();
  await expect(toast(page, 'Abstract Deleted')).toBeVisible();
  expect(await storedIds(page)).toEqual(['a', 'c']);
  await expect(entryButtons(page)).toHaveCount(2);

  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(toast(page, 'History Cleared')).toBeVisible();
  expect(await stored(page)).toBeNull();
  await expect(entryButtons(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear All' })).toBeDisabled();
});

test('view modes: Detailed shows the first 120 characters; Concise hides the text', async ({
  page,
}) => {
  await seedStorage(page, HISTORY_KEY, [storedEntry('a')]);
  const abstract = storedEntry('a').abstract;
  await showHistory(page);
  const entry = entryButtons(page).first();
  await page.getByRole('radio', { name: 'Detailed' }).click();
  await expect(entry).toContainText(`${abstract.slice(0, 120)}…`);
  await expect(entry).not.toContainText(abstract.slice(0, 130));
  await page.getByRole('radio', { name: 'Concise' }).click();
  await expect(entry).not.toContainText(abstract.slice(0, 20));
  await expect(entry).toContainText('88% quality');
  await page.getByRole('radio', { name: 'Standard' }).click();
  await expect(entry).toContainText(abstract.slice(0, 40));
  await expect(entry).not.toContainText(abstract.slice(0, 120));
});

test('damaged storage never breaks the page', async ({ page }) => {
  for (const damaged of [
    '{"this is": not json',
    '"a string"',
    JSON.stringify({ abstract: 'an object, not a list' }),
    JSON.stringify([null, 1, 'x', { abstract: 42 }, { id: 'ok', abstract: 'The good one.' }]),
  ]) {
    await seedStorage(page, HISTORY_KEY, damaged);
    await expect(
      page.getByRole('heading', { name: 'Abstract Generation Parameters' }),
    ).toBeVisible();
    await showHistory(page);
    const expected = damaged.includes('The good one.') ? 1 : 0;
    await expect(entryButtons(page)).toHaveCount(expected);
  }
  // A huge value: an array of 100,000 entries, megabytes of storage.
  await page.evaluate((key) => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({
      id: `h${i}`,
      abstract: `Huge ${i}.`,
    }));
    localStorage.setItem(key, JSON.stringify(many));
  }, HISTORY_KEY);
  await page.reload();
  await showHistory(page);
  await expect(entryButtons(page)).toHaveCount(10);
  await expect(entryButtons(page).first()).toContainText('Huge 0.');

  // A huge single value: one entry with a two-megabyte abstract.
  await page.evaluate((key) => {
    localStorage.setItem(key, JSON.stringify([{ id: 'big', abstract: 'carbon '.repeat(300_000) }]));
  }, HISTORY_KEY);
  await page.reload();
  await showHistory(page);
  await expect(entryButtons(page)).toHaveCount(1);
  await entryButtons(page).first().click();
  await expect(page.getByRole('tab', { name: /Standard/ })).toContainText('300000 words');
});

test('storage full: a clear toast, and the result stays on screen', async ({ page }) => {
  await page.addInitScript((key) => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (name: string, value: string) {
      if (name === key)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, name, value);
    };
  }, HISTORY_KEY);
  await page.goto('/');
  await fillRequired(page);
  await generate(page);
  await expect(toast(page, 'Storage Full')).toContainText('history could not be saved');
  await closeDialog(page);
  await expect(page.getByRole('heading', { name: 'Generated Abstract' })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText('Coastal wetlands');
});
