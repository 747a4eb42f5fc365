import { FORM_DEFAULTS, type GenerationForm } from '@abstractly/contracts';
import { useEffect, useState } from 'react';
import { clearDraft, loadDraft, loadPrivateMode, saveDraft } from './draft-store.ts';

/** Typing a long text should not rewrite storage on every keystroke. */
const SAVE_DELAY_MS = 300;

const isDefault = (form: GenerationForm) =>
  (Object.keys(FORM_DEFAULTS) as (keyof GenerationForm)[]).every(
    (key) => form[key] === FORM_DEFAULTS[key],
  );

/**
 * The form state and the private-mode switch, restored from the draft on load and saved back as
 * they change.
 */
export function useFormDraft() {
  const [form, setForm] = useState<GenerationForm>(() => loadDraft());
  const [privateMode, setPrivateMode] = useState(() => loadPrivateMode());

  useEffect(() => {
    const timer = setTimeout(() => {
      // A blank form is no draft: keep the storage clean (Reset Form clears it).
      if (isDefault(form) && !privateMode) clearDraft();
      else saveDraft(form, undefined, { privateMode });
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, privateMode]);

  const setField = <K extends keyof GenerationForm>(name: K, value: GenerationForm[K]) =>
    setForm((current) => ({ ...current, [name]: value }));

  // Reset Form restores the form's defaults (seed §4); the private-mode switch is a choice about
  // where the text may go, not a form field, so it stays as the user set it.
  const reset = () => {
    clearDraft();
    setForm(FORM_DEFAULTS);
  };

  return { form, setForm, setField, reset, privateMode, setPrivateMode };
}
