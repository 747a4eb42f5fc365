/**
 * Re-checks an abstract as the user types: one check after a pause in typing, never
 * blocking it; an answer for text that has changed since is dropped, so findings always point
 * into the text on screen.
 */
import { MAX_ABSTRACT_CHARS, type CheckData, type CheckRequest } from '@abstractly/contracts';
import { useEffect, useRef, useState } from 'react';
import { checkAbstractText } from './api/check-abstract.ts';

/** How long typing must pause before a check is sent. */
export const CHECK_DEBOUNCE_MS = 400;

export type CheckSettings = Omit<Partial<Record<keyof CheckRequest, unknown>>, 'abstract'>;

export interface AbstractCheck {
  /** The last check's answer, for `text` (undefined until the first one arrives). */
  data?: CheckData | undefined;
  text?: string | undefined;
  /** A check is due or under way for the text as it is now. */
  checking: boolean;
  error?: string | undefined;
}

/**
 * `settings` must keep its identity while its values stay the same (useMemo): a new object is a
 * new check, and the paper in it is up to a million characters, so it is never compared by value.
 */
export function useAbstractCheck(
  abstract: string,
  settings: CheckSettings,
  mode: 'server' | 'browser',
  onChecked?: (data: CheckData, text: string) => void,
): AbstractCheck {
  const [answer, setAnswer] = useState<{
    text: string;
    settings: CheckSettings;
    data?: CheckData;
    error?: string;
  } | null>(null);
  const latest = useRef(abstract);
  const callback = useRef(onChecked);
  useEffect(() => {
    latest.current = abstract;
    callback.current = onChecked;
  });

  const tooLong = abstract.length > MAX_ABSTRACT_CHARS;
  useEffect(() => {
    // Nothing to check, or more than the function accepts: no request at all.
    if (abstract.trim() === '' || tooLong) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      const body = { ...settings, abstract };
      void checkAbstractText(body, mode).then((outcome) => {
        // The user typed on meanwhile: this answer is about text that is gone.
        if (cancelled || latest.current !== abstract) return;
        if (outcome.ok) {
          setAnswer({ text: abstract, settings, data: outcome.data });
          callback.current?.(outcome.data, abstract);
        } else
          setAnswer((current) => ({
            ...current,
            text: abstract,
            settings,
            error: outcome.message,
            data: current?.data,
          }));
      });
    }, CHECK_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [abstract, settings, mode, tooLong]);

  if (tooLong)
    return {
      checking: false,
      error: `Too long to check: an abstract is checked up to ${MAX_ABSTRACT_CHARS.toLocaleString('en')} characters.`,
    };
  const answered = answer?.text === abstract && answer.settings === settings;
  return {
    data: answer?.data,
    text: answer?.error ? undefined : answer?.text,
    checking: abstract.trim() !== '' && !answered,
    error: answered ? answer.error : undefined,
  };
}
