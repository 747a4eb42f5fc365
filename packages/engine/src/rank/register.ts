/**
 * The abstract's register: how much a sentence reads like a sentence of an abstract rather than
 * of a paper's body (a sentence that states the work and its findings, against one that reports a
 * setting, points at a table or leans on the section around it). Logistic regression over the role
 * classifier's hashed features (roles.ts), trained by scripts/train-register.ts on the dev papers'
 * train split (their authors' abstract sentences against their bodies' sentences), shipped as int8
 * weights in model/register-weights.ts.
 */
import { REGISTER_MODEL } from './model/register-weights.ts';
import { isStopword } from '../read/language.ts';
import { decodeBase64, hashString, ROLE_HASH_BITS } from './roles.ts';

let decoded: Float32Array | undefined;

function weights(): Float32Array {
  if (!decoded) {
    const bytes = decodeBase64(REGISTER_MODEL.row);
    decoded = Float32Array.from(bytes, (b) => ((b << 24) >> 24) * REGISTER_MODEL.scale);
  }
  return decoded;
}

/**
 * Hashed features of a sentence's register, not its topic: its function words and their pairs,
 * its first two words, and its shape (numbers, statistics, length). Topic words are left out, so
 * the model cannot learn a paper's subject instead of how an abstract is written.
 */
export function registerFeatures(sentence: string): number[] {
  const mask = (1 << ROLE_HASH_BITS) - 1;
  const lower = sentence.toLowerCase();
  const tokens = (lower.match(/[\p{L}\p{N}]+|%|[<>=]/gu) ?? []).map((t) =>
    /\d/u.test(t) ? '0' : isStopword(t) ? t : '_',
  );
  const words = lower.match(/\p{L}+/gu) ?? [];
  const features = new Set<number>();
  const add = (f: string) => features.add(hashString(f) & mask);
  add('__bias');
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] !== '_') add(`u:${tokens[i]}`);
    if (i + 1 < tokens.length) add(`b:${tokens[i]} ${tokens[i + 1]}`);
  }
  if (words.length > 0) add(`first:${words[0]}`);
  if (words.length > 1) add(`first2:${words[0]} ${words[1]}`);
  if (/\d/u.test(lower)) add('__has_number');
  if (/%|\bp\s*[<=>]/u.test(lower)) add('__has_stat');
  if (/[()[\]]/u.test(lower)) add('__has_bracket');
  add(`__len:${Math.min(6, Math.floor(tokens.length / 8))}`);
  return [...features];
}

/** The probability that a sentence was written for an abstract (0–1), from its wording alone. */
export function abstractRegister(sentence: string): number {
  const row = weights();
  const score = registerFeatures(sentence).reduce((sum, f) => sum + row[f]!, 0);
  return 1 / (1 + Math.exp(-score));
}
