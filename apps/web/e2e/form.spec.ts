import { expect, test } from '@playwright/test';
import { countGenerationRequests, DRAFT_KEY, fillRequired, TITLE, toast } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('missing required fields: destructive toast and no request leaves', async ({ page }) => {
  const requests = countGenerationRequests(page);
  await page.getByLabel('Research Title').fill(TITLE);
  await page.getByRole('button', { name: 'Generate Abstract' }).click();
  const missing = toast(page, 'Missing Information');
  await expect(missing).toBeVisible();
  await expect(missing).toHaveAttribute('data-type', 'error');
  await expect(missing).toContainText(
    'Please fill in all required fields to generate an abstract.',
  );
  await expect(page.getByLabel('Research Content')).toBeFocused();
  // Whitespace is blank too (seed §5).
  await page.getByLabel('Research Content').fill('   ');
  await page.getByRole('button', { name: 'Generate Abstract' }).click();
  await expect(page.getByRole('button', { name: 'Generate Abstract' })).toBeEnabled();
  expect(requests.count).toBe(0);
});

test('every field of seed §3 with its options in words a person reads', async ({ page }) => {
  const options = async (label: string) => {
    await expect(page.getByLabel(label)).toBeVisible();
    return page
      .getByLabel(label)
      .locator('option')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).label));
  };
  expect(await options('Research Field')).toEqual([
    'Select a research field',
    'Computer Science',
    'Biology',
    'Psychology',
    'Engineering',
    'Medicine',
    'Physics',
    'Chemistry',
    'Social Sciences',
    'Humanities',
    'Business',
    'Education',
    'Other',
  ]);
  expect(await options('Academic Level')).toEqual([
    'Select an academic level',
    'High School',
    'Undergraduate',
    'Graduate',
    'PhD',
    'Professional',
  ]);
  expect(await options('Abstract Style')).toEqual([
    'Select an abstract style',
    'Structured',
    'Narrative',
    'Informative',
    'Descriptive',
    'Critical',
  ]);
  // Word target only from the fixed list, default 250.
  expect(await options('Target Word Count')).toEqual(
    [150, 200, 250, 300, 350, 400, 500, 750, 1000].map((n) => `${n} words`),
  );
  await expect(page.getByLabel('Target Word Count')).toHaveValue('250');

  const toggle = page.getByRole('button', { name: 'Show Optional Settings' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Language')).toHaveCount(0);
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide Optional Settings' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(await options('Language')).toEqual([
    'English',
    'Spanish',
    'French',
    'German',
    'Chinese',
    'Japanese',
    'Russian',
  ]);
  await expect(page.getByLabel('Language')).toHaveValue('en');
  expect(await options('Optimize for Journal')).toEqual([
    'None',
    'Nature',
    'Science',
    'IEEE',
    'Elsevier',
    'Springer',
    'PLOS ONE',
    'AMA',
    'APA',
    'MLA',
    'Chicago',
  ]);
  await expect(page.getByRole('switch', { name: 'Include Citations' })).toBeChecked();
  await expect(page.getByLabel('Custom Instructions')).toBeVisible();
  await page.getByRole('button', { name: 'Hide Optional Settings' }).click();
  await expect(page.getByLabel('Language')).toHaveCount(0);
});

test('sliders step 5 within 0–100 from a default of 50', async ({ page }) => {
  await page.getByRole('button', { name: 'Show Optional Settings' }).click();
  for (const name of ['Creativity Level', 'Technicality Level']) {
    const slider = page.getByRole('slider', { name });
    await expect(slider).toHaveAttribute('aria-valuenow', '50');
    await expect(slider).toHaveAttribute('aria-valuemin', '0');
    await expect(slider).toHaveAttribute('aria-valuemax', '100');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', '55');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
  }
});

test('text areas are at least 300 px high; the counter is advisory', async ({ page }) => {
  await page.getByRole('button', { name: 'Show Optional Settings' }).click();
  for (const label of ['Research Content', 'Custom Instructions']) {
    const box = await page.getByLabel(label).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(300);
  }
  const warning = page.getByText('(minimum 200 recommended)');
  await expect(warning).toBeVisible();
  // Red: Tailwind's red-700, an oklch colour with a hue in the red range.
  await expect(warning).toHaveCSS('color', /^oklch\(0\.5\d* 0\.2\d* 2\d(\.\d+)?\)$/);
  await page.getByLabel('Research Content').fill('x'.repeat(200));
  await expect(warning).toHaveCount(0);
  await expect(page.getByText('200 characters', { exact: true })).toBeVisible();
});

test('the upload accepts the four file types of seed §5, LaTeX, Markdown, OpenDocument and page scans', async ({
  page,
}) => {
  await expect(page.getByLabel('Upload research file')).toHaveAttribute(
    'accept',
    '.txt,.doc,.docx,.pdf,.tex,.zip,.md,.odt,.rtf,.png,.jpg,.jpeg,.tif,.tiff',
  );
});

test('an image is held locally with a preview, a remove button and a toast', async ({ page }) => {
  const requests: { url: string; body: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST')
      requests.push({ url: request.url(), body: request.postData() ?? '' });
  });
  await page.getByRole('button', { name: 'Show Optional Settings' }).click();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.getByLabel('Upload figure image').setInputFiles({
    name: 'figure.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(toast(page, 'Image Processed')).toBeVisible();
  const preview = page.getByRole('img', { name: 'Uploaded figure: figure.png' });
  await expect(preview).toBeVisible();
  expect(await preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

  // Generating with the image loaded sends the form only, never the image.
  await fillRequired(page);
  await page.getByRole('button', { name: 'Generate Abstract' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // One generation; the result's editor may already be checking it (check-abstract), never with the image either.
  expect(requests.filter((r) => r.url.includes('generate-abstract'))).toHaveLength(1);
  for (const request of requests) expect(request.body).not.toContain('data:image');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Remove Image' }).click();
  await expect(preview).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload Image' })).toBeVisible();
});

test('the draft survives a reload (not the image); Reset Form restores defaults and clears it', async ({
  page,
}) => {
  await fillRequired(page);
  await page.getByLabel('Target Word Count').selectOption('300');
  await page.getByRole('button', { name: 'Show Optional Settings' }).click();
  await page.getByLabel('Upload figure image').setInputFiles({
    name: 'figure.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'),
  });
  await expect(page.getByRole('img', { name: /Uploaded figure/ })).toBeVisible();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY))
    .toContain('"word_count_target":300');

  await page.reload();
  await expect(page.getByLabel('Research Title')).toHaveValue(TITLE);
  await expect(page.getByLabel('Research Field')).toHaveValue('biology');
  await expect(page.getByLabel('Target Word Count')).toHaveValue('300');
  await page.getByRole('button', { name: 'Show Optional Settings' }).click();
  await expect(page.getByRole('img', { name: /Uploaded figure/ })).toHaveCount(0);
  await page.getByLabel('Upload figure image').setInputFiles({
    name: 'figure.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'),
  });
  await expect(page.getByRole('img', { name: /Uploaded figure/ })).toBeVisible();

  await page.getByRole('button', { name: 'Reset Form' }).click();
  await expect(page.getByLabel('Research Title')).toHaveValue('');
  await expect(page.getByLabel('Research Content')).toHaveValue('');
  await expect(page.getByLabel('Research Field')).toHaveValue('');
  await expect(page.getByLabel('Target Word Count')).toHaveValue('250');
  await expect(page.getByRole('img', { name: /Uploaded figure/ })).toHaveCount(0);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
  await page.reload();
  await expect(page.getByLabel('Research Title')).toHaveValue('');
});

test('a damaged draft is validated when read back', async ({ page }) => {
  await page.evaluate(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify({ research_title: 'Kept', word_count_target: 260, research_field: 'x' }),
      ),
    DRAFT_KEY,
  );
  await page.reload();
  await expect(page.getByLabel('Research Title')).toHaveValue('Kept');
  await expect(page.getByLabel('Target Word Count')).toHaveValue('250');
  await expect(page.getByLabel('Research Field')).toHaveValue('');
});
