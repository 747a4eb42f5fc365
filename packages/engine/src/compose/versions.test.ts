import { describe, expect, it } from 'vitest';
import { planAbstract } from '@abstractly/contracts/plan';
import { ENGLISH_REQUEST } from '../fixtures/request.ts';
import { computeFeatures } from '../rank/features.ts';
import { rankFeatures } from '../rank/ranker.ts';
import { parseDocument } from '../read/document.ts';
import { countWords } from '../read/segment.ts';
import { collectCandidates } from './candidates.ts';
import { readInstructions } from './instructions.ts';
import { composeVersion, versionSettings } from './versions.ts';

/** A paper of varied sentences, one paragraph per five. */
function paper(sentences: number): string {
  const subjects = ['The sparse model', 'Our encoder', 'The baseline', 'A global memory'];
  const verbs = ['reduces', 'improves', 'changes', 'stabilises', 'predicts'];
  const objects = ['the error on long notes', 'memory use per token', 'coding accuracy'];
  const tails = [
    'in every fold of the held-out data',
    'for notes over ten pages',
    'after pre-training',
  ];
  const out: string[] = [];
  for (let i = 0; i < sentences; i++) {
    out.push(
      `${subjects[i % 4]} ${verbs[(i * 3) % 5]} ${objects[(i * 7) % 3]} ${tails[(i * 11) % 3]} on day ${i + 1}.`,
    );
    if (i % 5 === 4) out.push('\n\n');
  }
  return out.join(' ');
}

/** The composer's settings for a request, as the engine builds them. */
function settingsFor(request: typeof ENGLISH_REQUEST) {
  const plan = planAbstract(request);
  const document = parseDocument(request.research_content, 'en');
  const { features } = computeFeatures(document, request.research_title, 'en');
  const options = { citationsAllowed: false, rewrite: false, language: 'en', cased: true };
  const pool = collectCandidates(features, rankFeatures(features), options, false);
  return versionSettings(request, plan, pool, readInstructions('', false), 'en', false);
}

describe('collectCandidates', () => {
  it('mends the long forms the spell-out writes as it mends the sentences', () => {
    const text = [
      'Doses were counted per dose, and doses were given to every patient in the trial.',
      'We define doserelated harm (DRH) as harm that grows with each dose given to a patient.',
      'Two doses a day cut DRH by a third in the treated group over the whole trial.',
    ].join(' ');
    const { features } = computeFeatures(parseDocument(text, 'en'), 'Doses', 'en');
    const options = { citationsAllowed: false, rewrite: false, language: 'en', cased: true };
    const pool = collectCandidates(features, rankFeatures(features), options, false);
    expect(pool.definitions.get('DRH')).toBe('dose-related harm');
  });
});

describe('composeVersion', () => {
  it('lands in a narrow window though the edits after the choice shorten every sentence', () => {
    const request = { ...ENGLISH_REQUEST, research_content: paper(120), word_count_target: 250 };
    const settings = settingsFor(request);
    // An edit that drops the last four words of every sentence after it was chosen, and a window
    // narrower than one sentence.
    const shorten = (sentences: string[]) =>
      sentences.map((s) => `${s.split(' ').slice(0, -4).join(' ')}.`);
    const bounds = { target: 250, min: 244, max: 250 };
    const version = composeVersion('standard', bounds, { ...settings, edit: shorten });
    const words = countWords(version.text);
    expect(words).toBeGreaterThanOrEqual(bounds.min);
    expect(words).toBeLessThanOrEqual(bounds.max);
  });

  it('goes without the edits that add words when they leave no choice inside the window', () => {
    const request = { ...ENGLISH_REQUEST, research_content: paper(120), word_count_target: 100 };
    const settings = settingsFor(request);
    // An edit that spells out 100 words in the first sentence: no choice fits [95, 105] with it.
    const lengthen = (sentences: string[]) =>
      sentences.map((s, i) => (i === 0 ? `${'long '.repeat(100)}${s}` : s));
    const bounds = { target: 100, min: 95, max: 105 };
    const version = composeVersion('standard', bounds, {
      ...settings,
      edit: lengthen,
      editShort: (sentences) => sentences,
    });
    const words = countWords(version.text);
    expect(words).toBeGreaterThanOrEqual(bounds.min);
    expect(words).toBeLessThanOrEqual(bounds.max);
    expect(version.text).not.toContain('long long');
  });
});
