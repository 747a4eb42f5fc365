import { expect, test, type Locator, type Page } from '@playwright/test';
import { CONTENT, TITLE, toast } from './fixtures.ts';

/** Presses Tab (or Shift+Tab) until `target` has focus: how a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Could not reach ${target} with ${key}`);
}

test('keyboard alone: fill the form, generate, switch tabs and use history', async ({ page }) => {
  await page.goto('/');

  await tabTo(page, page.getByLabel('Research Title'));
  await page.keyboard.type(TITLE);
  await tabTo(page, page.getByLabel('Research Content'));
  await page.keyboard.insertText(CONTENT);
  for (const [label, choice, value] of [
    ['Research Field', 'Biology', 'biology'],
    ['Academic Level', 'PhD', 'phd'],
    ['Abstract Style', 'Narrative', 'narrative'],
  ] as const) {
    const select = page.getByLabel(label);
    await tabTo(page, select);
    await page.keyboard.type(choice); // type-ahead picks the option
    await expect(select).toHaveValue(value);
  }
  await tabTo(page, page.getByLabel('Target Word Count'));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Target Word Count')).toHaveValue('300');

  // Optional settings: open with Enter, move a slider with the arrow keys.
  await tabTo(page, page.getByRole('button', { name: 'Show Optional Settings' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  const creativity = page.getByRole('slider', { name: 'Creativity Level' });
  await tabTo(page, creativity);
  await page.keyboard.press('ArrowLeft');
  await expect(creativity).toHaveAttribute('aria-valuenow', '45');

  await tabTo(page, page.getByRole('button', { name: 'Generate Abstract' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Your Abstract Is Ready' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Tabs: one Tab stop, arrows move between versions.
  const standard = page.getByRole('tab', { name: /Standard/ });
  await tabTo(page, standard);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /Concise/ })).toBeFocused();
  await expect(page.getByRole('tab', { name: /Concise/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Copy Concise' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: /Technical/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // History.
  await tabTo(page, page.getByRole('button', { name: 'Show History' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  const entry = page.getByRole('button', { name: /Load abstract/ }).first();
  await tabTo(page, entry);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Abstract Loaded')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Standard/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const star = page.getByRole('button', { name: 'Favorite' }).first();
  await tabTo(page, star);
  await page.keyboard.press('Space');
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await tabTo(page, page.getByRole('radio', { name: 'Standard' }), 'Shift+Tab');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Concise' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Concise' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  await tabTo(page, page.getByRole('button', { name: 'Delete abstract' }).first());
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Abstract Deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: /Load abstract/ })).toHaveCount(0);
});
