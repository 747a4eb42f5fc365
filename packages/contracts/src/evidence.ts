/**
 * Evidence for each sentence of an abstract: where in the paper it comes from. Sent as
 * `data.evidence` by check-abstract and by generate-abstract (for the standard abstract).
 */
import './zod-config.ts';
import { z } from 'zod';

/** One passage of the paper: [start, end) offsets into research_content; score 0–1. */
export const evidenceSourceSchema = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  score: z.number().min(0).max(1),
});

/** One sentence: [start, end) offsets into the abstract; its sources best first, at most 3. */
export const sentenceEvidenceSchema = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  sources: z.array(evidenceSourceSchema).max(3),
});

/** The abstract's sentences in order, each with its evidence. */
export const evidenceSchema = z.array(sentenceEvidenceSchema);
export type EvidenceSource = z.infer<typeof evidenceSourceSchema>;
export type SentenceEvidence = z.infer<typeof sentenceEvidenceSchema>;
export type Evidence = z.infer<typeof evidenceSchema>;
