// What the amendment tests share: the traveller's request for more (or fewer) adults on the same
// date and pick-up, and their look at the booking's latest amendment, as the booking page shows it.
import { expect } from 'vitest';
import { bearer } from './accounts.ts';
import type { PaidBooking } from './bookings.ts';
import type { TestApp } from './harness.ts';

/** An amendment as the traveller's booking page reads it. */
export type TravellerAmendment = {
  id: number;
  status: number;
  pay_link: string | null;
  balance_paid: boolean;
  balance_amount: number;
};

/** The provider's reference of a payment page's address (its last segment). */
export const referenceOf = (link: string) => new URL(link).pathname.split('/').pop()!;

/** The traveller's look at the booking (its page): its latest amendment. */
export async function lookAtAmendment(
  t: TestApp,
  token: string,
  bookingId: number,
): Promise<TravellerAmendment> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/account/my-bookings/show/${bookingId}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.ammendments as TravellerAmendment[]).at(-1)!;
}

/** Asks for `adults` adults on the booking's own date and pick-up; expects it taken. */
export async function requestAdults(
  t: TestApp,
  token: string,
  booking: PaidBooking,
  adults: number,
): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/booking/ammend',
    payload: {
      aid: booking.tourId,
      pud: booking.date,
      pul: booking.locationId,
      na: adults,
      nc: 0,
      ni: 0,
      amount: 1,
      booking: booking.id,
    },
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
}
