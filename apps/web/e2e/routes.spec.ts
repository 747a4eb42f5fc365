import { expect, test } from '@playwright/test';
import { HISTORY_KEY, seedStorage, storedEntry } from './fixtures.ts';

test('the page has its title and no console errors on load', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page).toHaveTitle('Abstractly — AI Abstract Generator');
  await expect(page.getByRole('heading', { name: 'No Abstract Generated' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('any other path shows the 404 page, logs the path and links home', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/papers/42?draft=1');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect(logged.some((text) => text.includes('/papers/42'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Abstract Generation Parameters' })).toBeVisible();
});

test('a render failure in the route shows the generic fallback', async ({ page }) => {
  await seedStorage(page, HISTORY_KEY, [storedEntry('broken')]);
  await page.getByRole('button', { name: 'Show History' }).click();
  // History is read after the first render: break nothing until its entry is on screen.
  const load = page.getByRole('button', { name: /Load abstract/ });
  await expect(load).toBeVisible();
  // Break date formatting, which the result card uses while rendering: a genuine render error.
  // (Word counting, broken here before, no longer goes through Intl.Segmenter.)
  await page.evaluate(() => {
    Date.prototype.toLocaleString = () => {
      throw new Error('Dates are broken');
    };
  });
  await load.click();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error' })).toBeVisible();
  await expect(page.getByText('Dates are broken')).toHaveCount(0);
});
