// How many times a price and a checkout wait for the database (ADR 282). In a flash crowd each
// round trip's answer waits its turn in a busy event loop and pool (docs/benchmarks.md, 2026-12-01),
// so a traveller feels every one: a price is one read, a checkout's pricing one per cart item.
// Both engines: the round trips are counted where each engine's driver sends a statement.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PGliteThread } from '../src/db/pglite-remote.ts';
import { PreparingClient } from '../src/db/prepared-statements.ts';
import {
  bookableTour,
  checkoutItem,
  checkoutRequest,
  postCheckout,
  priceOf,
} from './support/checkout.ts';
import { createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The statements `work` sends to the database, each one round trip. */
async function roundTripsOf<T>(work: () => Promise<T>): Promise<{ result: T; trips: string[] }> {
  const trips: string[] = [];
  const count = (text: unknown) => {
    trips.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
  };
  const sendPg = PreparingClient.prototype.query;
  vi.spyOn(PreparingClient.prototype, 'query').mockImplementation(function (
    this: PreparingClient,
    ...args: unknown[]
  ) {
    count(args[0]);
    return sendPg.apply(this, args);
  });
  const sendPglite = PGliteThread.prototype.query;
  vi.spyOn(PGliteThread.prototype, 'query').mockImplementation(function (
    this: PGliteThread,
    ...args: Parameters<typeof sendPglite>
  ) {
    count(args[0]);
    return sendPglite.apply(this, args);
  });
  try {
    return { result: await work(), trips };
  } finally {
    vi.restoreAllMocks();
  }
}

describe('round trips of the booking path', () => {
  it('prices a party on a date in one round trip', async () => {
    const tour = await bookableTour(t, 1);
    await priceOf(t, tour); // a first run prepares the statement on its connection
    const { result, trips } = await roundTripsOf(() => priceOf(t, tour, 2, 1));
    expect(result).toBeGreaterThan(0);
    expect(trips).toHaveLength(1);
  });

  it('refuses an unknown tour and a past date in one round trip each, naming why', async () => {
    const tour = await bookableTour(t, 1);
    const unknown = await roundTripsOf(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/activity/cost',
        payload: { aid: 999_999, pul: tour.locationId, pud: tour.date, na: 1 },
      }),
    );
    expect(unknown.result.statusCode).toBe(404);
    expect(unknown.trips).toHaveLength(1);
    const past = await roundTripsOf(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/activity/cost',
        payload: { aid: tour.id, pul: tour.locationId, pud: '2020-01-01', na: 1 },
      }),
    );
    expect(past.result.json()).toMatchObject({ status: 'error', field: 'pud' });
    expect(past.trips).toHaveLength(1);
  });

  it('checks out a cart of two tours in six round trips: its count against the limit, a price per tour (at once), the reservation, the payment and its record', async () => {
    const first = await bookableTour(t, 1);
    const second = await bookableTour(t, 1, 1);
    const body = checkoutRequest(t, [
      checkoutItem(first, await priceOf(t, first)),
      checkoutItem(second, await priceOf(t, second)),
    ]);
    const { result, trips } = await roundTripsOf(() => postCheckout(t, body));
    expect(result.statusCode).toBe(200);
    // The write's count against the address's limit (this app keeps it in the database, as an
    // instance without REDIS_URL does), two prices (sent together), reserve_seats, the sandbox's
    // payment, the order's record.
    expect(trips).toHaveLength(6);
    expect(trips.filter((text) => text.includes('"adult_price_cents"'))).toHaveLength(2);
  });
});
