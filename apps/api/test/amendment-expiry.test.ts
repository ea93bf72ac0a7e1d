// An amendment never stays pending past its trail (ADR 223): once it can no longer be applied —
// its tour date came, the booking completed, the hold guard rejected the booking — it ends by
// itself (2 Rejected, the traveller mailed) and a balance paid for it goes back once, also with
// two instances at once. Its payment's money once back, the ADR 220 sweep stops asking the
// provider. The sandbox provider's own books prove what moved; time is the app's clock.
import { tourStart } from '@trails/domain/cancellation';
import { API_MESSAGES, BOOKING_MAILS } from '@trails/domain/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import {
  expireAmendments,
  expireAmendmentsJob,
  findLapsedAmendmentsJob,
} from '../src/modules/bookings/amendment-expiry.ts';
import {
  bookingsWithAmendmentMoney,
  findAmendmentMoneyJob,
  giveBackAmendmentMoneyJob,
} from '../src/modules/bookings/amendment-sweep.ts';
import { completeBookingJob } from '../src/modules/bookings/completion.ts';
import { guardHoldJob } from '../src/modules/bookings/hold-guard.ts';
import { bearer } from './support/accounts.ts';
import { bookingState, paidBooking, sandboxTotals } from './support/bookings.ts';
import type { PaidBooking } from './support/bookings.ts';
import { submitCard } from './support/checkout.ts';
import type { BookableTour } from './support/checkout.ts';
import {
  amendmentWorld,
  lookAtAmendment,
  referenceOf,
  requestAdults,
} from './support/amendments.ts';
import type { TravellerAmendment } from './support/amendments.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
let second: FastifyInstance;
let token: string;
let adminToken: string;
let instant: BookableTour;
let onRequest: BookableTour;

beforeAll(async () => {
  ({ t, second, token, adminToken, instant, onRequest } = await amendmentWorld(
    'amendment.expiry@example.com',
  ));
}, 120_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});
afterEach(() => clockAt(null));

/** Both instances' clocks at an instant (null: the real time again). */
function clockAt(instantAt: Date | null) {
  for (const app of [t?.app, second]) {
    if (app) app.clock.now = () => (instantAt ? new Date(instantAt) : new Date());
  }
}

const minute = 60_000;
type Amendment = TravellerAmendment;
const look = (bookingId: number) => lookAtAmendment(t, token, bookingId);

/** A paid booking of `adults` with a pending request for `to` adults, its balance paid or not. */
async function amendedBooking(
  tour: BookableTour,
  { paid }: { paid: boolean },
): Promise<{ booking: PaidBooking; amendment: Amendment; link: string; balance: number }> {
  const booking = await paidBooking(t, token, tour, 2);
  await requestAdults(t, token, booking, 3);
  const requested = await look(booking.id);
  const link = requested.pay_link ?? '';
  if (paid) expect((await submitCard(t, link)).statusCode).toBeLessThan(400);
  const amendment = await look(booking.id);
  expect(amendment).toMatchObject({ status: 0, balance_paid: paid });
  return { booking, amendment, link, balance: Math.round(amendment.balance_amount * 100) };
}

/** The instant the booking's tour starts (its date and pick-up time in Colombo). */
async function startOf(booking: PaidBooking): Promise<Date> {
  const rows = await queryRows<{ pickup_time: string | null }>(
    t.db,
    sql`SELECT to_char(pickup_time, 'HH24:MI') AS pickup_time FROM tour_pickup_locations
      WHERE tour_id = ${booking.tourId} AND location_id = ${booking.locationId}`,
  );
  return tourStart(booking.date, rows[0]?.pickup_time ?? null);
}

async function amendmentRow(amendmentId: number) {
  const rows = await queryRows<{ status: number; given_back_at: Date | null }>(
    t.db,
    sql`SELECT status, given_back_at FROM booking_amendments WHERE id = ${amendmentId}`,
  );
  return { status: Number(rows[0]!.status), givenBack: rows[0]!.given_back_at !== null };
}

async function mailsAbout(reference: string) {
  return queryRows<{ subject: string; text_body: string }>(
    t.db,
    sql`SELECT subject, text_body FROM mail_outbox WHERE subject LIKE ${`%${reference}%`}
      ORDER BY id`,
  );
}

/** Both instances send the finder and run it and the jobs it sends at the same time. */
async function expiryOnBoth() {
  const kinds = [findLapsedAmendmentsJob, expireAmendmentsJob];
  await Promise.all([
    t.app.jobs.send(findLapsedAmendmentsJob, {}),
    second.jobs.send(findLapsedAmendmentsJob, {}),
  ]);
  return Promise.all([t.app.jobs.runDue(kinds), second.jobs.runDue(kinds)]);
}

async function expiry() {
  await t.app.jobs.send(findLapsedAmendmentsJob, {});
  return t.app.jobs.runDue([findLapsedAmendmentsJob, expireAmendmentsJob]);
}

describe('a pending amendment whose trail date comes', () => {
  it('waits until the tour starts, then ends by itself: Rejected, the paid balance back once on two instances at once, the traveller told', async () => {
    const { booking, amendment, link, balance } = await amendedBooking(instant, { paid: true });
    const startsAt = await startOf(booking);

    clockAt(new Date(startsAt.getTime() - minute));
    await expiry();
    expect(await amendmentRow(amendment.id)).toMatchObject({ status: 0 });

    clockAt(startsAt);
    await expiryOnBoth();
    expect(await amendmentRow(amendment.id)).toMatchObject({ status: 2 });
    expect(await sandboxTotals(t, referenceOf(link))).toMatchObject({
      captured: balance,
      refunded: balance,
    });
    const told = (await mailsAbout(booking.reference)).filter((m) =>
      m.subject.includes(BOOKING_MAILS.management['amendment-rejected'].traveller.subject),
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.text_body).toContain(BOOKING_MAILS.amendmentLapsed);
    // The booking is as it was; the supplier rejecting after all moves nothing more.
    expect(await bookingState(t, booking.id)).toMatchObject({
      adults: 2,
      amount_cents: booking.amountCents,
    });
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/ops/amendments/${amendment.id}/reject`,
      headers: bearer(adminToken),
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await expiry();
    expect((await sandboxTotals(t, referenceOf(link))).refunded).toBe(balance);
  });

  it('ends once when the completion step and the job run at the same moment', async () => {
    const { booking, amendment, link, balance } = await amendedBooking(instant, { paid: true });
    const now = await startOf(booking);
    const other = await t.openAnother();
    try {
      const deps = (db: typeof t.db) => ({
        db,
        config: t.app.config,
        provider: t.app.payments.provider,
      });
      const ended = await Promise.all([
        expireAmendments(deps(t.db), booking.id, now),
        expireAmendments(deps(other.db), booking.id, now),
      ]);
      expect(ended.sort()).toEqual([0, 1]);
    } finally {
      await other.close();
    }
    expect(await amendmentRow(amendment.id)).toMatchObject({ status: 2, givenBack: true });
    expect(await sandboxTotals(t, referenceOf(link))).toMatchObject({
      captured: balance,
      refunded: balance,
    });
    const told = (await mailsAbout(booking.reference)).filter((m) =>
      m.text_body.includes(BOOKING_MAILS.amendmentLapsed),
    );
    expect(told).toHaveLength(1);
  });

  it('cannot be approved once the tour started, before the job ended it', async () => {
    const { booking, amendment, link, balance } = await amendedBooking(instant, { paid: true });
    clockAt(await startOf(booking));
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/ops/amendments/${amendment.id}/approve`,
      headers: bearer(adminToken),
    });
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toBe(API_MESSAGES.bookingNoLongerAmendable);
    expect(await bookingState(t, booking.id)).toMatchObject({ adults: 2 });
    expect(await amendmentRow(amendment.id)).toMatchObject({ status: 0 });
    expect(await sandboxTotals(t, referenceOf(link))).toMatchObject({ refunded: 0 });
    expect(balance).toBeGreaterThan(0);
  });

  it('ends unpaid too; paid late after all, its money goes back and the sweep then stops watching it', async () => {
    const { booking, amendment, link, balance } = await amendedBooking(instant, { paid: false });
    clockAt(await startOf(booking));
    await expiry();
    expect(await amendmentRow(amendment.id)).toMatchObject({ status: 2, givenBack: false });
    // Unpaid: still watched for a late success.
    expect(await bookingsWithAmendmentMoney(t.db)).toContain(booking.id);

    // The traveller was still on the provider's page.
    expect((await submitCard(t, link)).statusCode).toBeLessThan(400);
    expect(await look(booking.id)).toMatchObject({ status: 2, balance_paid: false });
    expect(await sandboxTotals(t, referenceOf(link))).toMatchObject({
      captured: balance,
      refunded: balance,
    });
    // Given back: recorded, and the ADR 220 sweep asks the provider no more.
    expect(await amendmentRow(amendment.id)).toMatchObject({ givenBack: true });
    expect(await bookingsWithAmendmentMoney(t.db)).not.toContain(booking.id);
  });
});

describe('a pending amendment of a booking that can no longer be amended', () => {
  it('ends when the booking completes, its paid balance back once', async () => {
    const { booking, amendment, link, balance } = await amendedBooking(instant, { paid: true });
    // Well past the tour, before the lapse job ran: the completion step ends it.
    clockAt(new Date((await startOf(booking)).getTime() + 10 * 24 * 60 * minute));
    await Promise.all([
      t.app.jobs.send(completeBookingJob, { bookingId: booking.id }),
      second.jobs.send(completeBookingJob, { bookingId: booking.id }),
    ]);
    await Promise.all([
      t.app.jobs.runDue([completeBookingJob]),
      second.jobs.runDue([completeBookingJob]),
    ]);
    expect(await bookingState(t, booking.id)).toMatchObject({ status: 4 });
    expect(await amendmentRow(amendment.id)).toMatchObject({ status: 2, givenBack: true });
    expect(await sandboxTotals(t, referenceOf(link))).toMatchObject({ refunded: balance });
    await expiry();
    expect((await sandboxTotals(t, referenceOf(link))).refunded).toBe(balance);
  });

  it('completes the booking even when the provider refuses the lapsed balance’s refund for now; the sweep gives it back', async () => {
    const { booking, amendment, link, balance } = await amendedBooking(instant, { paid: true });
    clockAt(new Date((await startOf(booking)).getTime() + 10 * 24 * 60 * minute));
    const refusing = vi.spyOn(t.app.payments.provider, 'refund').mockImplementation(async () => {
      throw new Error('socket hang up');
    });
    await t.app.jobs.send(completeBookingJob, { bookingId: booking.id });
    const run = await t.app.jobs.runDue([completeBookingJob]);
    refusing.mockRestore();
    // The completion is not failed (and not sent to the dead-letter list) over money that is
    // the amendment sweep's to finish.
    expect(run).toMatchObject({ completed: 1, failed: 0 });
    expect(await bookingState(t, booking.id)).toMatchObject({ status: 4 });
    expect(await amendmentRow(amendment.id)).toMatchObject({ status: 2, givenBack: false });
    expect((await sandboxTotals(t, referenceOf(link))).refunded).toBe(0);

    await t.app.jobs.send(findAmendmentMoneyJob, {});
    await t.app.jobs.runDue([findAmendmentMoneyJob, giveBackAmendmentMoneyJob]);
    expect((await sandboxTotals(t, referenceOf(link))).refunded).toBe(balance);
  });

  it('ends when the hold guard rejects the booking, before the tour', async () => {
    const { booking, amendment, link, balance } = await amendedBooking(onRequest, { paid: true });
    const startsAt = await startOf(booking);
    // The guard releases an undecided hold two hours before the tour (ADR 206).
    clockAt(new Date(startsAt.getTime() - 90 * minute));
    await t.app.jobs.send(guardHoldJob, { bookingId: booking.id });
    await t.app.jobs.runDue([guardHoldJob]);
    expect(await bookingState(t, booking.id)).toMatchObject({
      status: 2,
      payment_status: 'released',
    });
    expect(await amendmentRow(amendment.id)).toMatchObject({ status: 0 });

    await expiryOnBoth();
    expect(await amendmentRow(amendment.id)).toMatchObject({ status: 2 });
    expect(await sandboxTotals(t, referenceOf(link))).toMatchObject({
      captured: balance,
      refunded: balance,
    });
  });

  it('runs every 15 minutes', async () => {
    expect(await t.app.jobs.schedules()).toEqual(
      expect.arrayContaining([
        { name: 'bookings.find-lapsed-amendments', cron: '*/15 * * * *', timeZone: 'UTC' },
      ]),
    );
  });
});
