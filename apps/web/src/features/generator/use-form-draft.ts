import { FORM_DEFAULTS, type GenerationForm } from '@abstractly/contracts';
import { startTransition, useEffect, useRef, useState } from 'react';
import type * as draftStore from './draft-store.ts';

/** Typing a long text should not rewrite storage on every keystroke. */
const SAVE_DELAY_MS = 300;

type DraftStore = typeof draftStore;

const isDefault = (form: GenerationForm) =>
  (Object.keys(FORM_DEFAULTS) as (keyof GenerationForm)[]).every(
    (key) => form[key] === FORM_DEFAULTS[key],
  );

function save(store: DraftStore, form: GenerationForm, privateMode: boolean) {
  // A blank form is no draft: keep the storage clean (Reset Form clears it).
  if (isDefault(form) && !privateMode) store.clearDraft();
  else store.saveDraft(form, undefined, { privateMode });
}

/**
 * The form state and the private-mode switch, restored from the draft on load and saved back as
 * they change.
 *
 * The page first renders the blank form (what the pre-rendered HTML shows, so the app takes it
 * over without a mismatch), then the draft store loads and fills in the draft. The store validates
 * with the request schema (zod), which is kept out of the first load that way. What the user
 * changed before the draft arrived wins over the draft.
 */
export function useFormDraft() {
  const [form, setForm] = useState<GenerationForm>(FORM_DEFAULTS);
  const [privateMode, setPrivate] = useState(false);
  // A ref, not state: the store arriving is no reason to render the page again.
  const store = useRef<DraftStore | null>(null);
  const touched = useRef(false);
  const latest = useRef({ form, privateMode });
  useEffect(() => {
    latest.current = { form, privateMode };
  });

  useEffect(() => {
    let live = true;
    void import('./draft-store.ts').then((loaded) => {
      if (!live) return;
      store.current = loaded;
      if (touched.current) {
        // Changed before the store arrived: save now what would have been saved then.
        save(loaded, latest.current.form, latest.current.privateMode);
        return;
      }
      // With no draft, loadDraft gives FORM_DEFAULTS itself and React has nothing to redo. A
      // draft is rendered in a transition: in short slices, like the hydration before it.
      startTransition(() => {
        setForm(loaded.loadDraft());
        setPrivate(loaded.loadPrivateMode());
      });
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    // Nothing is written before the stored draft was read: it would be overwritten unseen.
    const loaded = store.current;
    if (!loaded) return;
    const timer = setTimeout(() => save(loaded, form, privateMode), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, privateMode]);

  const setField = <K extends keyof GenerationForm>(name: K, value: GenerationForm[K]) => {
    touched.current = true;
    setForm((current) => ({ ...current, [name]: value }));
  };

  const setPrivateMode = (on: boolean) => {
    touched.current = true;
    setPrivate(on);
  };

  // Reset Form restores the form's defaults (seed §4); the private-mode switch is a choice about
  // where the text may go, not a form field, so it stays as the user set it.
  const reset = () => {
    touched.current = true;
    store.current?.clearDraft();
    setForm(FORM_DEFAULTS);
  };

  return { form, setField, reset, privateMode, setPrivateMode };
}
