import { MESSAGES, type AbstractResult } from '@abstractly/contracts';
import { startTransition, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { SaveOutcome } from '../../lib/storage.ts';
import type * as historyStore from './history-store.ts';

type HistoryStore = typeof historyStore;

function reportFailedSave(outcome: SaveOutcome) {
  if (outcome.ok) return;
  toast.error(outcome.reason === 'quota' ? 'Storage Full' : 'History Not Saved', {
    description:
      outcome.reason === 'quota'
        ? 'Your browser storage is full, so history could not be saved. The abstract stays on screen: download or copy it to keep it.'
        : 'This browser does not allow saving history. The abstract stays on screen: download or copy it to keep it.',
  });
}

/**
 * The history list as state, persisted on every change (seed §4).
 *
 * The store is loaded after the first render: reading entries back validates them with the result
 * schema (zod), which the first load does without. Every change waits for the stored list, so a
 * result generated before it was read is added to it, never written over it.
 */
export function useHistory() {
  const [entries, setEntries] = useState<AbstractResult[]>([]);
  // The latest list, so two quick changes never work from a stale copy.
  const current = useRef(entries);
  const store = useRef<Promise<HistoryStore> | null>(null);

  const ready = () => {
    store.current ??= import('./history-store.ts').then((loaded) => {
      const stored = loaded.loadHistory();
      // An empty history changes nothing on screen; a stored one renders in short slices.
      if (stored.length > 0) {
        current.current = stored;
        startTransition(() => setEntries(stored));
      }
      return loaded;
    });
    return store.current;
  };

  useEffect(() => {
    void ready();
  }, []);

  const commit = (change: (store: HistoryStore, list: AbstractResult[]) => AbstractResult[]) =>
    void ready().then((loaded) => {
      const next = change(loaded, current.current);
      current.current = next;
      setEntries(next);
      reportFailedSave(loaded.saveHistory(next));
    });

  return {
    entries,
    add: (result: AbstractResult) => commit((loaded, list) => loaded.addEntry(list, result)),
    /** The user edited a result's text: history keeps the edited version. */
    update: (result: AbstractResult) => commit((loaded, list) => loaded.replaceEntry(list, result)),
    toggleFavorite: (id: string) => commit((loaded, list) => loaded.toggleFavorite(list, id)),
    remove: (id: string) => {
      commit((loaded, list) => loaded.removeEntry(list, id));
      toast.success(MESSAGES.abstractDeleted);
    },
    clear: () =>
      void ready().then((loaded) => {
        current.current = [];
        setEntries([]);
        loaded.clearHistory();
        toast.success(MESSAGES.historyCleared);
      }),
  };
}
