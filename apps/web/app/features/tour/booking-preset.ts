// A search's date and places go with the traveller to a tour opened from its results: the tour
// page's booking panel starts on that date and, where the tour picks up at one of the places, at
// the first such place. Without it a traveller who searched "Kandy, 15/01/2027" chose both again
// on every tour they opened (ADR 251).
import { isLocalDate } from '@trails/domain/tour-date';
import type { LocalDate } from '@trails/domain/tour-date';
import { idList } from '../../shared/lib/id-list.ts';

export interface BookingPreset {
  readonly date: LocalDate | undefined;
  readonly locationId: number | undefined;
}

export const NO_PRESET: BookingPreset = { date: undefined, locationId: undefined };

/** A tour's first bookable date (past its lead time) and its last (a year ahead, ADR 272). */
export interface BookableDates {
  readonly first: LocalDate;
  readonly last: LocalDate;
}

/** The query a result's link carries ('' when the search has no date and no place). */
export function presetQuery(search: {
  readonly date: string | undefined;
  readonly location: readonly number[];
}): string {
  const params = new URLSearchParams();
  if (search.date) params.set('date', search.date);
  if (search.location.length) params.set('location', search.location.join(','));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The panel's start from a tour page's query: a date from `today` on (an old link's passed date is
 * left out), and the first of the places the tour picks up at.
 */
export function readPreset(
  params: URLSearchParams,
  pickupIds: readonly number[],
  today: LocalDate,
): BookingPreset {
  const date = params.get('date') ?? '';
  return {
    date: isLocalDate(date) && date >= today ? date : undefined,
    locationId: idList(params.getAll('location')).find((id) => pickupIds.includes(id)),
  };
}
