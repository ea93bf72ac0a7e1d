// No amendment money kept by mistake (ADR 220): money an amendment's payment takes after the
// amendment stopped waiting (rejected, withdrawn by a cancellation), a replaced payment's late
// success (ADR 219) and a decision's refund a provider error cut short all go back once — at the
// next look, through the provider's webhook, and by the sweep job when nobody looks, also with
// two instances at once. The sandbox provider's own books prove what moved.
import { API_MESSAGES } from '@trails/domain/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import {
  findAmendmentMoneyJob,
  giveBackAmendmentMoneyJob,
} from '../src/modules/bookings/amendment-sweep.ts';
import { giveMoneyBack } from '../src/modules/bookings/cancellation.ts';
import { giveBackAmendmentMoney } from '../src/modules/bookings/service.ts';
import { bearer } from './support/accounts.ts';
import { bookingState, paidBooking, sandboxTotals } from './support/bookings.ts';
import type { PaidBooking } from './support/bookings.ts';
import { CARDS, submitCard } from './support/checkout.ts';
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
    'amendment.money@example.com',
  ));
}, 120_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const deps = () => ({ db: t.db, config: t.app.config, provider: t.app.payments.provider });

function post(url: string, as = token) {
  return t.app.inject({ method: 'POST', url, headers: bearer(as) });
}
const reject = (amendmentId: number) =>
  post(`/api/ops/amendments/${amendmentId}/reject`, adminToken);
const approve = (amendmentId: number) =>
  post(`/api/ops/amendments/${amendmentId}/approve`, adminToken);
const cancel = (bookingId: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/account/my-bookings/cancel/${bookingId}`,
    headers: bearer(token),
  });
type Amendment = TravellerAmendment;
const look = (bookingId: number) => lookAtAmendment(t, token, bookingId);

/** A paid booking of `adults` with a pending request for `to` adults. */
async function amendedBooking(
  adults = 2,
  to = 3,
  tour = instant,
): Promise<{ booking: PaidBooking; amendment: Amendment; link: string }> {
  const booking = await paidBooking(t, token, tour, adults);
  await requestAdults(t, token, booking, to);
  const amendment = await look(booking.id);
  return { booking, amendment, link: amendment.pay_link ?? '' };
}

/** Money the traveller has at the provider on a payment: captured less refunded. */
async function kept(reference: string): Promise<number> {
  const totals = await sandboxTotals(t, reference);
  return totals.captured - totals.refunded;
}

/** Sends the finder (as a scheduler would) and runs it and the jobs it sends. */
async function sweep() {
  await t.app.jobs.send(findAmendmentMoneyJob, {});
  return t.app.jobs.runDue([findAmendmentMoneyJob, giveBackAmendmentMoneyJob]);
}

/** Both instances send the finder and run the same kinds at the same time. */
async function sweepOnBoth() {
  const kinds = [findAmendmentMoneyJob, giveBackAmendmentMoneyJob];
  await Promise.all([
    t.app.jobs.send(findAmendmentMoneyJob, {}),
    second.jobs.send(findAmendmentMoneyJob, {}),
  ]);
  return Promise.all([t.app.jobs.runDue(kinds), second.jobs.runDue(kinds)]);
}

describe('money an amendment’s payment takes after the amendment stopped waiting', () => {
  it('is given back at the next look when the traveller paid after the supplier rejected, once; the balance never counts', async () => {
    const { booking, amendment, link } = await amendedBooking();
    // The traveller is on the provider's page; the supplier rejects; then the card goes through.
    expect((await reject(amendment.id)).statusCode).toBe(200);
    expect((await submitCard(t, link)).statusCode).toBeLessThan(400);
    const balance = Math.round(amendment.balance_amount * 100);
    expect(await kept(referenceOf(link))).toBe(balance);

    expect(await look(booking.id)).toMatchObject({ status: 2, balance_paid: false });
    expect(await kept(referenceOf(link))).toBe(0);
    // Looking again, and the sweep, move nothing more.
    await look(booking.id);
    await sweep();
    expect(await sandboxTotals(t, referenceOf(link))).toMatchObject({
      captured: balance,
      refunded: balance,
    });
    expect(await bookingState(t, booking.id)).toMatchObject({
      adults: 2,
      amount_cents: booking.amountCents,
    });
  });

  it('is given back through the provider’s webhook without anyone looking, once when a look races the job', async () => {
    const { booking, amendment, link } = await amendedBooking();
    expect((await reject(amendment.id)).statusCode).toBe(200);
    expect((await submitCard(t, link)).statusCode).toBeLessThan(400);
    // The processor notifies us of the payment: the booking's job is sent at once.
    expect(await t.app.payments.deliverWebhooks()).toBeGreaterThanOrEqual(1);
    expect(
      await t.app.jobs.find(giveBackAmendmentMoneyJob, { key: `booking-${booking.id}` }),
    ).toHaveLength(1);
    // The traveller opens the booking at the moment the job runs: one refund.
    await Promise.all([t.app.jobs.runDue([giveBackAmendmentMoneyJob]), look(booking.id)]);
    const balance = Math.round(amendment.balance_amount * 100);
    expect(await sandboxTotals(t, referenceOf(link))).toMatchObject({
      captured: balance,
      refunded: balance,
    });
  });

  it('is given back by the sweep, once on two instances at once, when paid after the booking was cancelled', async () => {
    const { booking, amendment, link } = await amendedBooking();
    expect((await cancel(booking.id)).statusCode).toBe(200);
    expect(await bookingState(t, booking.id)).toMatchObject({ payment_status: 'refunded' });
    expect((await submitCard(t, link)).statusCode).toBeLessThan(400);
    const balance = Math.round(amendment.balance_amount * 100);
    expect(await kept(referenceOf(link))).toBe(balance);

    await sweepOnBoth();
    expect(await sandboxTotals(t, referenceOf(link))).toMatchObject({
      captured: balance,
      refunded: balance,
    });
    await sweep();
    expect((await sandboxTotals(t, referenceOf(link))).refunded).toBe(balance);
  });

  it('shares the cancellation’s refund: both at once give the withdrawn amendment’s money back once', async () => {
    const { booking, amendment, link } = await amendedBooking();
    // The cancellation's refund fails (the processor's network); the booking still holds money.
    const failed = vi.spyOn(t.app.payments.provider, 'refund').mockImplementationOnce(async () => {
      throw new Error('socket hang up');
    });
    expect((await cancel(booking.id)).statusCode).toBe(503);
    failed.mockRestore();
    expect((await submitCard(t, link)).statusCode).toBeLessThan(400);

    // The owed-refund job (ADR 214) and the amendment sweep at the same moment.
    await Promise.all([
      giveMoneyBack(deps(), booking.id),
      giveBackAmendmentMoney(deps(), booking.id),
    ]);
    const balance = Math.round(amendment.balance_amount * 100);
    expect(await sandboxTotals(t, referenceOf(link))).toMatchObject({
      captured: balance,
      refunded: balance,
    });
    expect(await bookingState(t, booking.id)).toMatchObject({
      status: 3,
      payment_status: 'refunded',
    });
    expect((await sandboxTotals(t, booking.providerReference)).refunded).toBe(booking.amountCents);
  });

  it('never counts as the balance when it lands while the supplier rejects', async () => {
    const { booking, amendment, link } = await amendedBooking();
    const provider = t.app.payments.provider;
    const fetchPayment = provider.fetchPayment.bind(provider);
    // The traveller's look reads the amendment as waiting; before it asks the provider, the
    // supplier rejects (seeing nothing paid) and the card goes through.
    vi.spyOn(provider, 'fetchPayment').mockImplementationOnce(async (reference) => {
      expect((await reject(amendment.id)).statusCode).toBe(200);
      expect((await submitCard(t, link)).statusCode).toBeLessThan(400);
      return fetchPayment(reference);
    });
    await look(booking.id);
    expect(await look(booking.id)).toMatchObject({ status: 2, balance_paid: false });
    expect(await kept(referenceOf(link))).toBe(0);
  });
});

describe('the sweep, when nobody looks', () => {
  it('gives back a replaced payment’s late success, once on two instances at once; the new payment still pays the balance', async () => {
    const { booking, amendment, link: first } = await amendedBooking();
    expect(
      (await submitCard(t, first, { action: 'pay', card_number: CARDS.declined })).statusCode,
    ).toBeLessThan(400);
    const again = await post(`/api/account/amendments/${amendment.id}/pay`);
    const second = again.json().data.pay_link as string;
    // The processor takes the declined payment after all (a late success).
    await t.db.execute(
      sql`UPDATE sandbox_payments SET status = 'open' WHERE reference = ${referenceOf(first)}`,
    );
    expect((await submitCard(t, first)).statusCode).toBeLessThan(400);
    const balance = Math.round(amendment.balance_amount * 100);
    expect(await kept(referenceOf(first))).toBe(balance);

    await sweepOnBoth();
    expect(await sandboxTotals(t, referenceOf(first))).toMatchObject({
      captured: balance,
      refunded: balance,
    });
    const replaced = await queryRows<{ given_back_at: Date | null }>(
      t.db,
      sql`SELECT given_back_at FROM booking_amendment_payments
        WHERE payment_reference = ${referenceOf(first)}`,
    );
    expect(replaced[0]?.given_back_at).not.toBeNull();
    // The new payment is the balance: paid, counted, kept.
    expect((await submitCard(t, second)).statusCode).toBeLessThan(400);
    await sweep();
    expect(await look(booking.id)).toMatchObject({ status: 0, balance_paid: true });
    expect(await kept(referenceOf(second))).toBe(balance);
  });

  it('refunds a rejected balance whose refund a provider error cut short', async () => {
    const { amendment, link } = await amendedBooking();
    expect((await submitCard(t, link)).statusCode).toBeLessThan(400);
    const failed = vi.spyOn(t.app.payments.provider, 'refund').mockImplementationOnce(async () => {
      throw new Error('socket hang up');
    });
    const rejected = await reject(amendment.id);
    expect(rejected.statusCode).toBe(503);
    // The supplier is told nothing more is asked of them: the sweep finishes it.
    expect(rejected.json().message).toBe(API_MESSAGES.amendmentMoneyPending);
    expect(API_MESSAGES.amendmentMoneyPending).toMatch(/We keep trying/);
    failed.mockRestore();
    const balance = Math.round(amendment.balance_amount * 100);
    expect(await kept(referenceOf(link))).toBe(balance);

    await sweepOnBoth();
    expect(await sandboxTotals(t, referenceOf(link))).toMatchObject({ refunded: balance });
    // The supplier deciding again after all moves nothing more (the same key).
    expect((await reject(amendment.id)).statusCode).toBe(200);
    expect((await sandboxTotals(t, referenceOf(link))).refunded).toBe(balance);
  });

  it('gives back an approved negative balance whose refund a provider error cut short', async () => {
    const { booking, amendment } = await amendedBooking(3, 2);
    const back = -Math.round(amendment.balance_amount * 100);
    expect(back).toBeGreaterThan(0);
    const failed = vi.spyOn(t.app.payments.provider, 'refund').mockImplementationOnce(async () => {
      throw new Error('socket hang up');
    });
    expect((await approve(amendment.id)).statusCode).toBe(503);
    failed.mockRestore();
    expect((await sandboxTotals(t, booking.providerReference)).refunded).toBe(0);

    await sweepOnBoth();
    expect((await sandboxTotals(t, booking.providerReference)).refunded).toBe(back);
    await sweep();
    expect((await approve(amendment.id)).statusCode).toBe(200);
    expect((await sandboxTotals(t, booking.providerReference)).refunded).toBe(back);
    expect(await bookingState(t, booking.id)).toMatchObject({
      adults: 2,
      amount_cents: booking.amountCents - back,
    });
  });

  // ADR 227: the operation is the one chosen at the approval, whatever the payment became since.
  it('releases, never refunds, a held booking’s approved negative balance when the supplier captured it before the sweep', async () => {
    const { booking, amendment } = await amendedBooking(3, 2, onRequest);
    const back = -Math.round(amendment.balance_amount * 100);
    expect(back).toBeGreaterThan(0);
    expect((await bookingState(t, booking.id)).payment_status).toBe('authorized');
    const failed = vi.spyOn(t.app.payments.provider, 'release').mockImplementationOnce(async () => {
      throw new Error('socket hang up');
    });
    expect((await approve(amendment.id)).statusCode).toBe(503);
    failed.mockRestore();
    // The supplier confirms: the capture takes the lowered amount.
    const confirmed = await post(`/api/ops/bookings/${booking.id}/confirm`, adminToken);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const lowered = booking.amountCents - back;
    expect(await kept(booking.providerReference)).toBe(lowered);

    await sweepOnBoth();
    await sweep();
    // Charged the amended price: nothing refunded on top of the smaller capture.
    expect(await sandboxTotals(t, booking.providerReference)).toMatchObject({
      captured: lowered,
      refunded: 0,
    });
  });

  it('refunds a captured booking’s approved negative balance after the traveller cancelled, on top of the cancellation’s refund', async () => {
    const { booking, amendment } = await amendedBooking(3, 2);
    const back = -Math.round(amendment.balance_amount * 100);
    const failed = vi.spyOn(t.app.payments.provider, 'refund').mockImplementationOnce(async () => {
      throw new Error('socket hang up');
    });
    expect((await approve(amendment.id)).statusCode).toBe(503);
    failed.mockRestore();
    // The cancellation gives back the booking's charge, which the approval lowered by `back`.
    const cancelled = await cancel(booking.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await kept(booking.providerReference)).toBe(back);

    await sweepOnBoth();
    await sweep();
    expect(await kept(booking.providerReference)).toBe(0);
    expect((await sandboxTotals(t, booking.providerReference)).refunded).toBe(booking.amountCents);
  });

  it('runs every 15 minutes', async () => {
    expect(await t.app.jobs.schedules()).toEqual(
      expect.arrayContaining([
        { name: 'bookings.find-amendment-money', cron: '*/15 * * * *', timeZone: 'UTC' },
      ]),
    );
  });
});
