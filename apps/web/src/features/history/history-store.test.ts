import { HISTORY_STORAGE_KEY } from '@abstractly/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { fullStorage, makeResult, SERVER_DATA } from '../../testing/fixtures.ts';
import {
  addEntry,
  clearHistory,
  loadHistory,
  previewText,
  removeEntry,
  replaceEntry,
  saveHistory,
  toggleFavorite,
} from './history-store.ts';

const store = (value: unknown) =>
  localStorage.setItem(
    HISTORY_STORAGE_KEY,
    typeof value === 'string' ? value : JSON.stringify(value),
  );

describe('loadHistory: damaged storage never breaks the page', () => {
  beforeEach(() => localStorage.clear());

  it('is empty without a key', () => {
    expect(loadHistory()).toEqual([]);
  });

  it.each([
    ['bad JSON', '{"not json'],
    ['an object', { abstract: 'x' }],
    ['a number', 42],
    ['null', 'null'],
  ])('is empty for %s', (_name, value) => {
    store(value);
    expect(loadHistory()).toEqual([]);
  });

  it('drops entries of the wrong shape and keeps the good ones, with defaults', () => {
    store([
      null,
      7,
      'text',
      { abstract: '' },
      { abstract: 5 },
      SERVER_DATA,
      { id: 'b', abstract: 'B.' },
    ]);
    const entries = loadHistory();
    expect(entries.map((e) => e.id)).toEqual(['result-1', 'b']);
    expect(entries[1]).toMatchObject({ quality_score: 85, favorite: false, keywords: [] });
  });

  it('keeps a stored favorite and the structure analysis (round trip)', () => {
    const saved = [makeResult({ favorite: true })];
    saveHistory(saved);
    expect(loadHistory()).toEqual(saved);
  });

  it('reads at most 10 entries from a huge stored array, skipping duplicates', () => {
    const many = Array.from({ length: 50_000 }, (_, i) => ({
      id: `e${i % 12}`,
      abstract: `A ${i}.`,
    }));
    store(many);
    const entries = loadHistory();
    expect(entries.map((e) => e.id)).toEqual([
      'e0',
      'e1',
      'e2',
      'e3',
      'e4',
      'e5',
      'e6',
      'e7',
      'e8',
      'e9',
    ]);
  });
});

describe('history changes (seed §4)', () => {
  const entry = (id: string) => makeResult({ id });

  it('prepends new results and keeps the 10 most recent', () => {
    let entries = [] as ReturnType<typeof entry>[];
    for (let i = 1; i <= 12; i += 1) entries = addEntry(entries, entry(`r${i}`));
    expect(entries.map((e) => e.id)).toEqual([
      'r12',
      'r11',
      'r10',
      'r9',
      'r8',
      'r7',
      'r6',
      'r5',
      'r4',
      'r3',
    ]);
  });

  it('moves a result already listed to the top instead of duplicating it', () => {
    const entries = addEntry([entry('a'), entry('b')], entry('b'));
    expect(entries.map((e) => e.id)).toEqual(['b', 'a']);
  });

  it('toggles one favorite and deletes one entry', () => {
    const entries = [entry('a'), entry('b')];
    const starred = toggleFavorite(entries, 'b');
    expect(starred.map((e) => e.favorite)).toEqual([false, true]);
    expect(toggleFavorite(starred, 'b')[1]!.favorite).toBe(false);
    expect(removeEntry(entries, 'a').map((e) => e.id)).toEqual(['b']);
  });

  it('Clear All removes the storage key', () => {
    saveHistory([entry('a')]);
    clearHistory();
    expect(localStorage.getItem(HISTORY_STORAGE_KEY)).toBeNull();
  });

  it('reports a full storage instead of throwing', () => {
    expect(saveHistory([entry('a')], fullStorage())).toEqual({ ok: false, reason: 'quota' });
  });
});

describe('previewText', () => {
  it('shows the first 120 characters in the Detailed view', () => {
    const text = 'x'.repeat(130);
    expect(previewText(text)).toBe(`${'x'.repeat(120)}…`);
    expect(previewText('Short  text\nhere.')).toBe('Short text here.');
  });
});

describe('replaceEntry (an edited result)', () => {
  it('replaces the entry in place and keeps its favorite star', () => {
    const a = makeResult({ id: 'a', favorite: true });
    const b = makeResult({ id: 'b' });
    const edited = { ...a, abstract: 'Edited.', favorite: false };
    expect(replaceEntry([a, b], edited)).toEqual([{ ...edited, favorite: true }, b]);
    expect(replaceEntry([b], edited)).toEqual([b]);
  });
});

describe('the companions in the history', () => {
  beforeEach(() => localStorage.clear());

  it('are kept with an entry, and older entries without them still load', () => {
    const companions = {
      highlights: ['Restored marshes buried carbon at rates close to natural ones.'],
      tldr: 'Restored marshes bury carbon almost as fast as natural ones.',
      ai_statement:
        'Declaration of generative AI and AI-assisted technologies in the writing process. …',
    };
    saveHistory([makeResult({ id: 'new', companions }), makeResult({ id: 'old' })]);
    const loaded = loadHistory();
    expect(loaded.map((entry) => entry.id)).toEqual(['new', 'old']);
    expect(loaded[0]!.companions).toEqual(companions);
    expect(loaded[1]!.companions).toBeUndefined();
  });
});
