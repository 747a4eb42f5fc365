/** Shared test data and browser stubs for the end-to-end tests. Written for these tests. */
import { expect, type Page } from '@playwright/test';

export const TITLE = 'Tidal Wetland Restoration and Coastal Carbon Storage';

/** A made-up study, long enough (over 200 characters) for a real abstract. */
export const CONTENT = [
  'Coastal wetlands store large amounts of organic carbon, yet many were drained for farming during the last century.',
  'This study asks whether reconnecting drained marshes to tidal flow restores their capacity to bury carbon.',
  'We sampled sediment cores at 24 restored sites and 12 natural reference marshes along an estuary over three years.',
  'Cores were dated with lead isotopes and analysed for organic carbon density in five centimetre layers.',
  'Restored sites buried carbon at 180 grams per square metre per year, close to the reference marshes.',
  'Burial rates rose with tidal inundation frequency and fell where sediment supply was limited by upstream dams.',
  'Vegetation recovered within four years at most sites, and plant cover explained 40 percent of the variation in burial.',
  'These results show that tidal reconnection can recover the carbon function of drained wetlands within a decade.',
  'Restoration planning should consider sediment supply, because dams upstream constrain the long-term carbon benefit.',
].join(' ');

/** Records what read-aloud was asked to say; headless Chromium has no voices. */
export async function stubSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: { text: string; rate: number; pitch: number }[] = [];
    let current: SpeechSynthesisUtterance | null = null;
    const synth = {
      speaking: false,
      speak(utterance: SpeechSynthesisUtterance) {
        current = utterance;
        spoken.push({ text: utterance.text, rate: utterance.rate, pitch: utterance.pitch });
      },
      cancel() {
        const ending = current;
        current = null;
        ending?.onend?.(new Event('end') as SpeechSynthesisEvent);
      },
      getVoices: () => [],
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
  });
}

/** Fills the required fields with keyboard-free helpers (the keyboard test does it by keys). */
export async function fillRequired(page: Page, title = TITLE, content = CONTENT) {
  await page.getByLabel('Research Title').fill(title);
  await page.getByLabel('Research Content').fill(content);
  await page.getByLabel('Research Field').selectOption({ label: 'Biology' });
  await page.getByLabel('Academic Level').selectOption({ label: 'Graduate' });
  await page.getByLabel('Abstract Style').selectOption({ label: 'Informative' });
}

/**
 * How long work done in the tab may take before its result shows: a generation in private mode
 * (the tab first loads the engine into its worker), a PDF read by pdf.js; two test workers share two
 * cores. Tests assert what the page does; speed is the bench's (`npm run bench`).
 */
export const TAB_WORK_TIMEOUT = 30_000;

/** Generates with the filled form and waits for the success dialog. */
export async function generate(page: Page) {
  await page.getByRole('button', { name: 'Generate Abstract' }).click();
  await expect(page.getByRole('dialog', { name: 'Your Abstract Is Ready' })).toBeVisible({
    timeout: TAB_WORK_TIMEOUT,
  });
}

export async function closeDialog(page: Page) {
  await page.getByRole('button', { name: 'View Abstract' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

export const HISTORY_KEY = 'abstractHistory';
export const DRAFT_KEY = 'abstractFormDraft';

/** A stored history entry as the page writes it (seed §3 fields). */
export function storedEntry(id: string, patch: Record<string, unknown> = {}) {
  const abstract = `Entry ${id}: restored marshes buried carbon at rates close to natural marshes, and sediment supply limited the benefit where dams stood upstream of the restored sites in the estuary.`;
  return {
    id,
    abstract,
    alternative_versions: {
      concise: `Concise ${id}.`,
      detailed: `Detailed ${id}.`,
      technical: `Technical ${id}.`,
    },
    keywords: ['carbon', 'marsh'],
    key_phrases: ['carbon', 'marsh'],
    word_count: 30,
    quality_score: 88,
    readability_score: 52,
    plagiarism_score: 5,
    structure_analysis: {
      has_background: true,
      has_methods: true,
      has_results: true,
      has_conclusions: true,
      clarity_score: 8,
      academic_tone_score: 8,
      coherence_score: 8,
    },
    sentiment_analysis: { positivity: 75, neutrality: 85, objectivity: 90 },
    citations: [],
    created_at: '2026-11-20T10:00:00.000Z',
    favorite: false,
    ...patch,
  };
}

/** Puts raw text under a storage key, then reloads so the page reads it on load. */
export async function seedStorage(page: Page, key: string, value: unknown) {
  await page.goto('/');
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [
    key,
    typeof value === 'string' ? value : JSON.stringify(value),
  ] as const);
  await page.reload();
}

/** Counts the generation requests the page sends. */
export function countGenerationRequests(page: Page) {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/generate-abstract')) counter.count += 1;
  });
  return counter;
}

export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * How long a test waits for a file to be read. Reading is real work (pdf.js over thousands of
 * pages; the server's import thread, which starts with the first file it reads): a few seconds
 * here, measured at 10–15 s while other jobs kept the machine's load at 15–18.
 */
export const READING = { timeout: 30_000 };
