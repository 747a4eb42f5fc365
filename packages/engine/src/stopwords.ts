/** A small English stopword list; the local-engine issue makes this language-aware. */
const EN = new Set(
  'a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves may might must shall using used use based however thus therefore paper study work show shows shown results result method methods approach new one two three well first second within without via per et al e g i fig table section'.split(
    ' ',
  ),
);

export function isStopword(word: string): boolean {
  return EN.has(word.toLowerCase()) || /^\d/.test(word);
}
