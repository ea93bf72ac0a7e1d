// What the amendment tests share: the traveller's request for more (or fewer) adults on the same
// date and pick-up, and their look at the booking's latest amendment, as the booking page shows it.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, logIn, registerAccount } from './accounts.ts';
import { insertAdmin, operatorToken } from './bookings.ts';
import type { PaidBooking } from './bookings.ts';
import { bookableTour } from './checkout.ts';
import type { BookableTour } from './checkout.ts';
import { anotherApp, createTestApp } from './harness.ts';
import type { TestApp } from './harness.ts';

/** The world of an amendment test file: a traveller, an admin, two tours, a second instance. */
export type AmendmentWorld = {
  t: TestApp;
  /** A second API instance on the same database, without workers: its runDue competes. */
  second: FastifyInstance;
  /** The traveller's session. */
  token: string;
  adminToken: string;
  /** A tour sold at once (captured on payment) and one on request (held until decided). */
  instant: BookableTour;
  onRequest: BookableTour;
};

export async function amendmentWorld(travellerEmail: string): Promise<AmendmentWorld> {
  const t = await createTestApp({ captchaProvider: 'off' });
  const token = await logIn(t, await registerAccount(t, { email: travellerEmail }));
  const adminToken = await operatorToken(t, await insertAdmin(t));
  const instant = await bookableTour(t, 1);
  const onRequest = await bookableTour(t, 2);
  const second = await anotherApp(t);
  return { t, second, token, adminToken, instant, onRequest };
}

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
