/**
 * Nothing stands between the user and the result. Every action the page shows works
 * when it is shown (the success toast's action while the post-generation dialog is open), and no
 * toast covers a control that can be used, on a desktop and on a phone.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  fillRequired,
  generate,
  seedStorage,
  storedEntry,
  toast,
  HISTORY_KEY,
} from './fixtures.ts';

const SUCCESS = 'Abstract Generated Successfully';
const REPORT = 'Download Premium Report';

async function downloadOf(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return {
    name: download.suggestedFilename(),
    text: await readFile((await download.path())!, 'utf8'),
  };
}

/** Waits until toasts (and anything else) stop moving: sliding in, stacking, fading out. */
const settle = (page: Page) =>
  page.evaluate(async () => {
    // A transition cut short (a toast replaced mid-slide) rejects: settled is what matters.
    await Promise.allSettled(document.getAnimations().map((animation) => animation.finished));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });

/**
 * Every enabled control that can be seen (the part of it its scrolling containers leave visible)
 * and that a visible toast overlaps. Controls inside a toast are the toast's own.
 */
function controlsUnderToasts(page: Page) {
  return page.evaluate(() => {
    const CONTROLS =
      'button, a[href], input, select, textarea, summary, [role="button"], [role="tab"], [role="switch"], [role="slider"], [role="checkbox"], [role="radio"], [tabindex]:not([tabindex="-1"])';
    type Box = { left: number; top: number; right: number; bottom: number };
    const intersect = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const empty = (box: Box) => box.right - box.left < 1 || box.bottom - box.top < 1;
    /** The part of an element on screen: clipped by the viewport and every scrolling ancestor. */
    const visibleBox = (element: Element): Box => {
      let box: Box = element.getBoundingClientRect();
      box = intersect(box, { left: 0, top: 0, right: innerWidth, bottom: innerHeight });
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          box = intersect(box, parent.getBoundingClientRect());
        }
      }
      return box;
    };
    const toasts = [
      ...document.querySelectorAll<HTMLElement>(
        '[data-sonner-toast][data-visible="true"]:not([data-removed="true"])',
      ),
    ].map((element) => ({ text: element.innerText.split('\n')[0], box: visibleBox(element) }));
    const problems: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
      if (control.closest('[data-sonner-toaster]')) continue;
      if ((control as HTMLButtonElement).disabled || control.closest('[hidden], [inert]')) continue;
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = visibleBox(control);
      if (empty(box)) continue;
      for (const shown of toasts) {
        if (!empty(intersect(box, shown.box))) {
          const name =
            control.getAttribute('aria-label') ??
            control.innerText.trim().split('\n')[0] ??
            control.tagName;
          problems.push(`toast "${shown.text}" covers ${control.tagName.toLowerCase()} "${name}"`);
        }
      }
    }
    return { toasts: toasts.length, problems };
  });
}

/** Checks with the toasts at rest; `expectToasts` guards against a check with nothing shown. */
async function expectNothingCovered(page: Page, expectToasts = 1) {
  await settle(page);
  const { toasts, problems } = await controlsUnderToasts(page);
  expect(toasts).toBeGreaterThanOrEqual(expectToasts);
  expect(problems).toEqual([]);
}

/** Scrolls the page's scrolling area so the element's top is at the viewport's top or bottom. */
async function scrollTo(page: Page, name: string, at: 'top' | 'bottom') {
  await page
    .getByRole('button', { name, exact: true })
    .evaluate(
      (element, block) => element.scrollIntoView({ block: block === 'top' ? 'start' : 'end' }),
      at,
    );
}

test('the success toast and every action of the dialog work while the dialog is open', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await fillRequired(page);
  await generate(page);
  const dialog = page.getByRole('dialog', { name: 'Your Abstract Is Ready' });
  const success = toast(page, SUCCESS);
  await expect(success).toBeVisible();

  // The regression: this click used to fall on the dialog's overlay and was lost.
  const fromToast = await downloadOf(page, () =>
    success.getByRole('button', { name: REPORT }).click(),
  );
  expect(fromToast.name).toMatch(/-premium-report\.txt$/u);
  expect(fromToast.text).toContain('ABSTRACTLY: PREMIUM ABSTRACT REPORT');
  await expect(dialog).toBeVisible();

  const fromDialog = await downloadOf(page, () =>
    dialog.getByRole('button', { name: REPORT }).click(),
  );
  expect(fromDialog.text).toBe(fromToast.text);

  await dialog.getByRole('button', { name: 'Copy Abstract' }).click();
  await expect(toast(page, 'Copied to Clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim()).not.toBe('');
  expect(fromToast.text).toContain(copied.trim());

  // A toast's close button works under the open dialog too (an action closes its toast itself).
  const copiedToast = toast(page, 'Copied to Clipboard');
  await copiedToast.getByRole('button', { name: 'Close toast' }).click();
  await expect(copiedToast).toHaveCount(0);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Check AI Detection Score' }).click();
  await expect(dialog).toHaveCount(0);
});

for (const size of [
  { device: 'desktop', width: 1280, height: 720 },
  { device: 'phone', width: 390, height: 844 },
]) {
  test(`no toast covers an enabled control (${size.device}, ${size.width}×${size.height})`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: size.width, height: size.height });
    await seedStorage(page, HISTORY_KEY, [storedEntry('older-1'), storedEntry('older-2')]);
    await page.getByRole('button', { name: 'Show History' }).click();
    await expect(page.getByRole('radiogroup', { name: 'History view' })).toBeVisible();
    await fillRequired(page);
    await generate(page);

    // The dialog opens with the success toast: neither covers the other.
    await expectNothingCovered(page);

    await page.getByRole('button', { name: 'View Abstract' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(toast(page, SUCCESS)).toBeVisible();
    await expectNothingCovered(page);

    // Wherever the user scrolls while it is shown: the result's actions at the bottom edge or
    // the top, the history's view selector, the form's buttons.
    for (const [name, at] of [
      ['Regenerate', 'bottom'],
      ['Regenerate', 'top'],
      ['Clear All', 'bottom'],
      ['Generate Abstract', 'bottom'],
    ] as const) {
      await scrollTo(page, name, at);
      await expectNothingCovered(page);
    }

    // More toasts at once (copied, loaded): still nothing covered, every one of them readable.
    await scrollTo(page, 'Regenerate', 'bottom');
    await page.getByRole('button', { name: /^Copy Standard/u }).click();
    await expect(toast(page, 'Copied to Clipboard')).toBeVisible();
    await expectNothingCovered(page, 2);
    await page
      .getByRole('button', { name: /Load abstract/u })
      .first()
      .click();
    await expect(toast(page, 'Abstract Loaded')).toBeVisible();
    await expectNothingCovered(page, 3);
  });
}
