/**
 * Build-time settings (Vite `VITE_*` variables). Everything here ends up in the browser bundle,
 * so it holds public values only: never an AI key.
 */

/**
 * Not a secret: with no Supabase project configured the page talks to the bundled server, which
 * ignores the key. A real project's public anon key replaces it through VITE_SUPABASE_ANON_KEY.
 */
export const LOCAL_ANON_KEY = 'abstractly-local-anon-key';

/** Where the promo sheet's links go when VITE_SISTER_APP_URL is not set (seed §9: not shown). */
export const DEFAULT_SISTER_APP_URL = 'https://example.com/';

const nonEmpty = (value: string | undefined) =>
  value !== undefined && value.trim() !== '' ? value.trim() : undefined;

/** Only absolute http(s) URLs are accepted, so a typo never turns into a broken relative link. */
export function httpUrlOr(value: string | undefined, fallback: string): string {
  const text = nonEmpty(value);
  if (text === undefined) return fallback;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : fallback;
  } catch {
    return fallback;
  }
}

/** The function's base URL: a Supabase project, or the page's own origin (the bundled server). */
export function supabaseUrl(): string {
  return httpUrlOr(import.meta.env.VITE_SUPABASE_URL, window.location.origin);
}

export function supabaseAnonKey(): string {
  return nonEmpty(import.meta.env.VITE_SUPABASE_ANON_KEY) ?? LOCAL_ANON_KEY;
}

export function sisterAppUrl(): string {
  return httpUrlOr(import.meta.env.VITE_SISTER_APP_URL, DEFAULT_SISTER_APP_URL);
}
