import { FORM_DEFAULTS, type GenerationForm } from '@abstractly/contracts';
import { useEffect, useState } from 'react';
import { clearDraft, loadDraft, saveDraft } from './draft-store.ts';

/** Typing a long text should not rewrite storage on every keystroke. */
const SAVE_DELAY_MS = 300;

const isDefault = (form: GenerationForm) =>
  (Object.keys(FORM_DEFAULTS) as (keyof GenerationForm)[]).every(
    (key) => form[key] === FORM_DEFAULTS[key],
  );

/** The form state, restored from the draft on load and saved back as it changes. */
export function useFormDraft() {
  const [form, setForm] = useState<GenerationForm>(() => loadDraft());

  useEffect(() => {
    const timer = setTimeout(() => {
      // A blank form is no draft: keep the storage clean (Reset Form clears it).
      if (isDefault(form)) clearDraft();
      else saveDraft(form);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form]);

  const setField = <K extends keyof GenerationForm>(name: K, value: GenerationForm[K]) =>
    setForm((current) => ({ ...current, [name]: value }));

  const reset = () => {
    clearDraft();
    setForm(FORM_DEFAULTS);
  };

  return { form, setForm, setField, reset };
}
