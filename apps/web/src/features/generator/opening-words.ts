/** A passage's opening words on one line, with "…" when it goes on: a short quote of it. */
export function openingWords(text: string, words: number): string {
  const parts = text.replace(/\s+/gu, ' ').trim().split(' ');
  return parts.length > words ? `${parts.slice(0, words).join(' ')}…` : parts.join(' ');
}
