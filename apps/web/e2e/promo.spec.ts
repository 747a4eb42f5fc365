import { expect, test, type Page } from '@playwright/test';
import { fillRequired, generate } from './fixtures.ts';

const DEFAULT_SISTER_URL = 'https://example.com/';
const START = new Date('2026-11-22T08:00:00Z').getTime();
const sheet = (page: Page) =>
  page.getByRole('complementary', { name: 'Will your text pass AI detection?' });

/** Generates for real, then freezes the clock and opens the sheet from the dialog. */
async function openSheetFlag(page: Page) {
  await page.clock.install({ time: START });
  await page.goto('/');
  await fillRequired(page);
  await generate(page);
  await page.clock.pauseAt(new Date(START + 3_600_000));
  await page.getByRole('button', { name: 'Check AI Detection Score' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('hidden at first; appears 2000 ms after opening, sliding in over 1 s from 300 px below', async ({
  page,
}) => {
  await openSheetFlag(page);
  await expect(sheet(page)).toHaveCount(0);
  await page.clock.runFor(1999);
  await expect(sheet(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(sheet(page)).toBeVisible();

  const motion = await sheet(page).evaluate((node) => {
    const style = getComputedStyle(node);
    const [animation] = node.getAnimations();
    const frames = (animation?.effect as KeyframeEffect | null)?.getKeyframes() ?? [];
    return {
      duration: style.animationDuration,
      easing: style.animationTimingFunction,
      from: String(frames[0]?.transform ?? ''),
      to: String(frames.at(-1)?.transform ?? ''),
    };
  });
  expect(motion).toMatchObject({
    duration: '1s',
    easing: 'ease-out',
    from: 'translate(-50%, 300px)',
  });
  // The browser may shorten a zero offset: translate(-50%) equals translate(-50%, 0px).
  expect(motion.to).toMatch(/^translate\(-50%(, 0px)?\)$/);
});

test('about 400 px wide from medium screens up, 95% on small; centred at the bottom', async ({
  page,
}) => {
  await openSheetFlag(page);
  await page.clock.runFor(2000);
  await expect(sheet(page)).toBeVisible();
  // CSS animations run on the document timeline, not the fake clock: wait for the slide-in.
  await sheet(page).evaluate((node) => Promise.all(node.getAnimations().map((a) => a.finished)));
  let box = (await sheet(page).boundingBox())!;
  expect(box.width).toBe(400);
  expect(box.x + box.width / 2).toBeCloseTo(1280 / 2, 0);
  expect(box.y + box.height).toBeCloseTo(720, 0);

  await page.setViewportSize({ width: 390, height: 844 });
  box = (await sheet(page).boundingBox())!;
  expect(box.width).toBeCloseTo(390 * 0.95, 0);
  expect(box.x + box.width / 2).toBeCloseTo(390 / 2, 0);
});

test('greyed AI and Humanized score rows with hidden values and the sign-up tooltip', async ({
  page,
}) => {
  await openSheetFlag(page);
  await page.clock.runFor(2000);
  const title = await sheet(page)
    .getByRole('heading')
    .evaluate((node) => getComputedStyle(node).color);
  for (const label of ['AI score', 'Humanized score']) {
    // Greyed out: a grey row whose text is lighter than the sheet's heading.
    const row = sheet(page).getByText(label, { exact: true }).locator('..');
    const look = await row.evaluate((node) => {
      const style = getComputedStyle(node);
      return { background: style.backgroundColor, color: style.color };
    });
    expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(look.background).not.toBe('rgb(255, 255, 255)');
    expect(look.color).not.toBe(title);
    const value = sheet(page).getByRole('button', {
      name: `${label} hidden. Sign Up to get full report.`,
    });
    await expect(value).toBeVisible();
    await value.hover();
    await page.clock.runFor(50); // the tooltip opens on a (zero) timer; the clock is frozen
    await expect(page.getByRole('tooltip')).toHaveText('Sign Up to get full report.');
    await page.keyboard.press('Escape');
    await page.clock.runFor(50);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  }
  // Keyboard focus shows the tooltip too.
  await sheet(page)
    .getByRole('button', { name: /^AI score hidden/ })
    .focus();
  await page.clock.runFor(50);
  await expect(page.getByRole('tooltip')).toHaveText('Sign Up to get full report.');
});

test('Sign Up and two links open the sister product in a new tab', async ({ page, context }) => {
  await context.route(`${DEFAULT_SISTER_URL}**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Sister</title>' }),
  );
  await openSheetFlag(page);
  await page.clock.runFor(2000);
  const links = sheet(page).getByRole('link');
  await expect(links).toHaveCount(3);
  await expect(links.first()).toHaveAccessibleName(/^Sign Up/);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('href', DEFAULT_SISTER_URL);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  const [popup] = await Promise.all([context.waitForEvent('page'), links.first().click()]);
  await expect(popup).toHaveURL(DEFAULT_SISTER_URL);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
});

test('the close button hides it; opening again waits 2000 ms again', async ({ page }) => {
  await openSheetFlag(page);
  await page.clock.runFor(2000);
  await sheet(page).getByRole('button', { name: 'Close' }).click();
  await expect(sheet(page)).toHaveCount(0);
  await page.clock.runFor(10_000);
  await expect(sheet(page)).toHaveCount(0);

  // The flag was turned off by the close: a new generation's dialog can open it again.
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await page.getByRole('button', { name: 'Check AI Detection Score' }).click();
  await page.clock.runFor(1999);
  await expect(sheet(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(sheet(page)).toBeVisible();
});
