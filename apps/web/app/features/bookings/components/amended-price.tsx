// The Amend Tour form's price of the change, before it is sent (ADR 232): the party the form
// holds, priced as the request will price it, and what the difference means for the traveller.
import { MESSAGES } from '@trails/domain/messages';
import { parseDisplayDate } from '@trails/domain/tour-date';
import { usd } from '../../../shared/lib/money.ts';
import type { Booking } from '../api/get-my-booking.ts';
import { useAmendmentQuote } from '../api/quote-amendment.ts';
import * as styles from './bookings.css.ts';

/** A party the Amend Tour form holds: what it would ask the supplier for. */
export interface AmendedParty {
  readonly date: string;
  readonly locationId: number | undefined;
  readonly adults: number;
  readonly children: number;
  readonly infants: number;
}

/** The party the booking has now: the form's start. */
export function bookedParty(booking: Booking): AmendedParty {
  return {
    date: booking.start_date,
    locationId: booking.location_id ?? undefined,
    adults: booking.num_adults,
    children: booking.num_children,
    infants: booking.num_infants,
  };
}

function sameParty(a: AmendedParty, b: AmendedParty): boolean {
  return (
    a.date === b.date &&
    a.locationId === b.locationId &&
    a.adults === b.adults &&
    a.children === b.children &&
    a.infants === b.infants
  );
}

export function partyOf(form: HTMLFormElement): AmendedParty {
  const values = new FormData(form);
  const count = (name: string) => Number(values.get(name) ?? 0) || 0;
  const location = Number(values.get('pul'));
  return {
    // The date box's text (dd/mm/yyyy); '' while it names no day.
    date: parseDisplayDate(String(values.get('pud') ?? '')) ?? '',
    locationId: Number.isInteger(location) && location > 0 ? location : undefined,
    adults: count('na'),
    children: count('nc'),
    infants: count('ni'),
  };
}

/**
 * What a new price means for the traveller, before they send the request: the difference to
 * pay (a payment link comes with the request) or to get back (once the supplier approves).
 */
export function amendedPriceText(newAmount: number, bookingAmount: number): string {
  const cents = Math.round(newAmount * 100) - Math.round(bookingAmount * 100);
  const price = `New price ${usd(newAmount)}`;
  if (cents > 0)
    return `${price}: ${usd(cents / 100)} more to pay, by the link that comes with the request.`;
  if (cents < 0) return `${price}: ${usd(-cents / 100)} back to you once the supplier approves.`;
  return `${price}: the same as now.`;
}

/** The amended party's price as the form changes (scripts only; the request prices it again). */
export function AmendedPrice({
  booking,
  party,
}: {
  readonly booking: Booking;
  readonly party: AmendedParty;
}) {
  const unchanged = sameParty(party, bookedParty(booking));
  // Asked of the booking itself, as the request will price it (ADR 311): on its own date only
  // the extra seats must fit, and its lead time is not checked again.
  const whole = !unchanged && party.date !== '' && party.locationId !== undefined;
  const quote = useAmendmentQuote(
    booking.id,
    whole ? { ...party, locationId: party.locationId! } : undefined,
  );
  const answer = quote.data;
  let text: string;
  // The form opens on the booking as it stands: its price is known, so it is said at once
  // instead of an empty line the traveller reads as "no price" (found by a tester). Nothing is
  // asked of the API for it; the difference it is measured against is the same booking_amount.
  // Beyond the spec, like the form's other price lines (ADR 232); to move to @trails/domain/messages.
  if (unchanged) text = `Price now ${usd(booking.booking_amount)}: no change yet.`;
  else if (!party.date) text = 'Choose a pick-up date to see the new price.';
  else if (party.locationId === undefined) text = 'Choose a pick-up location to see the new price.';
  else if (quote.isError) text = 'This change cannot be priced just now: sending it prices it.';
  // Offline, the query waits for the connection: said, instead of "Pricing…" for as long.
  else if (quote.fetchStatus === 'paused') text = MESSAGES.priceWaitsForConnection;
  // The last change's price is kept while this one's is on its way: never say it as this one's.
  else if (!answer || quote.isPlaceholderData) text = 'Pricing your change…';
  else if (answer.ok) text = amendedPriceText(answer.amount, booking.booking_amount);
  else text = answer.message;
  return (
    <p className={styles.notice} role="status" aria-live="polite">
      {text}
    </p>
  );
}
