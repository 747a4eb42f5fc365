import { MESSAGES, type AbstractResult } from '@abstractly/contracts';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { SaveOutcome } from '../../lib/storage.ts';
import {
  addEntry,
  clearHistory,
  loadHistory,
  removeEntry,
  replaceEntry,
  saveHistory,
  toggleFavorite,
} from './history-store.ts';

function reportFailedSave(outcome: SaveOutcome) {
  if (outcome.ok) return;
  toast.error(outcome.reason === 'quota' ? 'Storage Full' : 'History Not Saved', {
    description:
      outcome.reason === 'quota'
        ? 'Your browser storage is full, so history could not be saved. The abstract stays on screen: download or copy it to keep it.'
        : 'This browser does not allow saving history. The abstract stays on screen: download or copy it to keep it.',
  });
}

/** The history list as state, persisted on every change (seed §4). */
export function useHistory() {
  const [entries, setEntries] = useState<AbstractResult[]>(() => loadHistory());
  // The latest list, so two quick changes never work from a stale copy.
  const current = useRef(entries);

  const commit = (next: AbstractResult[]) => {
    current.current = next;
    setEntries(next);
    reportFailedSave(saveHistory(next));
  };

  return {
    entries,
    add: (result: AbstractResult) => commit(addEntry(current.current, result)),
    /** The user edited a result's text (issue 13): history keeps the edited version. */
    update: (result: AbstractResult) => commit(replaceEntry(current.current, result)),
    toggleFavorite: (id: string) => commit(toggleFavorite(current.current, id)),
    remove: (id: string) => {
      commit(removeEntry(current.current, id));
      toast.success(MESSAGES.abstractDeleted);
    },
    clear: () => {
      current.current = [];
      setEntries([]);
      clearHistory();
      toast.success(MESSAGES.historyCleared);
    },
  };
}
