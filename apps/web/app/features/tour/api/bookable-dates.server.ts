// A tour's bookable dates as the page first draws them: from the first, past the tour's lead time
// (the same from every pick-up place), to the last, a year ahead (ADR 272). Asked by the server,
// so the booking panel says "Earliest date" before a place is chosen, and without scripts too
// (before, only the browser asked, once a place was chosen; a page without scripts never said it).
import { lastBookableDate } from '@trails/domain/tour-date';
import type { LocalDate } from '@trails/domain/tour-date';
import type { ApiClient } from '../../../shared/api/client.ts';
import type { BookableDates } from '../booking-preset.ts';

/**
 * The tour's first and last bookable dates from `today` (Sri Lanka's), or undefined when the API
 * does not answer: the panel then waits for a place, as before.
 */
export async function bookableDates(
  api: ApiClient,
  tourId: number,
  today: LocalDate,
): Promise<BookableDates | undefined> {
  try {
    const answer = await api.GET('/api/activity/availability', {
      params: { query: { id: tourId, month: today.slice(0, 7) } },
    });
    const first = answer.data?.data.min_date;
    return first ? { first, last: lastBookableDate(today) } : undefined;
  } catch {
    return undefined;
  }
}
