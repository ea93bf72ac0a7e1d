// Paying an amendment's balance again after its payment was declined, cancelled or expired
// (ADR 219): a new payment for the same balance, never two payments counted for one amendment.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { bearer } from './support/accounts.ts';
import { amendmentCast, paidBooking, sandboxTotals } from './support/bookings.ts';
import type { PaidBooking } from './support/bookings.ts';
import { CARDS, submitCard } from './support/checkout.ts';
import type { BookableTour } from './support/checkout.ts';
import { expectContract } from './support/contract.ts';
import { createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
let token: string;
let other: string;
let instant: BookableTour;
let supplierToken: string;

beforeAll(async () => {
  t = await createTestApp({ captchaProvider: 'off' });
  ({ token, other, instant, supplierToken } = await amendmentCast(t, 'pay.again@example.com'));
}, 120_000);
afterAll(() => t?.close());

function post(url: string, payload: object | undefined, as = token) {
  return t.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    headers: bearer(as),
  });
}
const payAgain = (amendmentId: number, as = token) =>
  post(`/api/account/amendments/${amendmentId}/pay`, undefined, as);
const decline = (link: string) =>
  submitCard(t, link, { action: 'pay', card_number: CARDS.declined });
const abandon = (link: string) => submitCard(t, link, { action: 'cancel' });
const referenceOf = (link: string) => new URL(link).pathname.split('/').pop()!;

type Amendment = { id: number; status: number; pay_link: string | null; balance_paid: boolean };

async function amendmentOf(bookingId: number): Promise<Amendment> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/account/my-bookings/show/${bookingId}`,
    headers: bearer(token),
  });
  return (response.json().data.ammendments as Amendment[]).at(-1)!;
}

/** A paid booking of two with a pending request for three: a positive balance to pay. */
async function amendedBooking(): Promise<{ booking: PaidBooking; amendment: Amendment }> {
  const booking = await paidBooking(t, token, instant);
  const response = await post('/api/booking/ammend', {
    aid: booking.tourId,
    pud: booking.date,
    pul: booking.locationId,
    na: 3,
    nc: 0,
    ni: 0,
    amount: 1,
    booking: booking.id,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { booking, amendment: await amendmentOf(booking.id) };
}

/**
 * An amendment whose first payment was declined and paid again, and whose first payment the
 * provider then takes after all (as a processor's late success would).
 */
async function paidAgainAfterLateSuccess() {
  const { booking, amendment } = await amendedBooking();
  const first = amendment.pay_link!;
  expect((await decline(first)).statusCode).toBeLessThan(400);
  const second = (await payAgain(amendment.id)).json().data.pay_link as string;
  await t.db.execute(
    sql`UPDATE sandbox_payments SET status = 'open' WHERE reference = ${referenceOf(first)}`,
  );
  expect((await submitCard(t, first)).statusCode).toBeLessThan(400);
  return { booking, amendment, first, second };
}

/** Money the traveller has at the provider, per payment: captured less refunded. */
async function kept(reference: string): Promise<number> {
  const totals = await sandboxTotals(t, reference);
  return totals.captured - totals.refunded;
}

describe('paying an amendment again', () => {
  it('asks the provider about a booking’s payments only for its own traveller', async () => {
    const { booking } = await amendedBooking();
    const asked = vi.spyOn(t.app.payments.provider, 'fetchPayment');
    try {
      // Another traveller's look is 404, and runs nothing for the booking (a security review's
      // finding: the payments were looked up, and money owed given back, before the 404).
      const stranger = await t.app.inject({
        method: 'GET',
        url: `/api/account/my-bookings/show/${booking.id}`,
        headers: bearer(other),
      });
      expect(stranger.statusCode).toBe(404);
      expect(asked).not.toHaveBeenCalled();
      // The traveller's own look asks about the balance's open payment.
      await amendmentOf(booking.id);
      expect(asked).toHaveBeenCalled();
    } finally {
      asked.mockRestore();
    }
  });

  it('opens a new payment for the same balance after a decline; paying it lets the supplier approve', async () => {
    const { booking, amendment } = await amendedBooking();
    const first = amendment.pay_link!;
    // Still open at the provider: "Pay" goes to the same payment.
    const open = await payAgain(amendment.id);
    expect(open.statusCode, open.body).toBe(200);
    expectContract(open, 'payMyAmendment');
    expect(open.json().data.pay_link).toBe(first);

    expect((await decline(first)).statusCode).toBeLessThan(400);
    const again = await payAgain(amendment.id);
    expect(again.statusCode, again.body).toBe(200);
    const second = again.json().data.pay_link as string;
    expect(second).not.toBe(first);
    // The booking page's Pay goes to the new payment too, for the same balance.
    expect((await amendmentOf(booking.id)).pay_link).toBe(second);
    expect(await amountOf(second)).toBe(await amountOf(first));

    expect((await submitCard(t, second)).statusCode).toBeLessThan(400);
    expect(await amendmentOf(booking.id)).toMatchObject({ balance_paid: true, pay_link: null });
    const paidAgain = await payAgain(amendment.id);
    expect(paidAgain.statusCode).toBe(409);
    const approved = await post(
      `/api/ops/amendments/${amendment.id}/approve`,
      undefined,
      supplierToken,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await amendmentOf(booking.id)).toMatchObject({ status: 1 });
  });

  it('two clicks at once after a cancelled payment open one new payment', async () => {
    const { booking, amendment } = await amendedBooking();
    expect((await abandon(amendment.pay_link!)).statusCode).toBeLessThan(400);
    const answers = await Promise.all([payAgain(amendment.id), payAgain(amendment.id)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const links = answers.map((a) => a.json().data.pay_link as string);
    expect(links[0]).toBe(links[1]);
    expect((await amendmentOf(booking.id)).pay_link).toBe(links[0]);
    const payments = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM sandbox_payments
        WHERE description LIKE ${`Amendment of ${await referenceOfBooking(booking.id)}%`}`,
    );
    expect(Number(payments[0]!.n)).toBe(2); // the abandoned one and one new one
  });

  it('gives back a late success of the replaced payment: the balance is paid once', async () => {
    const { booking, first, second } = await paidAgainAfterLateSuccess();
    expect(await kept(referenceOf(first))).toBeGreaterThan(0);

    // The next look at the booking gives it back, and the balance is still to pay.
    expect(await amendmentOf(booking.id)).toMatchObject({ balance_paid: false, pay_link: second });
    expect(await kept(referenceOf(first))).toBe(0);
    expect((await submitCard(t, second)).statusCode).toBeLessThan(400);
    expect(await amendmentOf(booking.id)).toMatchObject({ balance_paid: true });
    // Looking again moves no more money.
    await amendmentOf(booking.id);
    expect(await kept(referenceOf(first))).toBe(0);
    expect(await kept(referenceOf(second))).toBe(await amountOf(second));
  });

  it('counts the new payment and lets the supplier decide while the replaced one cannot be given back', async () => {
    const { booking, amendment, first, second } = await paidAgainAfterLateSuccess();
    // The provider refuses the give-back, every time (its key already names another amount).
    const key = `amendment:${amendment.id}:replaced:${referenceOf(first)}:refund`;
    await t.db.execute(
      sql`INSERT INTO sandbox_operations (idempotency_key, reference, kind, amount_cents)
        VALUES (${key}, ${referenceOf(first)}, 'refund', 1)`,
    );

    expect((await submitCard(t, second)).statusCode).toBeLessThan(400);
    expect(await amendmentOf(booking.id)).toMatchObject({ balance_paid: true, pay_link: null });
    const approved = await post(
      `/api/ops/amendments/${amendment.id}/approve`,
      undefined,
      supplierToken,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await amendmentOf(booking.id)).toMatchObject({ status: 1 });
    // Still owed back, and still tried at each look: nothing was marked given back.
    const replaced = await queryRows<{ given_back_at: string | null }>(
      t.db,
      sql`SELECT given_back_at FROM booking_amendment_payments
        WHERE payment_reference = ${referenceOf(first)}`,
    );
    expect(replaced).toEqual([{ given_back_at: null }]);
  });

  it('is for the booking’s own traveller and a pending amendment only', async () => {
    const { amendment } = await amendedBooking();
    expect((await payAgain(amendment.id, other)).statusCode).toBe(404);
    expect((await payAgain(2_000_000_000)).statusCode).toBe(404);
    const rejected = await post(
      `/api/ops/amendments/${amendment.id}/reject`,
      undefined,
      supplierToken,
    );
    expect(rejected.statusCode).toBe(200);
    expect((await payAgain(amendment.id)).statusCode).toBe(409);
  });
});

async function amountOf(link: string): Promise<number> {
  const rows = await queryRows<{ amount_cents: number }>(
    t.db,
    sql`SELECT amount_cents FROM sandbox_payments WHERE reference = ${referenceOf(link)}`,
  );
  return Number(rows[0]!.amount_cents);
}

async function referenceOfBooking(bookingId: number): Promise<string> {
  const rows = await queryRows<{ reference: string }>(
    t.db,
    sql`SELECT reference FROM bookings WHERE id = ${bookingId}`,
  );
  return rows[0]!.reference;
}
