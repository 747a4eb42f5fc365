/**
 * The four versions of the abstract (standard, concise, detailed, technical), each composed for
 * its word window in the contracts' plan: the budget is re-aimed until the edited text lands in
 * the window, within six tries.
 */
import {
  genericHeadings,
  labelParts,
  withinBounds,
  type AbstractPlan,
  type VersionKey,
  type VersionPlan,
} from '@abstractly/contracts/plan';
import { RANKER_SELECTION } from '../rank/ranker.ts';
import type { Language } from '../read/language.ts';
import { countWords } from '../read/segment.ts';
import { spellOutFirstUses } from '../sentence/acronyms.ts';
import { openOnOwnFooting } from '../sentence/opener.ts';
import { editVoice } from '../sentence/voice.ts';
import type { EngineRequest } from '../types.ts';
import type { CandidatePool } from './candidates.ts';
import { coherenceMemo } from './coherence.ts';
import {
  composeAbstract,
  reportsFinding,
  type ComposeRequest,
  type Composition,
} from './compose.ts';
import type { Instructions } from './instructions.ts';

/** How to compose every version: the standard version's request without its budget. */
export type VersionSettings = Omit<ComposeRequest, 'budget'> & {
  /** The edits without the ones that add words (abbreviations spelled out): for a window too tight. */
  editShort?: ComposeRequest['edit'];
};

export type ComposedVersion = Composition & {
  goal: number;
  bounds: VersionPlan;
  /** A budget past the window still came out under it: the sentences that may stand together ran out. */
  exhausted: boolean;
};
export type ComposedVersions = Record<VersionKey, ComposedVersion>;

/** How much simpler each academic level wants the sentences (in score standard deviations). */
const LEVEL_SIMPLE: Record<string, number> = { 'high-school': 0.6, undergraduate: 0.3 };
/** Choices made for the window itself when re-aiming the budget could not land in it. */
const WINDOW_FITS = 2;
/** Budgets tried per version; then the closest to its window is taken. */
const ATTEMPTS = 6;

/** The composer's settings: the plan's style and headings, the request's preferences, the edits. */
export function versionSettings(
  request: EngineRequest,
  plan: AbstractPlan,
  pool: CandidatePool,
  instructions: Instructions,
  language: Language,
  rewrite: boolean,
): VersionSettings {
  const voice = {
    noFirstPerson: instructions.noFirstPerson,
    hereWeShow: plan.hereWeShow && rewrite,
  };
  // The edits without the ones that add words (editShort), then the abbreviations spelled out.
  const editShort = (sentences: string[]) => openOnOwnFooting(editVoice(sentences, voice), rewrite);
  return {
    candidates: pool.candidates,
    info: pool.info,
    coherence: coherenceMemo(),
    style: plan.style,
    language,
    select: RANKER_SELECTION,
    headings: labelParts(
      plan.layout.kind === 'headings' ? plan.layout.headings : genericHeadings(language),
    ),
    technicalWeight: (((request.technicality_level ?? 50) - 50) / 50) * 0.8,
    simpleWeight:
      (LEVEL_SIMPLE[request.academic_level] ?? 0) + (instructions.shortSentences ? 0.6 : 0),
    edit: (sentences) => spellOutFirstUses(editShort(sentences), pool.definitions),
    editShort,
    pieces: pool.fromPieces,
  };
}

/** A style may find nothing it wants (e.g. descriptive in a text of results only): then narrative. */
function composeOrNarrative(request: ComposeRequest): Composition {
  const composition = composeAbstract(request);
  return composition.text.trim()
    ? composition
    : composeAbstract({ ...request, style: 'narrative' });
}

const wordsChosen = (composition: Composition) =>
  composition.sentences.reduce((sum, c) => sum + c.words, 0);

/**
 * Composes one version and re-aims its budget until its edited text is within its bounds. The word
 * target is a rule and a spelled-out abbreviation a courtesy: where the spelled-out forms leave no
 * choice of sentences inside a tight window, the version goes without them.
 */
export function composeVersion(
  version: VersionKey,
  bounds: VersionPlan,
  settings: VersionSettings,
): ComposedVersion {
  const composed = fitVersion(version, bounds, settings);
  // A source too short for the window is no shorter without the spelled-out forms.
  if (
    !settings.editShort ||
    composed.exhausted ||
    withinBounds(countWords(composed.text, settings.language), bounds)
  )
    return composed;
  const plain = fitVersion(version, bounds, { ...settings, edit: settings.editShort });
  return withinBounds(countWords(plain.text, settings.language), bounds) ? plain : composed;
}

function fitVersion(
  version: VersionKey,
  bounds: VersionPlan,
  settings: VersionSettings,
): ComposedVersion {
  const goal = bounds.target;
  // A window cut by the venue's cap ([135, 150] for Nature's 150) is not centred on its target:
  // aim at its middle. An uncapped window's middle is the target itself.
  const aim = Math.min(goal, Math.round((bounds.min + bounds.max) / 2));
  const capped = aim < goal;
  const request = {
    ...settings,
    technicalWeight: settings.technicalWeight + (version === 'technical' ? 1 : 0),
    simpleWeight: version === 'technical' ? 0 : settings.simpleWeight,
  };
  let budget = aim;
  let best: Composition | undefined;
  let bestMiss = Infinity;
  // Budgets that came out short and long: when re-aiming swings between them (sentences are
  // whole, so a budget can jump past the window), the next try is halfway between.
  let short = -Infinity;
  let long = Infinity;
  let exhausted = false;
  // The most words the edits and headings added to a try, and the most the shortenings removed:
  // the window to choose for is that much narrower on each side.
  let added = 0;
  let removed = 0;
  const measure = (composition: Composition) => {
    const words = countWords(composition.text, settings.language);
    added = Math.max(added, words - wordsChosen(composition));
    removed = Math.max(removed, wordsChosen(composition) - words);
    return words;
  };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const composition = composeOrNarrative({ ...request, budget });
    const words = measure(composition);
    // Anything inside the window beats anything outside it, then the closer to the aim; past a
    // venue's cap is worse than short of the window (the cap is the venue's rule).
    const outside = withinBounds(words, bounds) ? 0 : capped && words > bounds.max ? 2 : 1;
    const miss = Math.abs(words - aim) / aim + outside;
    if (miss < bestMiss) {
      best = composition;
      bestMiss = miss;
    }
    if (withinBounds(words, bounds) || words === 0) break;
    if (words < bounds.min && budget >= bounds.max) exhausted = true;
    if (words < aim) short = Math.max(short, budget);
    else long = Math.min(long, budget);
    const next =
      Number.isFinite(short) && Number.isFinite(long)
        ? Math.round((short + long) / 2)
        : Math.max(5, Math.round((budget * aim) / words));
    if (next === budget) break;
    budget = next;
  }
  // Re-aiming swung past the window (whole sentences jump it): choose for the window itself,
  // allowing for the most any try's edits added or removed, then once more. When those allowances
  // leave no window (edits that remove more than the window is wide), the next choice allows for
  // what the choice before it lost or gained to its own edits (net) instead.
  let net: number | undefined;
  for (let fit = 0; best && bestMiss >= 1 && fit < WINDOW_FITS; fit++) {
    const shift = bounds.min + removed > bounds.max - added ? net : undefined;
    const min = bounds.min + (shift ?? removed);
    const window = { min, max: Math.max(min, bounds.max + (shift ?? -added)) };
    const budget = shift === undefined ? aim - added + removed : aim + shift;
    const fitted = composeOrNarrative({ ...request, budget, window });
    const words = measure(fitted);
    net = wordsChosen(fitted) - words;
    if (withinBounds(words, bounds)) {
      best = fitted;
      bestMiss = 0;
    }
  }
  return { ...best!, goal, bounds, exhausted };
}

/** Every version, each for its own window. */
export function composeVersions(
  windows: Record<VersionKey, VersionPlan>,
  settings: VersionSettings,
): ComposedVersions {
  const standard = composeVersion('standard', windows.standard, settings);
  const standardWords = countWords(standard.text, settings.language);
  // A version for as many words or more that the paper cannot fill is never shorter than the
  // standard one: the last resort that filled the standard window (select.ts) stays in it.
  const noShorter = (v: ComposedVersion): ComposedVersion => {
    const words = countWords(v.text, settings.language);
    return words < standardWords && words < v.bounds.min
      ? { ...standard, goal: v.goal, bounds: v.bounds, exhausted: v.exhausted }
      : v;
  };
  return {
    standard,
    concise: composeVersion('concise', windows.concise, settings),
    detailed: noShorter(composeVersion('detailed', windows.detailed, settings)),
    technical: noShorter(composeVersion('technical', windows.technical, settings)),
  };
}

/**
 * What the versions could not do: a window the source is too short for, findings a descriptive
 * abstract needed. When the paper's own words (`source`) would fill the window, the warning says
 * that its usable sentences, not the paper, fall short.
 */
export function versionWarnings(
  versions: ComposedVersions,
  pool: CandidatePool,
  style: string,
  language: string,
  source: string,
): string[] {
  const warnings: string[] = [];
  let paperWords: number | undefined;
  for (const [name, v] of Object.entries(versions)) {
    const words = countWords(v.text, language);
    if (withinBounds(words, v.bounds) || words > v.bounds.max) continue;
    const short = pool.available < v.bounds.min;
    if (!short && !v.exhausted) continue;
    const target = `the ${name} version's ${v.goal}-word target`;
    if (!short) {
      warnings.push(
        `The paper's usable text is too short for ${target} once every sentence stands with what it leans on: the usable sentences hold ${pool.available} words, but the rest of them lean on sentences that are not usable or repeat a point already made, and the ${name} version has ${words}.`,
      );
      continue;
    }
    paperWords ??= countWords(source, language);
    warnings.push(
      paperWords < v.bounds.min
        ? `The source text is too short for ${target}: it has ${words} words (the usable sentences hold ${pool.available}).`
        : `The paper's usable text is too short for ${target}: of the paper's ${paperWords} words, the sentences an abstract can use hold ${pool.available} (the others are formulas, fragments, headings, pointers into the paper and the like), and the ${name} version has ${words}.`,
    );
  }
  if (style === 'descriptive') {
    // Sentences reporting findings come last in a descriptive abstract; say when the target needed them.
    const standard = versions.standard;
    const reporting = standard.sentences.filter((c) =>
      reportsFinding(pool.info.get(c.index)!, c.text),
    );
    if (reporting.length > 0)
      warnings.push(
        `The paper has too few sentences that describe the work without reporting findings for a ${standard.goal}-word descriptive abstract: ${reporting.length} sentence${reporting.length === 1 ? '' : 's'} reporting findings fill the rest. Lower the word target for a purely descriptive abstract.`,
      );
  }
  return warnings;
}
