/**
 * The history of seed §4, stored under `abstractHistory`: newest first, 10 at most. Whatever is
 * read back goes through normalizeResult, so damaged storage drops entries instead of breaking
 * the page (product.md "Nothing lost").
 */
import {
  HISTORY_MAX_ITEMS,
  HISTORY_STORAGE_KEY,
  normalizeResult,
  type AbstractResult,
} from '@abstractly/contracts';
import { parseJson, readItem, removeItem, writeItem, type SaveOutcome } from '../../lib/storage.ts';

/** Seed §4: the Detailed view shows the first 120 characters of the abstract. */
export const DETAILED_PREVIEW_CHARS = 120;

export const HISTORY_VIEWS = [
  { value: 'standard', label: 'Standard' },
  { value: 'concise', label: 'Concise' },
  { value: 'detailed', label: 'Detailed' },
] as const;
export type HistoryView = (typeof HISTORY_VIEWS)[number]['value'];

export function loadHistory(storage?: Storage): AbstractResult[] {
  const raw = parseJson(readItem(HISTORY_STORAGE_KEY, storage));
  if (!Array.isArray(raw)) return [];
  const entries: AbstractResult[] = [];
  const seen = new Set<string>();
  // Stop at the cap: a huge stored array costs no more than ten good entries.
  for (const item of raw) {
    if (entries.length === HISTORY_MAX_ITEMS) break;
    const entry = normalizeResult(item);
    if (entry === null || seen.has(entry.id)) continue;
    seen.add(entry.id);
    entries.push(entry);
  }
  return entries;
}

export function saveHistory(entries: AbstractResult[], storage?: Storage): SaveOutcome {
  return writeItem(HISTORY_STORAGE_KEY, JSON.stringify(entries), storage);
}

/** Seed §4: Clear All removes the key itself. */
export function clearHistory(storage?: Storage): void {
  removeItem(HISTORY_STORAGE_KEY, storage);
}

/** Prepends a new result; a result already listed (same id) moves to the top. */
export function addEntry(entries: AbstractResult[], result: AbstractResult): AbstractResult[] {
  return [result, ...entries.filter((entry) => entry.id !== result.id)].slice(0, HISTORY_MAX_ITEMS);
}

export function toggleFavorite(entries: AbstractResult[], id: string): AbstractResult[] {
  return entries.map((entry) =>
    entry.id === id ? { ...entry, favorite: !entry.favorite } : entry,
  );
}

/** An edited result replaces its entry in place; an unknown id changes nothing. */
export function replaceEntry(entries: AbstractResult[], result: AbstractResult): AbstractResult[] {
  return entries.map((entry) =>
    entry.id === result.id ? { ...result, favorite: entry.favorite } : entry,
  );
}

export function removeEntry(entries: AbstractResult[], id: string): AbstractResult[] {
  return entries.filter((entry) => entry.id !== id);
}

/** The abstract cut to `limit` characters at most, with an ellipsis when something was cut. */
export function previewText(abstract: string, limit = DETAILED_PREVIEW_CHARS): string {
  const flat = abstract.replace(/\s+/gu, ' ').trim();
  return flat.length <= limit ? flat : `${flat.slice(0, limit)}…`;
}
