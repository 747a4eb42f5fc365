/**
 * The venue rules of journals.md as the local engine applies them: word cap, form, citations,
 * headings and keywords. The facts live in `@abstractly/contracts/venues`, shared with the AI path;
 * this adds what the engine needs of them: the venue's name in messages and its headings by part.
 */
import { JOURNAL_LABELS, type Journal } from '@abstractly/contracts/options';
import { PART_HEADINGS, VENUES as VENUE_FACTS, type Venue } from '@abstractly/contracts/venues';

/** The structured style's headings: one per part the engine composes (objective optional). */
export interface Headings {
  background: string;
  objective?: string;
  methods: string;
  results: string;
  conclusions: string;
}

export interface VenueRule extends Omit<Venue, 'headings'> {
  /** As messages name it. */
  name: string;
  /**
   * The venue's headings, the first of each part where several label one (AMA's "Interventions" and
   * "Main Outcomes and Measures" are methods too: an extract cannot fill them apart). Without a
   * background heading the objective's labels the opening group (Springer's "Purpose").
   */
  headings?: Headings;
}

function headingsByPart(venue: Venue): Headings | undefined {
  if (!venue.headings) return undefined;
  const first = (part: string) => venue.headings!.find((h) => h.part === part)?.label;
  const objective = first('objective');
  const background = first('background');
  return {
    background: background ?? objective ?? PART_HEADINGS.en.background,
    ...(background && objective ? { objective } : {}),
    methods: first('methods') ?? PART_HEADINGS.en.methods,
    results: first('results') ?? PART_HEADINGS.en.results,
    conclusions: first('conclusions') ?? PART_HEADINGS.en.conclusions,
  };
}

export const VENUES = Object.fromEntries(
  Object.entries(VENUE_FACTS).map(([id, venue]) => [
    id,
    { ...venue, name: JOURNAL_LABELS[id as Journal], headings: headingsByPart(venue) },
  ]),
) as Record<string, VenueRule>;

/** Default headings of the structured style (product.md). */
export const DEFAULT_HEADINGS: Headings = PART_HEADINGS.en;

/** The structured style's headings in each supported language. */
export const LOCALISED_HEADINGS: Record<string, Headings> = PART_HEADINGS;
