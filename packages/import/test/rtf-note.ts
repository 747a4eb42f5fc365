/** A short note for the RTF fixtures: non-ASCII text in several scripts, with a footnote, a link and a table. */
export const RTF_NOTE = {
  title: 'Café culture – “Überblick” of a survey',
  header: 'Working paper — not for citation',
  sections: [
    {
      heading: 'Introduction',
      paragraphs: [
        'We surveyed cafés in Lyon and Münster about naïve pricing rules and the résumés of their owners. The survey is described in the appendix and at the project site.',
        'Owners answered in French or German; the answers were coded twice, and the two coders agreed on 91% of them.',
      ],
    },
    {
      heading: 'Terms in other scripts',
      paragraphs: [
        'The Greek owners called it φιλοξενία (hospitality), and the Russian owners гостеприимство; both words appear in 12 answers.',
      ],
    },
  ],
  /** The start of the first paragraph, which carries the footnote mark, and the link that ends it. */
  footnoted:
    'We surveyed cafés in Lyon and Münster about naïve pricing rules and the résumés of their owners. The survey is described in the appendix',
  link: { text: 'and at the project site', href: 'https://example.org/survey' },
  /** Read after the body, under the notes' heading. */
  footnote: 'Footnote text that must not reach the body.',
  table: [
    ['Site', 'Cafés visited'],
    ['Quai du Rhône', '41'],
  ],
} as const;
