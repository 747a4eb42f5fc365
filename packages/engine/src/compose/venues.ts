/**
 * The venue rules of journals.md as the local engine applies them: word cap, form, citations,
 * headings and keywords. The facts live in `@abstractly/contracts/venues`, shared with the AI path;
 * this adds what the engine needs of them: the venue's name in messages and its headings by part.
 */
import { JOURNAL_LABELS, type Journal } from '@abstractly/contracts/options';
import { labelParts, type PartLabels } from '@abstractly/contracts/plan';
import { PART_HEADINGS, VENUES as VENUE_FACTS, type Venue } from '@abstractly/contracts/venues';

/** The structured style's headings: one per part the engine composes (objective optional). */
export type Headings = PartLabels;

export interface VenueRule extends Omit<Venue, 'headings'> {
  /** As messages name it. */
  name: string;
  /** The venue's headings, the first of each part (contracts' labelParts). */
  headings?: Headings;
}

export const VENUES = Object.fromEntries(
  Object.entries(VENUE_FACTS).map(([id, venue]) => [
    id,
    {
      ...venue,
      name: JOURNAL_LABELS[id as Journal],
      headings: venue.headings && labelParts(venue.headings),
    },
  ]),
) as Record<string, VenueRule>;

/** Default headings of the structured style (product.md). */
export const DEFAULT_HEADINGS: Headings = PART_HEADINGS.en;

/** The structured style's headings in each supported language. */
export const LOCALISED_HEADINGS: Record<string, Headings> = PART_HEADINGS;
