/**
 * The form draft kept across reloads (product.md "Nothing lost"). Read back field by field with
 * the same schema the server uses, so a damaged or outdated draft can never put a bad value in
 * the form: each field that does not pass keeps its default.
 */
import {
  FORM_DEFAULTS,
  FORM_DRAFT_STORAGE_KEY,
  generateRequestSchema,
  type GenerationForm,
} from '@abstractly/contracts';
import { parseJson, readItem, removeItem, writeItem, type SaveOutcome } from '../../lib/storage.ts';

type FieldName = keyof GenerationForm;
const FIELD_NAMES = Object.keys(FORM_DEFAULTS) as FieldName[];

function acceptsField(name: FieldName, value: unknown): boolean {
  // The form holds '' for "not chosen yet"; that is its default, not a damaged value.
  if (typeof value !== typeof FORM_DEFAULTS[name]) return false;
  return generateRequestSchema.shape[name].safeParse(value).success;
}

export function loadDraft(storage?: Storage): GenerationForm {
  const raw = parseJson(readItem(FORM_DRAFT_STORAGE_KEY, storage));
  const form: Record<string, unknown> = { ...FORM_DEFAULTS };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return FORM_DEFAULTS;
  const record = raw as Record<string, unknown>;
  for (const name of FIELD_NAMES) {
    if (acceptsField(name, record[name])) form[name] = record[name];
  }
  return form as GenerationForm;
}

/**
 * Not a form field (it is never sent): the private-mode switch, kept beside the fields so it
 * persists with the draft.
 */
export const PRIVATE_MODE_KEY = 'generate_in_browser';

/** Whether the stored draft had private mode on; anything but `true` is off. */
export function loadPrivateMode(storage?: Storage): boolean {
  const raw = parseJson(readItem(FORM_DRAFT_STORAGE_KEY, storage));
  return (
    typeof raw === 'object' &&
    raw !== null &&
    (raw as Record<string, unknown>)[PRIVATE_MODE_KEY] === true
  );
}

export function saveDraft(
  form: GenerationForm,
  storage?: Storage,
  options: { privateMode?: boolean } = {},
): SaveOutcome {
  const draft = options.privateMode ? { ...form, [PRIVATE_MODE_KEY]: true } : form;
  return writeItem(FORM_DRAFT_STORAGE_KEY, JSON.stringify(draft), storage);
}

export function clearDraft(storage?: Storage): void {
  removeItem(FORM_DRAFT_STORAGE_KEY, storage);
}
