// POST /api/account/my-bookings/{id}/amendment-quote (ADR 311): the Amend Tour form's price of a
// change, as the request would price it — the extra seats a change on the booking's own date
// needs too, which the public estimate cannot count (it does not know the booking's own seats).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { travellerCount } from '@trails/domain/validation/booking-panel';
import { ApiError, browserApi, unwrap } from '../../../shared/api/client.ts';

/** A change of the Amend Tour form: a date, a pick-up and a party. */
export interface QuotedChange {
  readonly date: string;
  readonly locationId: number;
  readonly adults: number;
  readonly children: number;
  readonly infants: number;
}

export type AmendmentQuoteAnswer =
  | { readonly ok: true; readonly amount: number; readonly balance: number }
  /** What sending the request would answer: a place short, a date too soon, … */
  | { readonly ok: false; readonly message: string };

export async function quoteAmendment(
  bookingId: number,
  change: QuotedChange,
  signal?: AbortSignal,
): Promise<AmendmentQuoteAnswer> {
  try {
    const answer = await browserApi().POST('/api/account/my-bookings/{id}/amendment-quote', {
      params: { path: { id: bookingId } },
      body: {
        pud: change.date,
        pul: change.locationId,
        na: travellerCount(change.adults),
        nc: travellerCount(change.children),
        ni: travellerCount(change.infants),
      },
      signal,
    });
    const { amount, balance } = unwrap(answer).data;
    return { ok: true, amount, balance };
  } catch (error) {
    // The request's own refusals are the answer; anything else (no connection, a 5xx) is not.
    if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
      const first = error.errors && Object.values(error.errors)[0]?.[0];
      return { ok: false, message: first ?? error.message };
    }
    throw error;
  }
}

/**
 * The live quote of the form's change; asked only once the change is whole (a date and a
 * pick-up). While a new change's quote is on its way the last one stays (`isPlaceholderData`).
 */
export function useAmendmentQuote(bookingId: number, change: QuotedChange | undefined) {
  return useQuery({
    // Under 'account': logging out removes it with the rest of the account's answers.
    queryKey: [
      'account',
      'amendment-quote',
      bookingId,
      change?.date,
      change?.locationId,
      change?.adults,
      change?.children,
      change?.infants,
    ],
    queryFn: ({ signal }) => quoteAmendment(bookingId, change!, signal),
    enabled: change !== undefined,
    // Seats change as others book: a quote is kept a short while only.
    staleTime: 10_000,
    retry: false,
    placeholderData: change === undefined ? undefined : keepPreviousData,
  });
}
