/** The function's response (seed §7), the result the page keeps (seed §3), and the client defaults. */
import './zod-config.ts';
import { z } from 'zod';
import { evidenceSchema, type Evidence } from './evidence.ts';
import { COMPANION_KEYS, type Companions } from './companions.ts';
import {
  DEFAULT_QUALITY_SCORE,
  DEFAULT_READABILITY_SCORE,
  DEFAULT_STRUCTURE_SCORE,
  DEFAULT_WORD_COUNT,
  FIXED_PLAGIARISM_SCORE,
  FIXED_SENTIMENT,
} from './constants.ts';

export const VERSION_NAMES = ['concise', 'detailed', 'technical'] as const;
export type VersionName = (typeof VERSION_NAMES)[number];

export const structureCheckSchema = z.object({
  has_background: z.boolean(),
  has_methods: z.boolean(),
  has_results: z.boolean(),
  has_conclusions: z.boolean(),
  clarity_score: z.number().min(0).max(10),
  academic_tone_score: z.number().min(0).max(10),
  coherence_score: z.number().min(0).max(10),
});
export type StructureCheck = z.infer<typeof structureCheckSchema>;

/** Measured extras of product.md, sent by our server under data.analysis; all optional. */
export const analysisSchema = z
  .object({
    provider: z.string(),
    model: z.string(),
    /** Share (0–1) of the abstract's word 8-grams copied verbatim from the source. */
    source_overlap: z.number().min(0).max(1),
    /** Numbers in the abstract that do not occur in the source (empty for the local engine). */
    unsupported_numbers: z.array(z.string()),
    /** Things the user should know: a rule not met, a language not honoured, citations removed. */
    warnings: z.array(z.string()),
    /** The word target actually applied (a venue's limit can lower the requested one). */
    effective_word_target: z.number(),
    version_word_counts: z.object({
      standard: z.number(),
      concise: z.number(),
      detailed: z.number(),
      technical: z.number(),
    }),
    detected_language: z.string(),
    quality_breakdown: z.record(z.string(), z.number()),
    /** Reading ease (the product's readability score) of the plain-language summary and the abstract. */
    companion_readability: z.object({ plain_summary: z.number(), abstract: z.number() }),
  })
  .partial();
export type Analysis = z.infer<typeof analysisSchema>;

/** `data` of a successful response, as our server sends it (seed §7 plus analysis). */
export const generationDataSchema = z.object({
  id: z.string(),
  abstract: z.string().min(1),
  alternative_versions: z.object({
    concise: z.string(),
    detailed: z.string(),
    technical: z.string(),
  }),
  keywords: z.array(z.string()),
  word_count: z.number().int().nonnegative(),
  quality_score: z.number().min(0).max(100),
  readability_score: z.number().min(0).max(100),
  structure_check: structureCheckSchema,
  created_at: z.string(),
  analysis: analysisSchema.optional(),
  /** The standard abstract's sentences with their passages in research_content. */
  evidence: evidenceSchema.optional(),
  // The companions: optional, so a server that sends the seed's fields alone still fits.
  highlights: z.array(z.string()).optional(),
  tldr: z.string().optional(),
  plain_summary: z.string().optional(),
  title_suggestions: z.array(z.string()).optional(),
  ai_statement: z.string().optional(),
});
export type GenerationData = z.infer<typeof generationDataSchema>;

/** The envelope every answer of the function uses. */
export type GenerateResponse =
  { success: true; data: GenerationData } | { success: false; error: string };

export const responseEnvelopeSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  data: z.unknown().optional(),
});

/** The abstract result as the page shows and stores it (seed §3). */
export interface AbstractResult {
  id: string;
  abstract: string;
  alternative_versions: Record<VersionName, string>;
  keywords: string[];
  key_phrases: string[];
  word_count: number;
  quality_score: number;
  readability_score: number;
  plagiarism_score: number;
  structure_analysis: StructureCheck;
  sentiment_analysis: { positivity: number; neutrality: number; objectivity: number };
  citations: { text: string; source: string }[];
  created_at: string;
  favorite: boolean;
  analysis?: Analysis;
  /** The standard abstract's sentences with their passages in the paper, while the text is unedited or re-checked. */
  evidence?: Evidence;
  /** The companions, when the server sent them (older history entries have none). */
  companions?: Companions;
}

const DEFAULT_STRUCTURE: StructureCheck = {
  has_background: true,
  has_methods: true,
  has_results: true,
  has_conclusions: true,
  clarity_score: DEFAULT_STRUCTURE_SCORE,
  academic_tone_score: DEFAULT_STRUCTURE_SCORE,
  coherence_score: DEFAULT_STRUCTURE_SCORE,
};

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const nonEmptyText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
const finiteNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** The companions of a `data` or a stored entry (kept under `companions`); undefined when none. */
function normalizeCompanions(raw: Record<string, unknown>): Companions | undefined {
  const from = { ...raw, ...asRecord(raw.companions) };
  const texts = (value: unknown) =>
    Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '')
      : undefined;
  const out: Companions = {};
  const highlights = texts(from.highlights);
  if (highlights) out.highlights = highlights;
  const tldr = nonEmptyText(from.tldr);
  if (tldr !== undefined) out.tldr = tldr;
  const plain = nonEmptyText(from.plain_summary);
  if (plain !== undefined) out.plain_summary = plain;
  const titles = texts(from.title_suggestions);
  if (titles) out.title_suggestions = titles;
  const statement = nonEmptyText(from.ai_statement);
  if (statement !== undefined) out.ai_statement = statement;
  return COMPANION_KEYS.some((key) => out[key] !== undefined) ? out : undefined;
}

function normalizeStructure(value: unknown): StructureCheck {
  const raw = asRecord(value);
  const score = (key: keyof StructureCheck) =>
    finiteNumber(raw[key]) ?? (DEFAULT_STRUCTURE[key] as number);
  return {
    has_background: bool(raw.has_background, true),
    has_methods: bool(raw.has_methods, true),
    has_results: bool(raw.has_results, true),
    has_conclusions: bool(raw.has_conclusions, true),
    clarity_score: score('clarity_score'),
    academic_tone_score: score('academic_tone_score'),
    coherence_score: score('coherence_score'),
  };
}

/** Web Crypto is global in browsers, Node 20 and Deno; the fallback only serves odd runtimes. */
export function makeResultId(): string {
  const webCrypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  return webCrypto?.randomUUID?.() ?? `local-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Turns a server's `data` (or a stored history entry) into a full result, applying the seed's
 * client defaults to anything missing. Returns null when there is no abstract to show.
 */
export function normalizeResult(data: unknown): AbstractResult | null {
  const raw = asRecord(data);
  const abstract = nonEmptyText(raw.abstract);
  if (abstract === undefined) return null;
  const versions = asRecord(raw.alternative_versions);
  const keywords = Array.isArray(raw.keywords)
    ? raw.keywords.filter((k): k is string => typeof k === 'string' && k.trim() !== '')
    : [];
  const analysis = analysisSchema.safeParse(raw.analysis);
  const evidence = evidenceSchema.safeParse(raw.evidence);
  const companions = normalizeCompanions(raw);
  const citations = Array.isArray(raw.citations)
    ? raw.citations.flatMap((c) => {
        const entry = asRecord(c);
        const text = nonEmptyText(entry.text);
        return text ? [{ text, source: typeof entry.source === 'string' ? entry.source : '' }] : [];
      })
    : [];
  return {
    id: nonEmptyText(raw.id) ?? makeResultId(),
    abstract,
    alternative_versions: {
      concise: nonEmptyText(versions.concise) ?? abstract,
      detailed: nonEmptyText(versions.detailed) ?? abstract,
      technical: nonEmptyText(versions.technical) ?? abstract,
    },
    keywords,
    key_phrases: keywords,
    word_count: finiteNumber(raw.word_count) ?? DEFAULT_WORD_COUNT,
    quality_score: finiteNumber(raw.quality_score) ?? DEFAULT_QUALITY_SCORE,
    readability_score: finiteNumber(raw.readability_score) ?? DEFAULT_READABILITY_SCORE,
    plagiarism_score: FIXED_PLAGIARISM_SCORE,
    // Seed §3: the server sends `structure_check`; a stored entry already has `structure_analysis`.
    structure_analysis: normalizeStructure(raw.structure_check ?? raw.structure_analysis),
    sentiment_analysis: { ...FIXED_SENTIMENT },
    citations,
    created_at: nonEmptyText(raw.created_at) ?? new Date().toISOString(),
    favorite: raw.favorite === true,
    ...(analysis.success && raw.analysis !== undefined ? { analysis: analysis.data } : {}),
    ...(evidence.success && raw.evidence !== undefined ? { evidence: evidence.data } : {}),
    ...(companions ? { companions } : {}),
  };
}
