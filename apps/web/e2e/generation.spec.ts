import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { countWords } from '@abstractly/contracts/word-count';
import {
  closeDialog,
  CONTENT,
  fillRequired,
  generate,
  HISTORY_KEY,
  seedStorage,
  storedEntry,
  stubSpeech,
  TITLE,
  toast,
} from './fixtures.ts';

const FILE_BASE = 'Tidal-Wetland-Restoration-and-Coastal-Carbon-Storage';

const START = new Date('2026-11-22T08:00:00Z').getTime();

/** From here on the fake clock moves only when the test says so. */
async function freezeClock(page: Page) {
  await page.clock.pauseAt(new Date(START + 3_600_000));
}

async function downloadText(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return {
    name: download.suggestedFilename(),
    text: await readFile((await download.path())!, 'utf8'),
  };
}

test('progress climbs in random steps to at most 90, hits 100 on response, resets after 1 s', async ({
  page,
}) => {
  await page.clock.install({ time: START });
  await page.goto('/');
  await fillRequired(page);
  await freezeClock(page);
  // Hold the real request until the climb has been observed; the server's answer is real.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/functions/v1/generate-abstract', async (route) => {
    await held;
    await route.continue();
  });

  await page.getByRole('button', { name: 'Generate Abstract' }).click();
  let bar = page.getByRole('progressbar', { name: 'Generating abstract' });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  await expect(page.getByText('Analyzing content...', { exact: true }).first()).toBeVisible();

  const seen: number[] = [0];
  for (let tick = 0; tick < 40; tick += 1) {
    await page.clock.runFor(200);
    const value = Number(await bar.getAttribute('aria-valuenow'));
    seen.push(value);
  }
  expect(seen.every((v, i) => i === 0 || v >= seen[i - 1]!)).toBe(true);
  expect(seen.some((v, i) => i > 0 && v - seen[i - 1]! > 1)).toBe(true);
  expect(Math.max(...seen)).toBe(90);
  await expect(page.getByText('Finalizing...', { exact: true }).first()).toBeVisible();
  // The polite live region carries the step label for screen readers.
  await expect(
    page.locator('[aria-live="polite"]').filter({ hasText: 'Finalizing...' }),
  ).toHaveCount(1);

  release();
  // The success dialog is modal: the page behind it leaves the accessibility tree, so from
  // here the bar is found by its role attribute.
  bar = page.locator('[role="progressbar"]');
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('button', { name: 'Generate Abstract' })).toBeEnabled();
  await page.clock.runFor(999);
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await page.clock.runFor(1);
  await expect(bar).toHaveCount(0);
});

test('the progress labels follow the value, with the image line when an image is loaded', async ({
  page,
}) => {
  await page.clock.install({ time: START });
  await page.goto('/');
  await fillRequired(page);
  await page.getByRole('button', { name: 'Show Optional Settings' }).click();
  await page.getByLabel('Upload figure image').setInputFiles({
    name: 'figure.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'),
  });
  await expect(page.getByRole('img', { name: /Uploaded figure/ })).toBeVisible();
  await freezeClock(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/functions/v1/generate-abstract', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Generate Abstract' }).click();
  await expect(
    page.getByText('Analyzing uploaded image for visual context...', { exact: true }),
  ).toBeVisible();
  const bar = page.getByRole('progressbar');
  const labels = new Map<string, number[]>();
  for (let tick = 0; tick < 40; tick += 1) {
    const value = Number(await bar.getAttribute('aria-valuenow'));
    const text = await bar.getAttribute('aria-valuetext');
    const label = text!.split(': ')[1]!;
    labels.set(label, [...(labels.get(label) ?? []), value]);
    await page.clock.runFor(200);
  }
  expect([...labels.keys()].sort()).toEqual([
    'Analyzing content...',
    'Finalizing...',
    'Refining language...',
    'Structuring abstract...',
  ]);
  for (const [label, values] of labels) {
    const expected = (v: number) =>
      v < 30
        ? 'Analyzing content...'
        : v < 60
          ? 'Structuring abstract...'
          : v < 90
            ? 'Refining language...'
            : 'Finalizing...';
    expect(values.every((v) => expected(v) === label)).toBe(true);
  }
  release();
  await expect(page.locator('[role="progressbar"]')).toHaveAttribute('aria-valuenow', '100');
});

test('a real generation: result, tabs with word counts, dialog, toast, history', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/');
  await fillRequired(page);
  await generate(page);

  const dialog = page.getByRole('dialog', { name: 'Your Abstract Is Ready' });
  await expect(dialog.getByText('Quality score')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Download Premium Report' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy Abstract' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Check AI Detection Score' })).toBeVisible();

  const success = toast(page, 'Abstract Generated Successfully');
  await expect(success).toBeVisible();
  const description = await success.locator('[data-description]').textContent();
  const [, words, quality] = description!.match(
    /^Generated a (\d+)-word abstract with (\d+)% quality score\.$/,
  )!;
  await expect(success.getByRole('button', { name: 'Download Premium Report' })).toBeVisible();
  await closeDialog(page);

  const standardTab = page.getByRole('tab', { name: /Standard/ });
  await expect(standardTab).toHaveAttribute('aria-selected', 'true');
  await expect(standardTab).toContainText(`${words} words`);
  await expect(page.getByText(`${quality}%`, { exact: true }).first()).toBeVisible();

  for (const name of ['Standard', 'Concise', 'Detailed', 'Technical']) {
    const tab = page.getByRole('tab', { name: new RegExp(name) });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const text = await page.getByRole('tabpanel').getByRole('textbox').inputValue();
    expect(text.length).toBeGreaterThan(0);
    // The product's rule (contracts; equal to LibreOffice Writer on its fixture table).
    await expect(tab).toContainText(`${countWords(text)} words`);
    await expect(page.getByRole('button', { name: `Copy ${name}` })).toBeVisible();
  }

  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), HISTORY_KEY);
  expect(stored).toHaveLength(1);
  await page.getByRole('button', { name: 'Show History' }).click();
  await expect(page.getByRole('region', { name: /Generation History/ })).toContainText('1');
  expect(problems).toEqual([]);
});

test('copy, keyword copy, download, premium report and regenerate', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await fillRequired(page);
  await generate(page);

  // The premium report from the dialog.
  const fromDialog = await downloadText(page, () =>
    page.getByRole('dialog').getByRole('button', { name: 'Download Premium Report' }).click(),
  );
  expect(fromDialog.name).toBe(`${FILE_BASE}-premium-report.txt`);
  for (const part of [
    'STANDARD ABSTRACT',
    'CONCISE VERSION',
    'DETAILED VERSION',
    'TECHNICAL VERSION',
    'QUALITY ANALYSIS',
    'GENERATION SETTINGS',
    'Research field: Biology',
    'Abstract style: Informative',
    'Verbatim overlap with your text:',
  ]) {
    expect(fromDialog.text).toContain(part);
  }
  await closeDialog(page);

  // ...and from the success toast's action.
  const fromToast = await downloadText(page, () =>
    toast(page, 'Abstract Generated Successfully')
      .getByRole('button', { name: 'Download Premium Report' })
      .click(),
  );
  expect(fromToast.text).toBe(fromDialog.text);

  const standard = await page.getByRole('tabpanel').getByRole('textbox').inputValue();
  await page.getByRole('button', { name: 'Copy Standard' }).click();
  await expect(toast(page, 'Copied to Clipboard').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(standard);

  await page.getByRole('tab', { name: /Technical/ }).click();
  const technical = await page.getByRole('tabpanel').getByRole('textbox').inputValue();
  await page.getByRole('button', { name: 'Copy Technical' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(technical);

  await page.getByRole('tab', { name: /Standard/ }).click();
  const keyword = page.getByRole('button', { name: /^Copy keyword / }).first();
  const word = (await keyword.textContent())!;
  await keyword.click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(word);

  const basic = await downloadText(page, () =>
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  );
  expect(basic.name).toBe(`${FILE_BASE}-abstract.txt`);
  // The abstract first, then its companions under their titles.
  expect(basic.text.startsWith(`${standard.trim()}\n\nHighlights\n`)).toBe(true);

  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/generate-abstract')) sent += 1;
  });
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(sent).toBe(1);
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), HISTORY_KEY);
  expect(stored).toHaveLength(2);
});

test('Listen reads the standard abstract at rate 0.9, pitch 1; Stop stops', async ({ page }) => {
  await stubSpeech(page);
  await page.goto('/');
  await fillRequired(page);
  await generate(page);
  await closeDialog(page);
  const standard = await page.getByRole('tabpanel').getByRole('textbox').inputValue();
  await page.getByRole('tab', { name: /Concise/ }).click();
  await page.getByRole('button', { name: 'Listen' }).click();
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveAttribute('aria-pressed', 'true');
  const spoken = await page.evaluate(
    () =>
      (window as unknown as { __spoken: { text: string; rate: number; pitch: number }[] }).__spoken,
  );
  // The utterance stores its rate as a 32-bit float.
  expect(spoken).toHaveLength(1);
  expect(spoken[0]).toMatchObject({ text: standard, pitch: 1 });
  expect(spoken[0]!.rate).toBeCloseTo(0.9, 6);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('button', { name: 'Listen' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('scores: quality colour by band, readability, structure and measured extras', async ({
  page,
}) => {
  const band = (score: number) =>
    storedEntry(`q${score}`, {
      quality_score: score,
      created_at: `2026-11-2${score % 9}T10:00:00.000Z`,
    });
  await seedStorage(page, HISTORY_KEY, [
    band(95),
    band(80),
    {
      ...band(60),
      structure_analysis: {
        has_background: true,
        has_methods: false,
        has_results: true,
        has_conclusions: true,
        clarity_score: 6,
        academic_tone_score: 9,
        coherence_score: 7,
      },
      citations: [{ text: 'Smith and Lee, 2019', source: 'Estuarine Science Review' }],
      analysis: {
        source_overlap: 0.314,
        unsupported_numbers: ['42%'],
        warnings: ['The abstract is written in English; translation needs an AI provider.'],
      },
    },
  ]);
  await page.getByRole('button', { name: 'Show History' }).click();
  const entries = page.getByRole('button', { name: /Load abstract/ });
  const expected = [
    ['95%', '90 and above', 'rgb(236, 253, 245)'],
    ['80%', '75 to 89', 'rgb(255, 251, 235)'],
    ['60%', 'Under 75', 'rgb(254, 242, 242)'],
  ] as const;
  for (const [index, [score, word]] of expected.entries()) {
    await entries.nth(index).click();
    const panel = page.getByRole('region', { name: 'Quality Analysis' });
    await expect(panel.getByText(score, { exact: true })).toBeVisible();
    const badge = panel.getByText(word, { exact: true });
    await expect(badge).toBeVisible();
    const colour = await badge.evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(colour).not.toBe('rgba(0, 0, 0, 0)');
  }
  // Distinct colours per band.
  const colours = new Set<string>();
  for (const index of [0, 1, 2]) {
    await entries.nth(index).click();
    const [, word] = expected[index]!;
    colours.add(
      await page
        .getByRole('region', { name: 'Quality Analysis' })
        .getByText(word, { exact: true })
        .evaluate((node) => getComputedStyle(node).color),
    );
  }
  expect(colours.size).toBe(3);

  const panel = page.getByRole('region', { name: 'Quality Analysis' });
  await expect(panel).toContainText('Readability52/100');
  await expect(panel.getByRole('listitem').filter({ hasText: 'Methods' })).toContainText('missing');
  await expect(panel.getByRole('listitem').filter({ hasText: 'Results' })).toContainText('present');
  await expect(panel).toContainText('Clarity6/10');
  await expect(panel).toContainText('Verbatim overlap with your text: 31%');
  await expect(panel).toContainText('Numbers not found in your text: 42%');
  await expect(
    panel.getByText('The abstract is written in English; translation needs an AI provider.'),
  ).toBeVisible();
  const citations = page.getByRole('region', { name: 'Relevant Citations' });
  await expect(citations).toContainText('Smith and Lee, 2019');
  await expect(citations).toContainText('Estuarine Science Review');
});

test('a server error (500) shows Generation Failed with its message', async ({ page }) => {
  await page.route('**/functions/v1/generate-abstract', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: 'The AI provider is not answering.' }),
    }),
  );
  await page.goto('/');
  await fillRequired(page);
  await page.getByRole('button', { name: 'Generate Abstract' }).click();
  const failed = toast(page, 'Generation Failed');
  await expect(failed).toContainText('The AI provider is not answering.');
  await expect(failed).toHaveAttribute('data-type', 'error');
  await expect(page.getByRole('heading', { name: 'No Abstract Generated' })).toBeVisible();
});

test('a busy server refusing at once (503, Retry-After) shows its message with the retry time', async ({
  page,
}) => {
  // What the server answers when its queue would outlast the request's deadline.
  const busy =
    'The server is busy: 14 generations are waiting ahead of yours. Try again in 2 seconds.';
  await page.route('**/functions/v1/generate-abstract', (route) =>
    route.fulfill({
      status: 503,
      headers: { 'Retry-After': '2' },
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: busy }),
    }),
  );
  await page.goto('/');
  await fillRequired(page, TITLE, CONTENT);
  await page.getByRole('button', { name: 'Generate Abstract' }).click();
  const failed = toast(page, 'Generation Failed');
  await expect(failed).toContainText(busy);
  await expect(failed).toHaveAttribute('data-type', 'error');
  // Nothing is lost: the form still holds the paper, ready to send again.
  await expect(page.getByLabel('Research Title')).toHaveValue(TITLE);
  await expect(page.getByRole('button', { name: 'Generate Abstract' })).toBeEnabled();
});

test('a success:false answer uses its error, or "Failed to generate abstract"', async ({
  page,
}) => {
  let body: object = { success: false, error: 'Content is too short to summarize.' };
  await page.route('**/functions/v1/generate-abstract', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) }),
  );
  await page.goto('/');
  await fillRequired(page);
  await page.getByRole('button', { name: 'Generate Abstract' }).click();
  await expect(toast(page, 'Generation Failed')).toContainText(
    'Content is too short to summarize.',
  );
  body = { success: false };
  await page.getByRole('button', { name: 'Generate Abstract' }).click();
  await expect(toast(page, 'Failed to generate abstract')).toBeVisible();
});

test('a network failure shows the generic message', async ({ page }) => {
  await page.route('**/functions/v1/generate-abstract', (route) =>
    route.abort('connectionrefused'),
  );
  await page.goto('/');
  await fillRequired(page);
  await page.getByRole('button', { name: 'Generate Abstract' }).click();
  await expect(toast(page, 'Generation Failed')).toContainText(
    'An error occurred while generating the abstract.',
  );
});

test('the real server rejecting a field shows its specific message', async ({ page }) => {
  await page.goto('/');
  await fillRequired(page, TITLE, CONTENT);
  await page.getByRole('button', { name: 'Show Optional Settings' }).click();
  await page.getByLabel('Custom Instructions').fill('x'.repeat(2001));
  await page.getByRole('button', { name: 'Generate Abstract' }).click();
  await expect(toast(page, 'Generation Failed')).toContainText('custom_instructions');
});
