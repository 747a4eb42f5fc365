/**
 * Sentence roles: multinomial logistic regression over hashed word uni- and
 * bigrams and cue features, trained by scripts/train-roles.ts on ../shared/evaldata/rhetorical and
 * shipped as int8-quantised weights in model/roles-weights.ts.
 */
import type { SourceSentence } from '../read/document.ts';
import { ROLE_MODEL } from './model/roles-weights.ts';

export const ROLES = ['background', 'objective', 'methods', 'results', 'conclusions'] as const;
export type Role = (typeof ROLES)[number];

/** 2^14 hash buckets: enough for abstracts' vocabulary, small enough to ship (5 × 16 KB). */
export const ROLE_HASH_BITS = 14;

/** FNV-1a 32-bit: stable across runtimes, so the trained buckets mean the same everywhere. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Hashed feature buckets of a sentence: words (digits folded to 0), bigrams, opener and shape cues. */
export function roleFeatures(sentence: string, position?: number): number[] {
  const mask = (1 << ROLE_HASH_BITS) - 1;
  const lower = sentence.toLowerCase();
  const tokens = (lower.match(/[\p{L}\p{N}]+|%|[<>=]/gu) ?? []).map((t) => t.replace(/\d+/gu, '0'));
  const features = new Set<number>();
  const add = (f: string) => features.add(hashString(f) & mask);
  add('__bias');
  for (let i = 0; i < tokens.length; i++) {
    add(`u:${tokens[i]}`);
    if (i + 1 < tokens.length) add(`b:${tokens[i]} ${tokens[i + 1]}`);
  }
  if (tokens.length > 0) add(`first:${tokens[0]}`);
  if (tokens.length > 1) add(`first2:${tokens[0]} ${tokens[1]}`);
  if (/\d/u.test(lower)) add('__has_number');
  if (/%|\bp\s*[<=>]/u.test(lower)) add('__has_stat');
  add(`__len:${Math.min(6, Math.floor(tokens.length / 8))}`);
  // Where the sentence sits in its abstract (0–1), when known: roles follow a strong order.
  if (position !== undefined) add(`__pos:${Math.min(4, Math.floor(position * 5))}`);
  return [...features];
}

let decoded: Float32Array[] | undefined;

/** Turns the shipped base64 int8 rows into float weights once. */
function weights(): Float32Array[] {
  if (decoded) return decoded;
  decoded = ROLE_MODEL.rows.map((row, k) => {
    const bytes = decodeBase64(row);
    const scale = ROLE_MODEL.scales[k]!;
    return Float32Array.from(bytes, (b) => ((b << 24) >> 24) * scale);
  });
  return decoded;
}

/** Probabilities of each role for one sentence (softmax over the five linear scores). */
export function classifyRole(sentence: string, position?: number): Record<Role, number> {
  const rows = weights();
  const features = roleFeatures(sentence, position);
  const scores = rows.map((row) => features.reduce((sum, f) => sum + row[f]!, 0));
  const max = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - max));
  const total = exps.reduce((a, b) => a + b, 0);
  const out = {} as Record<Role, number>;
  ROLES.forEach((role, k) => (out[role] = exps[k]! / total));
  return out;
}

/** The most probable role of each sentence of an abstract (the classifier knows each one's position there). */
export function classifyRoles(sentences: string[]): Role[] {
  const last = Math.max(1, sentences.length - 1);
  return sentences.map((s, i) => topRole(classifyRole(s, i / last)));
}

export function topRole(probabilities: Record<Role, number>): Role {
  let best: Role = 'background';
  for (const role of ROLES) if (probabilities[role] > probabilities[best]) best = role;
  return best;
}

/** Which role a source sentence plays: its section decides where it is telling, the classifier elsewhere. */
export function roleOf(sentence: SourceSentence, probabilities: Record<Role, number>): Role {
  switch (sentence.section) {
    case 'methods':
      return probabilities.results > 0.6 ? 'results' : 'methods';
    case 'results':
      return probabilities.conclusions > 0.6 ? 'conclusions' : 'results';
    case 'discussion':
      return probabilities.results > probabilities.conclusions + 0.2 ? 'results' : 'conclusions';
    case 'conclusion':
      return 'conclusions';
    default: {
      const role = topRole(probabilities);
      return role === 'results' && sentence.position < 0.15 ? 'objective' : role;
    }
  }
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_INDEX = new Map([...BASE64].map((c, i) => [c, i]));

/** Base64 → bytes without atob/Buffer (neither is in every runtime's type library). */
export function decodeBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/u, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let o = 0;
  for (const char of clean) {
    buffer = (buffer << 6) | (BASE64_INDEX.get(char) ?? 0);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (buffer >> bits) & 0xff;
    }
  }
  return out;
}
