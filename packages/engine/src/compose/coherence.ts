/**
 * What makes chosen sentences read as one abstract rather than a list (after Durrett, Berg-Kirkpatrick
 * and Klein 2016: a pointer back is kept only with what it points at): a sentence that leans on
 * text in front of it is taken with the sentence it leans on in the paper, or not at all; a point
 * is made once; at most one sentence of background; the abstract says what the work does and what
 * it found. The selection (select.ts) asks this rule about each sentence it would take.
 */
import {
  findLeans,
  pointOf,
  reportsResult,
  samePoint,
  type Cue,
  type Point,
} from '../sentence/reader-cues.ts';
import type { Role } from '../rank/roles.ts';
import { PRESENT_VERBS } from '../sentence/verb-forms.ts';
import { FIRST_PERSON } from '../sentence/voice.ts';
import { takenWith, type Candidate, type SelectRule } from './select.ts';

/** What the rule knows of each candidate beyond its text. */
export interface CoherenceInfo {
  role: Role;
  /** The paper's sentences before it, nearest last (contextBefore). */
  context?: readonly string[];
}

/**
 * Sentences a reader of an abstract does not need: definitions and notation, asides ("Note
 * that…"), worked examples, terms and criteria ("We use the term…", "was considered negative if",
 * "Patients with a pacemaker were excluded", "Stars were removed from the simulation when…", "By
 * three spins we mean…"), a textbook's classes ("Clustering algorithms are generally categorized
 * as…"; not "patients can be grouped into four subtypes"), the statistical test used (t-tests,
 * ANOVA, "Kruskal-Wallis tests were used to compare groups"), where a laboratory or a computer
 * stands and where animals came from, settings chosen ("the best parameters", "chosen
 * heuristically by sight"), the work's place among earlier publications, the steps of using a tool
 * ("by clicking the button"), approvals, the settings of a method and the steps of a lab protocol
 * ("were incubated", "were collected for", "according to the manufacturer's protocol"; not
 * "farmers harvested 30% more"), the language a tool is written in, weights tuned on a criterion,
 * the package a calculation ran in, a modified version of a tool, the formulae listed for a model,
 * others' findings ("Support is provided by Chesneau and coworkers", "In Nam's study…", "A recent
 * meta-analysis of 18 studies demonstrated…"), groups alike at baseline, the
 * variables listed, a rule for a positive case, the effects a statistical model tested.
 */
const DETAIL =
  /\b(?:were|was) (?:(?:\p{L}+ly|further|then|also|first|subsequently) )?(?:performed|carried out|done|analy[sz]ed|compared|assessed|tested) (?:\p{L}+ly )?(?:using|with|by)\b|\bt[- ]tests?\b|\b(?:is|was|were|are) (?:considered|regarded|accepted|taken) (?:to be |as )?(?:statistically )?significant\b|\bsignificance (?:level|threshold)\b|\banova\b|\bpost[- ]hoc\b|\bsupplementary\b|\bonline appendix\b|\bavailable (?:at|from|online)\b|\bhttps?:|\bwww\.|\b(?:derived|obtained|downloaded|collected) from\b|^(?:notation|note|notice\b|for (?:example|instance)|e\.g\.|as an example|consider\b|it (?:should|must|is to) be (?:noted|mentioned|remembered|pointed out)|one (?:should|must) (?:also )?(?:note|notice|remember))|\b(?:most )?closely related to (?:the |our )?(?:(?:work|approach|method|studies|study) of\b|(?:[\p{L}-]+,? (?:and |& )?){0,3}[\p{L}-]+['’]s (?:work|approach|method|model|studies|study|system)\b|[\p{L}-]+,? et al\b)|\b(?:discussed|described|presented|reported|given|shown|derived|introduced|explained|detailed) (?:\p{L}+ )?(?:in detail )?(?:in|elsewhere in) (?:our |the |several )?(?:previous|earlier|prior|former) (?:publications?|papers?|works?|reports?|articles?)\b|^our (?:previous|earlier|prior) (?:calculations?|work|studies|study|papers?|results|findings|analys[ie]s|simulations?)\b|\b(?:we (?:refer to|call|denote|define)|^we (?:use|employ|adopt) the (?:term|word|name|label|expression)\b|\b(?:inclusion|exclusion|eligibility) criteria\b|\b(?:patients|subjects|participants|individuals|animals|samples|cases|dogs|mice|rats|children|women|men)\b(?: with [^.;]{1,60}?)? (?:were|was) excluded\b|\baccording to the manufacturer['’]?s? (?:protocols?|instructions|recommendations)\b|\bcriteria for (?:inclusion|exclusion|eligibility|enrol?l?ment)\b|\b(?:was|were) (?:considered|defined|classified|counted|scored) (?:as )?(?:[\p{L}\d-]+ ){1,3}if\b|is (?:called|denoted|defined as|referred to as)|let \p{L} (?:be|denote)|approv(?:ed|al) (?:by|of) the|ethics committee|informed consent|was (?:set|fixed) to|were (?:set|fixed) to|learning rate|batch size|hyper-?parameters?|(?:training|test|development|dev|validation|held-out) (?:set|data|split|portion|corpus)s? (?:of|with|holds?|has|have|comprise\w*|include\w*|contain\w*|consist\w*)|randomly (?:split|divided|assigned)|were purchased from|was purchased from|(?:rpm|°c|µl|μl|ml|mg|mm)\b|\b(?:were|was|are|is|been) (?:\p{L}+ly )?(?:incubated|centrifuged|stained|immunostained|washed|seeded|plated|harvested|diluted|resuspended|homogeni[sz]ed|sonicated|vortexed|aliquoted|stored at|permeabili[sz]ed|an(?:a)?esthe(?:ti[sz]ed)|euthani[sz]ed|freeze-clamped)\b|\b(?:were|was) (?:collected|selected|cut|weighed|rinsed|dried|frozen|thawed|infused) (?:\p{L}+ly )?(?:for|at|in|with|on|into|using)\b|\b(?:were|was) fixed (?:with|in) (?:\d|formalin|(?:para)?formaldehyde|pfa|methanol|ethanol|acetone|glutaraldehyde)|\bwe mean\b|\b(?:chi-square\w*|wilcoxon|mann-whitney|kruskal-wallis|fisher['’]?s?(?: exact)?|log-rank|mcnemar['’]?s?)(?:[- ]tests?)? (?:was|were) (?:used|applied|performed) (?:to|for)\b|\b(?:are|is) (?:generally|usually|commonly|typically|broadly|traditionally) (?:divided|classified|categori[sz]ed|grouped) (?:into|as)\b|\b(?:laborator(?:y|ies)|institute|universit(?:y|ies)|hospital|museum|facility|computer|server)\b[^.]{0,60}\blocated (?:in|at)\b|\b(?:mice|rats|animals|rabbits|dogs|pigs|sheep|strains?|seeds?)\b[^.]{0,60}\bfrom (?:the )?(?:[\p{L}-]+ ){0,4}(?:institute|laborator(?:y|ies)|company|inc|ltd|corporation|breeders?|suppliers?|vendors?)\b|\b(?:trained|tuned|ran|run|set)\b[^.]{0,60}\b(?:with|and) the (?:best|optimal|default) (?:parameters|parameter settings)\b|\b(?:chosen|selected|set) (?:heuristically|arbitrarily|manually|by hand|by sight|by eye)\b|\b(?:by|after|when|upon) (?:double-)?clicking\b|\b(?:is|are) clicked\b|\bclick (?:on )?the\b|\b(?:were|was) (?:removed|excluded|discarded|omitted) from (?:the |our |further |all )?(?:simulations?|analys[ie]s|data ?sets?|data|study|corpus|training)\b)|\bfor platform[- ]independence\b|\b(?:parameters|weights|scaling factors|hyper-?parameters|thresholds|coefficients) (?:\S+ ){0,2}(?:were|was) (?:optimi[sz]ed|tuned) (?:with respect to|on|using|for)\b|\bas implemented in (?:the )?[\p{L}\d-]+(?: [\p{L}\d-]+)? (?:package|software|program|code|library|toolkit|suite)\b|\b(?:use|used|employ|employed) a modified version of (?:the )?(?:[\p{L}\d.-]+ ){0,3}(?:module|code|program|software|package|library|toolkit)\b|\bused in the (?:calculations?|simulations?) (?:are|were|is|was)\b|\bwe (?:give|present|provide|list) the (?:formulae|formulas|equations|expressions|definitions) (?:for|of)\b|\bsequencing was (?:performed|carried out|done) (?:in (?:single|paired)[- ](?:end|read)|on (?:an? |the )?(?:illumina|hiseq|miseq|nextseq|novaseq|ion torrent|pacbio|nanopore))|\b(?:provided|reported|shown|demonstrated|described|proposed|observed|found) by [\p{L}-]+(?: and (?:co-?workers|colleagues)| et al\b)|^in [\p{L}-]+['’]s (?:study|work|paper|trial|report|series|cohort)\b|^(?:a|one|another|an? (?:earlier|recent|previous|prior|large)) (?:meta-analysis|systematic review|review|study|trial|survey)\b[^.]{0,200}\b(?:concluded|reported|found|showed|demonstrated)\b|\bbaseline\b[^.]{0,150}\b(?:were|was) (?:similar|comparable|balanced)\b|^(?:the )?(?:parameters|variables|covariates) included\b|\b(?:were|was) (?:considered|scored|classified|regarded) (?:as )?(?:positive|negative)\b|\bmain effects?\b[^.]{0,150}\b(?:were|was) (?:assessed|tested|analy[sz]ed|evaluated)\b/iu;

/**
 * The steps of a lab protocol, beyond DETAIL's: material used for an experiment ("mice were used
 * for the western blot experiments", "cells were used for transformation", "were included as
 * positive controls"), a construct made ("plasmid pnitx was constructed", "primers were
 * designed"), a clone checked ("confirmed by restriction digest"), and a step with its kit,
 * medium or method ("dna was extracted from the saliva using…", "rna was isolated with trizol",
 * "seedlings were grown in slides", "was quantified using", "was linearized with", "was measured
 * by the BCA assay", "antibodies were used to detect", "Western blots were performed", "was used
 * to elute", "were transferred to a membrane", "the membrane was blocked", "Briefly, 100 ng of
 * total RNA was converted…"), and the study's strengths listed ("Some strength points of this study include…"); not a finding
 * ("was detected in 40% of samples"), words other fields share ("was transferred to the intensive
 * care unit", "the results were mixed", "vectors were constructed from counts"), nor the work's own
 * design in its voice ("we constructed two libraries that were purified using…").
 */
const LAB_PROTOCOL =
  /\b(?:were|was) used (?:for|in) (?:the |all |our )?[\p{L}-]+(?: [\p{L}-]+)? (?:experiments?|assays?|blots?)\b|\b(?:plasmids?|constructs?|primers?)\b(?: \S+){0,2} (?:was|were) (?:constructed|designed|synthesi[sz]ed|cloned)\b|\bconfirmed by restriction (?:digest|digestion)\b|\b(?:were|was) used for (?:transformation|transfection|cloning|amplification|sequencing|immunostaining|staining)\b|\b(?:were|was) (?:included|used) as (?:positive|negative) controls?\b|\b(?:were|was) (?:\p{L}+ly )?(?:(?:extracted|isolated|amplified|cloned|transfected|transformed|purified|digested|ligated) (?:using|with|according)|extracted from|(?:grown|cultured) in|(?:quantified|measured|visuali[sz]ed) (?:using|with)|(?:streaked|linearized|linearised|electrophoresed|blotted|immunoblotted) (?:onto|to|with|in|on))\b|\b(?:was|were) (?:measured|determined|quantified) (?:by|using|with) (?:the |a |an )?(?:[\p{L}\d-]+ ){0,3}(?:assays?|kits?)\b|\bantibod(?:y|ies)\b[^.]{0,40}\b(?:were|was) used (?:to|for)\b|\b(?:western|northern|southern|immuno)[- ]?blot(?:s|ting)?(?: analys[ie]s)? (?:was|were) (?:performed|carried out|done)\b|\b(?:was|were) used to (?:elute|wash|dilute|dissolve|stain|lyse|resuspend)\b|\b(?:was|were) (?:determined|confirmed|verified|checked) by (?:manual|visual) inspection\b|\b(?:was|were) transferred (?:on)?to (?:a |an )?(?:[\p{L}-]+ ){0,3}membranes?\b|\b(?:membranes?|blots?) (?:was|were) (?:blocked|probed|stripped|incubated)\b|^briefly, (?=[^.]*\b(?:was|were) (?:\p{L}+ly )?\p{L}+ed\b)|\bstrength(?:s| points?)\b[^.]{0,30}\b(?:of|for) (?:this|the present|our) (?:study|work|research) (?:include|are)\b/iu;

/**
 * The composer's bar for one point: stricter than the check's, since another sentence can take
 * the place of one that repeats a point, while the author's own wording deserves the benefit of the
 * doubt.
 */
const COMPOSER_POINT = {
  moveShared: 1,
  moveShare: 0.1,
  figureShared: 2,
  figureShare: 0.25,
  shared: 5,
  share: 0.8,
} as const;

/**
 * A sentence that reads as a table in prose: many figures ("from 2.9 ± 0.5, 2.5 (2.2–3.8) to 8.8 ±
 * 0.5") for its words.
 */
const FIGURES_IN_PROSE = { figures: 8, share: 0.3 };
const NUMBER = /(?<![\p{L}\d.])\d+(?:[.,]\d+)?/gu;

/**
 * Plans beyond the paper ("We plan to…", "Future work includes…", "In the future, we hope…", "A
 * complete presentation … will appear in a future paper", "More work needs to be done…", "Immediate
 * plans include…", "We intend to perform experiments…", "we are also considering building…",
 * "Our ongoing work is…", "warrants further investigation", "We also hope to handle…", "We are
 * working on integrating…", "it would be interesting to investigate…"; not "These experiments need
 * to be done with care", "We hope to shed light on…", a gap the work leaves open ("…remains to be
 * investigated"), nor an aim or a step ("In this paper, we intend to show…", "since we intend to
 * construct X, we need…"): a conclusion section's, not an abstract's.
 */
const FUTURE_WORK =
  /\b(?:immediate|future|further) plans? (?:includes?|is|are)\b|\bour (?:future|next|immediate) plans?\b|\bwe are (?:also |currently |now )?considering \p{L}+ing\b|\bwe are (?:currently|now) working on\b|\bour (?:ongoing|future) (?:work|research) (?:is|will|aims?|addresses|includes?)\b|\b(?:warrants?|merits?|deserves?) further (?:investigation|study|studies|research)\b|\b(?:we|i) (?:(?:also|further|next|now) )?(?:plan|are (?:also )?planning) to\b|(?<!\b(?:(?:this|the present|our) (?:paper|study|article)|(?:this|the present) work|here|herein|since|as|because|if)\s?,?\s)\b(?:we|i) (?:(?:also|further|next|now) )?intend to\b(?![^.]{0,80}\bin (?:this|the present) (?:paper|study|work|article)\b)|^in (?:the )?future(?: work| research| iterations?| studies)?,? (?:we|it (?:is|would be|will be) (?:better|recommended|suggested|necessary|important))\b|\bfuture (?:work|research|directions?|studies) (?:includes?|will|should|could|might|may)\b|\b(?:major |main |interesting )?(?:area|direction|topic)s? for future (?:work|research)\b|\b(?:left|leave \p{L}+(?: \p{L}+){0,4}) (?:for|to) future (?:work|research|studies)\b|\bas future work\b|\b(?:in|by) (?:our )?(?:future|further) (?:work|studies|research)\.?$|\bour next step\b|\bwe (?:also |further |eventually |ultimately )?hope to (?:extend|handle|generali[sz]e|improve|apply|incorporate|integrate|expand)\b|\bwe hope (?:that )?(?:this|our) (?:work|study|paper|research|approach|method|tool|analysis) will (?:encourage|stimulate|inspire|motivate|prompt|spur|open)\b|\bwe are (?:also |currently |now )?working (?:on|towards)\b|\bwe are (?:also |currently |now )?(?:investigating|exploring|developing|extending|studying|examining) (?:more|other|further|additional|alternative|ways|possible)\b|\bit (?:would|will|might|could) (?:also )?be (?:interesting|worthwhile|of interest) to\b|\bit will (?:also )?be (?:important|necessary|useful) to (?:understand|develop|investigate|study|determine|explore|examine|establish|test|evaluate)\b|\b(?:will (?:appear|be (?:presented|reported|published|described))|are to be (?:presented|reported|published)) in (?:a |an )?(?:future|forthcoming|subsequent|separate|later) (?:paper|publication|article|report|work|study)\b|(?<!\b(?:these|the|our|such|those) )\b(?:further |more |much )?(?:experiments|work|research|studies) (?:still )?(?:needs?|remains?) to be (?:done|carried out|performed|conducted)\b/iu;

/** Whether a sentence states plans beyond the paper, which a reader of its abstract does not need. */
export function isFutureWork(text: string): boolean {
  return FUTURE_WORK.test(text);
}

/** The language a tool is written in ("but written in Java"), not a comparison of languages. */
const TOOL_LANGUAGE =
  /\b(?:written|implemented|coded|programmed) (?:entirely |fully |completely )?in (?:java|c\+\+|c#|python|perl|matlab|fortran|lisp|prolog|javascript|scala|haskell|ruby)\b/iu;

export function isDetail(text: string): boolean {
  if (DETAIL.test(text) || (LAB_PROTOCOL.test(text) && !FIRST_PERSON.test(text))) return true;
  if (TOOL_LANGUAGE.test(text) && !/\bthan\b/iu.test(text)) return true;
  const figures = text.match(NUMBER)?.length ?? 0;
  const words = text.split(/\s+/u).length;
  return figures >= FIGURES_IN_PROSE.figures && figures >= FIGURES_IN_PROSE.share * words;
}

/**
 * How a sentence leans on the paper around it: not at all (undefined); on its predecessor, which
 * can come along ('leans'), only by a definite noun ('mention'); on nothing the abstract can bring
 * ('fixed'), only by a definite noun further back ('distant').
 */
type Lean = 'fixed' | 'distant' | 'leans' | 'mention' | undefined;

/**
 * What the rule learns of a sentence by itself, kept across the many selections of one generation
 * (each version, each budget tried): its point, by its text; where it leans with nothing in front
 * of it, by its index (what it leans on is read with the paper's sentences before it).
 */
export interface CoherenceMemo {
  points: Map<string, Point>;
  alone: Map<number, Cue[]>;
}

export const coherenceMemo = (): CoherenceMemo => ({ points: new Map(), alone: new Map() });

/** How a sentence with these cues leans (Lean). */
function leanOf(cues: readonly Cue[]): Lean {
  if (cues.length === 0) return undefined;
  const mentions = cues.every((cue) => cue.mention);
  if (cues.some((cue) => cue.fixed)) return mentions ? 'distant' : 'fixed';
  return mentions ? 'mention' : 'leans';
}

/** Where a candidate leans, read strictly with `before` in front of it and the paper behind it. */
function leanCues(
  c: Candidate,
  before: string,
  info: ReadonlyMap<number, CoherenceInfo>,
  language: string,
): Cue[] {
  return findLeans(c.text, before, language, { strict: true, context: info.get(c.index)?.context });
}

function remembered<K, T>(cache: Map<K, T>, key: K, make: () => T): T {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key)!;
}

/**
 * The coherence rule for a list of candidates (each with its role): `language` for the word
 * lists, `roles` by candidate index.
 */
export function coherenceRule(
  candidates: readonly Candidate[],
  info: ReadonlyMap<number, CoherenceInfo>,
  language: string,
  memo: CoherenceMemo = coherenceMemo(),
): SelectRule {
  const byIndex = new Map(candidates.map((c) => [c.index, c]));
  const pointOfCandidate = (c: Candidate) =>
    remembered(memo.points, c.text, () => pointOf(c.text, language));
  const alone = (c: Candidate) =>
    remembered(memo.alone, c.index, () => leanCues(c, '', info, language));
  // Text in front only takes cues away (it may introduce what a sentence points at): a sentence
  // that leans on nothing alone is settled once.
  /** How it leans (Lean) with exactly `before` in front of it. */
  const leansGiven = (c: Candidate, before: readonly Candidate[]): Lean => {
    const first = leanOf(alone(c));
    if (first === undefined || before.length === 0) return first;
    return leanOf(leanCues(c, before.map((d) => d.text).join(' '), info, language));
  };
  /** As leansGiven, with the chosen sentences before it in the paper in front of it. */
  const leans = (c: Candidate, chosen: readonly Candidate[]) =>
    leansGiven(
      c,
      chosen.filter((d) => d.index < c.index).sort((a, b) => a.index - b.index),
    );
  /** The candidates further back, nearest first, that name what its definite mentions name. */
  const antecedentsOf = (c: Candidate) =>
    [...new Set(alone(c).flatMap((cue) => cue.back ?? []))]
      .sort((a, b) => a - b)
      .flatMap((back) => byIndex.get(c.index - back) ?? []);
  const repeatsChosen = (c: Candidate, chosen: readonly Candidate[]) => {
    const point = pointOfCandidate(c);
    return chosen.some((d) => samePoint(pointOfCandidate(d), point, COMPOSER_POINT));
  };
  return {
    leansOnPredecessor(candidate, chosen) {
      const others = chosen.filter((d) => d.index !== candidate.index - 1 && d !== candidate);
      const lean = leans(candidate, others);
      return lean === 'leans' || lean === 'mention';
    },
    judge(candidate, chosen) {
      // What it leans on is judged first, so that even a soft veto brings its predecessor along.
      const lean = leans(candidate, chosen);
      const predecessor = byIndex.get(candidate.index - 1);
      let needs: Candidate | undefined;
      if (lean) {
        // The predecessor must stand on its own (one sentence of context, not a chain).
        const unheld =
          lean === 'fixed' ||
          lean === 'distant' ||
          !predecessor ||
          (!chosen.includes(predecessor) && leans(predecessor, chosen) !== undefined);
        if (unheld) {
          // A definite noun the abstract has not introduced is the last resort of a window nothing
          // else fills (select.ts), after a sentence that names it when one stands alone.
          if ((lean !== 'distant' && lean !== 'mention') || repeatsChosen(candidate, chosen))
            return { kind: 'veto', hard: true };
          return {
            kind: 'veto',
            hard: false,
            distant: true,
            antecedents: antecedentsOf(candidate).filter((d) => !chosen.includes(d)),
          };
        }
        if (!chosen.includes(predecessor)) needs = predecessor;
      }
      const point = pointOfCandidate(candidate);
      const repeats = repeatsChosen(candidate, chosen);
      const role = info.get(candidate.index)?.role;
      // At most one sentence of background, and one that sums up what the findings mean.
      const extra =
        (role === 'background' && chosen.some((d) => info.get(d.index)?.role === 'background')) ||
        (point.move === 'conclusion' &&
          chosen.some((d) => pointOfCandidate(d).move === 'conclusion'));
      const along = needs ? { predecessor: needs } : {};
      if (repeats) return { kind: 'veto', hard: false, redundant: true, ...along };
      if (extra) return { kind: 'veto', hard: false, ...along };
      return needs ? { kind: 'needs', predecessor: needs } : { kind: 'ok' };
    },
  };
}

/** The share of the paper, by sentence index, that is its opening. */
const OPENING_SHARE = 0.3;
/** The edge (in standard deviations) a contribution sentence of the opening has over a later one. */
const OPENING_BONUS = 2;

/** Where the paper's opening ends: OPENING_SHARE of the last candidate's sentence index. */
export function openingEnd(candidates: readonly Candidate[]): number {
  return candidates.reduce((max, c) => Math.max(max, c.index), 0) * OPENING_SHARE;
}

/** A sentence that supposes or illustrates rather than reports: "If one system outperforms…". */
const HYPOTHETICAL =
  /^(?:(?:if|suppose|supposing|assume|assuming|imagine|for (?:example|instance))\b|e\.g\.)/iu;

/**
 * The sentences an abstract cannot do without: what the work does, what it found. Each is the best
 * that `take` accepts (by default the best), asked best first, the contribution first; best by
 * score, a contribution of the paper's opening with OPENING_BONUS added.
 */
export function essentials(
  candidates: readonly Candidate[],
  info: ReadonlyMap<number, CoherenceInfo>,
  options: {
    result: boolean;
    language: string;
    memo?: CoherenceMemo;
    take?: (c: Candidate, kind: 'contribution' | 'result') => boolean;
  },
): { contribution?: Candidate; result?: Candidate } {
  const memo = options.memo ?? coherenceMemo();
  const take = options.take ?? (() => true);
  // What the work does, said where the paper opens: standing in the paper's order, it comes
  // before the findings, as a reader expects (a conclusion's restatement came after them).
  const opening = openingEnd(candidates);
  const weight = (c: Candidate, kind: 'contribution' | 'result') =>
    c.score + (kind === 'contribution' && c.index <= opening ? OPENING_BONUS : 0);
  const best = (keep: (c: Candidate) => boolean, kind: 'contribution' | 'result') =>
    candidates
      .filter(keep)
      .sort((a, b) => weight(b, kind) - weight(a, kind))
      .find((c) => take(c, kind));
  const roleOf = (c: Candidate) => info.get(c.index)?.role;
  const contribution = best(
    (c) =>
      roleOf(c) === 'objective' ||
      (roleOf(c) !== 'background' &&
        remembered(memo.points, c.text, () => pointOf(c.text, options.language)).move ===
          'contribution'),
    'contribution',
  );
  const result = options.result
    ? best(
        (c) =>
          (roleOf(c) === 'results' || roleOf(c) === 'conclusions') &&
          reportsResult(c.text) &&
          !HYPOTHETICAL.test(c.text),
        'result',
      )
    : undefined;
  return { contribution, result };
}

/**
 * The largest coherent part of sentences chosen apart (per-part quotas), best first: each kept
 * only where the rule allows it beside those kept before it, a leaning one with its predecessor.
 */
export function coherentPart(chosen: readonly Candidate[], rule: SelectRule): Candidate[] {
  const kept: Candidate[] = [];
  for (const c of [...chosen].sort((a, b) => b.score - a.score)) {
    if (kept.includes(c)) continue;
    const unit = takenWith(rule, c, kept);
    if (unit?.every((d) => chosen.includes(d))) kept.push(...unit);
  }
  return kept;
}

/** "Here, …", "In this paper, …": what may open a sentence that says what the work does. */
const WORK_FRAME = String.raw`(?:(?:here|in this (?:paper|work|study|article|letter)),?\s+)?`;
/**
 * A sentence that presents what the work builds: "We propose a…", "This paper introduces two…".
 * Not "We also present…" (a second offer), "In our previous work, we proposed…", a finding
 * reported ("We report a 30% reduction…"), nor a description of something ("We present a
 * description of the decoding process…", "an overview of"), which tells what a section covers,
 * not what the work built; "We present an analysis of…", "the first survey of…" do present it.
 */
const PRESENTS = new RegExp(
  String.raw`^${WORK_FRAME}(?:we|I|(?:this|the|our) (?:paper|study|work|article|thesis|letter|report|chapter))\s+(?:ha(?:s|ve)\s+)?(?:here\s+|first\s+)?(?:present|propose|introduce|develop|describe|design|devise|formulate|build|construct|offer|report)(?:s|d|ed)?\s+(?:here\s+)?(?:an?\b(?!\s+(?:(?:brief|short|detailed|general|full|complete)\s+)?(?:description|overview|summary)\s+of\b)|two|three|four|several|novel|new|the first)\b(?!\s+\d)`,
  'iu',
);
/**
 * A sentence that states what the work sets out to do: "We investigate…", "We examine whether…",
 * "We study the…", "The aim of this study was…"; not a step of the method ("We studied 120
 * patients", "We evaluate…").
 */
const AIMS = new RegExp(
  String.raw`^${WORK_FRAME}(?:we|this (?:study|paper|work|article))\s+(?:(?:investigat|explor)(?:e|es|ed)|address(?:es|ed)?|(?:stud(?:y|ies|ied)|examin(?:e|es|ed))\s+(?:whether|how|why|what|if|the)\b)|\b(?:aim|goal|purpose|objective)s? of (?:this|the present|the current|our) (?:paper|study|work|article|research|project)\b`,
  'iu',
);
const METHOD_NOUN = String.raw`method|approach|model|system|algorithm|framework|technique|scheme|tool|procedure|parser|tagger|classifier|architecture|pipeline|strategy|formalism|representation`;
/**
 * The work's own method named as already known: "our approach", "the proposed model", or a bare
 * "The approach" as the subject that opens the sentence before its verb ("The approach permits…";
 * not "The model parameters were…", nor another's: "The method was first described by Smith…").
 */
const OWN_METHOD = new RegExp(
  String.raw`\b(?:our|the proposed|the presented|the new)\s+(?:[\p{L}-]+\s+){0,2}?(?:${METHOD_NOUN})s?\b|^the (?:${METHOD_NOUN})\s+(?:is|was|has|can|could|may|will|would|${PRESENT_VERBS}|permits|relies|builds|works|learns)\b(?!.*\b(?:et al|(?:19|20)\d\d|previously|originally|first (?:described|proposed|introduced))\b)`,
  'iu',
);

/**
 * A step of the work told in the first person: "We use spin model…", "To overcome this problem, we
 * use…", "Unlike previous approaches, we smooth…", "Our policy is modeled…". Not, in any tense,
 * what the work sets out to do ("We focus on…", "We sought to…", "We hypothesized…"), a finding
 * ("We show that…", "We demonstrated…", handled as one), a plan or thanks ("We will release…",
 * "We thank…"), nor earlier work ("In our previous work, we…", "We have previously shown…").
 */
const OWN_STEP = new RegExp(
  String.raw`^(?:(?![^,]*\b(?:in|from|by|of)\s+(?:our|their|his|her|a|an|the)?\s*(?:previous|earlier|prior)\b)[^,]{1,80},\s*)?(?:we\s+(?!(?:(?:also|first|then|thus|further|finally|therefore|here|now|next|\p{L}+ly)\s+)?(?:focus(?:ed)?|concentrated?|consider(?:ed)?|seek|sought|aim(?:ed)?|address(?:ed)?|investigated?|explored?|stud(?:y|ied)|examined?|ask(?:ed)?|are|were|argued?|believed?|hypothesi[sz]ed?|discuss(?:ed)?|show(?:ed|n)?|demonstrated?|prove[dn]?|establish(?:ed)?|verif(?:y|ied)|discover(?:ed)?|found|find|observed?|noted?|detect(?:ed)?|identif(?:y|ied)|obtain(?:ed)?|confirm(?:ed)?|reveal(?:ed)?|hoped?|expect(?:ed)?|propose|present|introduce|describe|report|concluded?|suggest(?:ed)?|need|know|thank|will|shall|can(?:not)?|could|would|may|might|must|should|do(?:es)?\s+not|ha(?:ve|d)\s+(?:seen|little|no|long|(?:also\s+)?(?:previously|recently|already|earlier))|previously|recently)\b)[\p{Ll}]+|our\s+(?:[\p{L}-]+\s+){0,3}?(?:${METHOD_NOUN}|policy|parser|network|system)s?\s+(?:is|are|was|were|uses|trains|learns|takes|combines|relies|consists)\b)`,
  'iu',
);

/**
 * A sentence that takes the work as known: outside the background, it names the work's method, or
 * it reports a finding after the abstract's first place (a first sentence that "suggests" is read
 * as its opening; "Our health system faces rising costs" is background).
 */
function takenAsKnown(c: Candidate, at: number, info: ReadonlyMap<number, CoherenceInfo>): boolean {
  const role = info.get(c.index)?.role;
  if (role === 'background') return false;
  return (
    OWN_METHOD.test(c.text) ||
    (at > 0 && (role === 'results' || role === 'conclusions') && reportsResult(c.text))
  );
}

/**
 * The chosen sentences in the paper's order, except that the sentence presenting the work (the
 * first that offers what the work builds, else the first that states its aim) comes before the
 * first that takes the work as known (takenAsKnown) or tells a step of it in the first person
 * (OWN_STEP): a conclusion's recap ("We presented a framework…" → "We present a framework…")
 * otherwise stands after "We show that our framework…" and the findings. It moves only when it
 * leans on no more there than in its place, when no sentence leans on it as its predecessor, and
 * when it does not part a sentence from the predecessor it leans on; where the earlier of the two
 * places refuses it, the later is tried. The patterns are English; other languages keep the
 * paper's order.
 */
export function presentedFirst(
  shown: readonly Candidate[],
  rule: SelectRule,
  info: ReadonlyMap<number, CoherenceInfo>,
  language: string,
): Candidate[] {
  const order = [...shown];
  if (language !== 'en') return order;
  const offers = order.findIndex((c) => PRESENTS.test(c.text));
  const presenting = offers >= 0 ? offers : order.findIndex((c) => AIMS.test(c.text));
  if (presenting < 0) return order;
  const saysWhatItDoes = (c: Candidate) => PRESENTS.test(c.text) || AIMS.test(c.text);
  const firstKnown = order.findIndex((c, at) => !saysWhatItDoes(c) && takenAsKnown(c, at, info));
  const roleOf = (c: Candidate) => info.get(c.index)?.role;
  const firstStep = order.findIndex(
    (c) => !saysWhatItDoes(c) && roleOf(c) !== 'background' && OWN_STEP.test(c.text),
  );
  // A step goes after the work it belongs to only where no finding of the work comes before it: an
  // abstract that opens on its finding has no arc for the move to mend. Others' findings in the
  // background do not count; a step that reports a finding of its own ("We measure how much…
  // differs") still has the work presented before it, as blind judges preferred (x59).
  const ownFinding = (c: Candidate) =>
    roleOf(c) !== 'background' && (roleOf(c) === 'results' || reportsResult(c.text));
  const stepFirst = firstStep < 0 || order.slice(0, firstStep).some(ownFinding) ? -1 : firstStep;
  const places = [stepFirst, firstKnown]
    .filter((to) => to >= 0 && to < presenting)
    .sort((a, b) => a - b);
  for (const to of places) {
    const moved = movedForward(order, presenting, to, rule, info, language);
    if (moved) return moved;
  }
  return order;
}

/**
 * `order` with its sentence at `from` moved forward to `to`, or undefined where the move would
 * make it lean on more than in its place, take it from a sentence that leans on it as its
 * predecessor, or part the sentence at `to` from the predecessor it leans on.
 */
function movedForward(
  order: readonly Candidate[],
  from: number,
  to: number,
  rule: SelectRule,
  info: ReadonlyMap<number, CoherenceInfo>,
  language: string,
): Candidate[] | undefined {
  const moving = order[from]!;
  const leansOn = (c: Candidate | undefined, predecessor: Candidate | undefined) =>
    c !== undefined &&
    predecessor !== undefined &&
    predecessor.index === c.index - 1 &&
    rule.leansOnPredecessor(c, order);
  if (leansOn(order[from + 1], moving) || leansOn(order[to], order[to - 1])) return undefined;
  const cuesBefore = (end: number) =>
    leanCues(
      moving,
      order
        .slice(0, end)
        .map((c) => c.text)
        .join(' '),
      info,
      language,
    ).length;
  if (cuesBefore(to) > cuesBefore(from)) return undefined;
  const moved = order.filter((c) => c !== moving);
  moved.splice(to, 0, moving);
  return moved;
}
