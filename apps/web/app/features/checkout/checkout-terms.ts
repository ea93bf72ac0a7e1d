// What checkout says about money and cancellation, per cart item (spec §2 Checkout, §9).
import { cancellationDeadline, isFreeCancellation } from '@trails/domain/cancellation';
import { TOUR_TIME_ZONE } from '@trails/domain/constants';
import { formatDate } from '@trails/domain/format';

/** `sale_type` 1 books at once; any other value waits for the supplier (spec §3). */
export const INSTANT_BOOKING = 1;

const colomboTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: TOUR_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** When the money moves: charged now (instant tours) or held until the supplier confirms. */
export function chargeText(saleType: number | undefined, amount: string): string {
  if (saleType === undefined) {
    return `${amount}: the total is charged once confirmed, otherwise an authorization is held on your card.`;
  }
  return saleType === INSTANT_BOOKING
    ? `Instant confirmation: ${amount} is charged when you pay.`
    : `On request: ${amount} is held as an authorization on your card and charged only once the supplier confirms; if they cannot, the hold is released.`;
}

/** The latest a tour whose pick-up time is not known yet can start: the end of its day. */
const LATEST_PICKUP_TIME = '23:59';

/** Said of an item booked after its free-cancellation deadline, instead of a promise. */
export const NO_FREE_CANCELLATION =
  'This booking can no longer be cancelled free of charge: it starts in less than 24 hours (local time). Cancelling it will be a request to the supplier.';

/** The spec's promise, where the deadline itself cannot be said yet. */
export const FREE_CANCELLATION_PROMISE =
  'Free cancellation up to 24 hours (local time) before the start.';

/**
 * The free-cancellation promise with its deadline: 24 hours before the pick-up at the chosen
 * place, in Sri Lankan time — the same deadline the booking, its mails and its Cancel box give.
 * Until the tour's pick-up time is known the start is taken as 00:00 that day (the earliest,
 * so the deadline shown is never later than the real one).
 *
 * A deadline already gone by at `now` is no promise (ADR 284): booked now, cancelling is a
 * request to the supplier, and the review says so. Without the pick-up time that is certain
 * only once the day's latest start is less than 24 hours away; until then the promise is said
 * without a time.
 */
export function freeCancellationText(startDate: string, pickupTime?: string, now?: Date): string {
  const deadline = cancellationDeadline(startDate, pickupTime ?? null);
  if (now && !isFreeCancellation(now, startDate, pickupTime ?? null)) {
    if (pickupTime || !isFreeCancellation(now, startDate, LATEST_PICKUP_TIME)) {
      return NO_FREE_CANCELLATION;
    }
    return FREE_CANCELLATION_PROMISE;
  }
  return `Free cancellation up to 24 hours (local time) before the start: until ${formatDate(deadline)} ${colomboTime.format(deadline)} Sri Lanka time.`;
}
