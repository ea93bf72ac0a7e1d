// Which dates can be booked, as a cart or an order review says it before checkout would refuse
// (ADR 272, 275). The API decides with the same rule (`lastBookableDate`) and a tour's lead time.
import { formatLocalDate } from './format.ts';
import { DATE_PASSED, dateTooFar } from './messages.ts';
import { lastBookableDate } from './tour-date.ts';
import type { LocalDate } from './tour-date.ts';

/**
 * Why a cart item's date can no longer be booked on `today` (Sri Lanka's date), or undefined:
 * it has passed, or it is past the booking horizon. A tour's own lead time and places are the
 * price check's to say.
 */
export function unbookableDate(date: LocalDate, today: LocalDate): string | undefined {
  if (date < today) return DATE_PASSED;
  const last = lastBookableDate(today);
  return date > last ? dateTooFar(formatLocalDate(last)) : undefined;
}
