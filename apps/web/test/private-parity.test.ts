// @vitest-environment node
/**
 * Private mode gives exactly what the server's local engine gives for the same input and
 * settings, except id and created_at. Both run the contracts' runGenerate with the engine's
 * answer, so here the worker's handler is held against that run with the engine, in Node.
 */
import { localPayload, MESSAGES, runGenerate, toEnvelope } from '@abstractly/contracts';
import { generateAbstract } from '@abstractly/engine';
import { describe, expect, it } from 'vitest';
import { generateInBrowser } from '../src/features/generator/private/generate-in-browser.ts';

const STUDY = [
  'Coastal wetlands store large amounts of organic carbon, yet many were drained for farming during the last century.',
  'This study asks whether reconnecting drained marshes to tidal flow restores their capacity to bury carbon.',
  'We sampled sediment cores at 24 restored sites and 12 natural reference marshes along an estuary over three years.',
  'Restored sites buried carbon at 180 grams per square metre per year, close to the reference marshes [4].',
  'Burial rates rose with tidal inundation frequency and fell where sediment supply was limited by upstream dams (Smith et al., 2020).',
  'These results show that tidal reconnection can recover the carbon function of drained wetlands within a decade.',
].join(' ');

const BASE = {
  research_title: 'Tidal Wetland Restoration and Coastal Carbon Storage',
  research_content: STUDY,
  research_field: 'biology',
  academic_level: 'graduate',
  abstract_style: 'informative',
};

/** Only what the page sends: the form, with the defaults the request schema fills in. */
const INPUTS: [string, Record<string, unknown>][] = [
  ['defaults only', BASE],
  [
    'every setting',
    {
      ...BASE,
      abstract_style: 'structured',
      word_count_target: 150,
      creativity_level: 80,
      technicality_level: 20,
      include_citations: false,
      language: 'en',
      optimize_for_journal: 'ama',
      custom_instructions: 'No first person.',
    },
  ],
  [
    'a venue that forbids citations',
    { ...BASE, optimize_for_journal: 'nature', include_citations: true },
  ],
  ['another language asked for', { ...BASE, language: 'de', abstract_style: 'critical' }],
  [
    'the form as the page holds it (no venue)',
    { ...BASE, optimize_for_journal: '', custom_instructions: '' },
  ],
];

const withoutStamp = ({ id: _id, created_at: _createdAt, ...rest }: Record<string, unknown>) =>
  rest;

/** What the server's local provider answers: the same run with the engine on its thread. */
async function serverEnvelope(body: unknown) {
  return toEnvelope(await runGenerate(body, (request) => localPayload(generateAbstract(request))));
}

describe('private mode equals the server’s local engine', () => {
  it.each(INPUTS)('%s', async (_name, body) => {
    const server = await serverEnvelope(body);
    const browser = await generateInBrowser(body);
    expect(server.success).toBe(true);
    expect(browser.success).toBe(true);
    if (!browser.success || !server.success) return;
    expect(withoutStamp(browser.data)).toEqual(withoutStamp(server.data));
    expect(browser.data.id).toEqual(expect.any(String));
    expect(Number.isNaN(Date.parse(browser.data.created_at))).toBe(false);
  });

  it.each([
    ['a missing field', { ...BASE, research_title: '  ' }],
    ['a bad option', { ...BASE, language: 'xx' }],
    ['text without sentences', { ...BASE, research_content: '\u0000 \u0000 [12]' }],
    ['not an object', 'research'],
  ])('fails the same way for %s', async (_name, body) => {
    const server = await serverEnvelope(body);
    const browser = await generateInBrowser(body);
    expect(server.success).toBe(false);
    expect(browser).toEqual(server);
    expect(browser.success === false && browser.error).not.toBe(MESSAGES.unsuccessfulFallback);
  });
});
