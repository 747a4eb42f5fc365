import { FORM_DEFAULTS, FORM_DRAFT_STORAGE_KEY } from '@abstractly/contracts';
import { describe, expect, it } from 'vitest';
import { FILLED_FORM, fullStorage } from '../../testing/fixtures.ts';
import { clearDraft, loadDraft, loadPrivateMode, saveDraft } from './draft-store.ts';

describe('form draft (product.md "Nothing lost")', () => {
  it('gives the defaults when nothing is stored', () => {
    expect(loadDraft()).toEqual(FORM_DEFAULTS);
  });

  it('round-trips a filled form, optional fields included', () => {
    const form = {
      ...FILLED_FORM,
      optimize_for_journal: 'ieee' as const,
      custom_instructions: 'No first person.',
      creativity_level: 70,
    };
    saveDraft(form);
    expect(loadDraft()).toEqual(form);
  });

  it.each([
    ['bad JSON', '{oops'],
    ['an array', '[1,2]'],
    ['a string', '"text"'],
  ])('gives the defaults for %s', (_name, raw) => {
    localStorage.setItem(FORM_DRAFT_STORAGE_KEY, raw);
    expect(loadDraft()).toEqual(FORM_DEFAULTS);
  });

  it('keeps the valid fields and drops each damaged one', () => {
    localStorage.setItem(
      FORM_DRAFT_STORAGE_KEY,
      JSON.stringify({
        research_title: 'Kept',
        research_content: 42,
        research_field: 'astrology',
        academic_level: 'phd',
        word_count_target: 260,
        creativity_level: 52,
        technicality_level: 100,
        include_citations: 'yes',
        language: 'it',
        optimize_for_journal: null,
        custom_instructions: 'x'.repeat(5000),
      }),
    );
    expect(loadDraft()).toEqual({
      ...FORM_DEFAULTS,
      research_title: 'Kept',
      academic_level: 'phd',
      technicality_level: 100,
    });
  });

  it('clearDraft removes the key', () => {
    saveDraft(FILLED_FORM);
    clearDraft();
    expect(localStorage.getItem(FORM_DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('reports a full storage instead of throwing', () => {
    expect(saveDraft(FILLED_FORM, fullStorage())).toEqual({ ok: false, reason: 'quota' });
  });

  it('keeps the private-mode switch beside the fields, never as one of them', () => {
    saveDraft(FILLED_FORM, undefined, { privateMode: true });
    expect(loadPrivateMode()).toBe(true);
    expect(loadDraft()).toEqual(FILLED_FORM);
    saveDraft(FILLED_FORM);
    expect(loadPrivateMode()).toBe(false);
    expect(localStorage.getItem(FORM_DRAFT_STORAGE_KEY)).not.toContain('generate_in_browser');
  });

  it.each(['"yes"', '1', 'null', '[true]'])('reads private mode %s as off', (value) => {
    localStorage.setItem(FORM_DRAFT_STORAGE_KEY, `{"generate_in_browser":${value}}`);
    expect(loadPrivateMode()).toBe(false);
  });
});
