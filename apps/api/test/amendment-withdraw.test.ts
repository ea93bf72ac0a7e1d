// The traveller withdraws their own pending amendment (ADR 294): one whose higher price they no
// longer mean to pay, or one to replace by a different change. Only theirs, only while it waits;
// the supplier can no longer decide it, its payment takes nothing that stays, a paid balance
// goes back.
import { BOOKING_MAILS, API_MESSAGES } from '@trails/domain/messages';
import { formatUsd } from '@trails/domain/format';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { bearer } from './support/accounts.ts';
import { lookAtAmendment, referenceOf, requestAdults } from './support/amendments.ts';
import { amendmentCast, bookingState, paidBooking, sandboxTotals } from './support/bookings.ts';
import type { PaidBooking } from './support/bookings.ts';
import { submitCard } from './support/checkout.ts';
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
  ({ token, other, instant, supplierToken } = await amendmentCast(t, 'withdraw@example.com'));
}, 120_000);
afterAll(() => t?.close());

function post(url: string, as = token) {
  return t.app.inject({ method: 'POST', url, headers: bearer(as) });
}
const withdraw = (amendmentId: number | string, as = token) =>
  post(`/api/account/amendments/${amendmentId}/withdraw`, as);
const decide = (amendmentId: number, decision: 'approve' | 'reject') =>
  post(`/api/ops/amendments/${amendmentId}/${decision}`, supplierToken);

/** A paid booking of two with a pending request for three: a positive balance to pay. */
async function amendedBooking() {
  const booking = await paidBooking(t, token, instant);
  await requestAdults(t, token, booking, 3);
  return { booking, amendment: await lookAtAmendment(t, token, booking.id) };
}

async function amendmentRow(id: number) {
  const rows = await queryRows<{ status: number; pay_link: string | null }>(
    t.db,
    sql`SELECT status, pay_link FROM booking_amendments WHERE id = ${id}`,
  );
  return { ...rows[0]!, status: Number(rows[0]!.status) };
}

async function mailsAbout(booking: PaidBooking, subject: string) {
  const rows = await queryRows<{ to_address: string; text_body: string }>(
    t.db,
    sql`SELECT to_address, text_body FROM mail_outbox
      WHERE subject LIKE ${`%${subject}%${booking.reference}%`}`,
  );
  return rows;
}

describe('withdrawing my amendment', () => {
  it('withdraws an unpaid one: the supplier can no longer decide it, and another change can be asked', async () => {
    const { booking, amendment } = await amendedBooking();
    expect(amendment).toMatchObject({ status: 0, balance_paid: false });

    const withdrawn = await withdraw(amendment.id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expectContract(withdrawn, 'withdrawMyAmendment');
    expect(withdrawn.json().message).toBe(API_MESSAGES.amendmentWithdrawn);
    expect(await amendmentRow(amendment.id)).toEqual({ status: 3, pay_link: null });
    expect(await lookAtAmendment(t, token, booking.id)).toMatchObject({
      status: 3,
      pay_link: null,
    });

    // Not the supplier's to decide any more, nor in their list of requests.
    for (const decision of ['approve', 'reject'] as const) {
      const refused = await decide(amendment.id, decision);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBe(API_MESSAGES.onlyPendingAmendmentDecided);
    }
    const requests = await t.app.inject({
      method: 'GET',
      url: '/api/ops/requests',
      headers: bearer(supplierToken),
    });
    expect((requests.json().data.amendments as { id: number }[]).map((a) => a.id)).not.toContain(
      amendment.id,
    );
    // The supplier, asked to decide it, is told there is nothing to decide.
    const told = await mailsAbout(
      booking,
      BOOKING_MAILS.management['amendment-withdrawn'].supplier.subject,
    );
    expect(told).toHaveLength(1);

    // Withdrawing again (a retry, a second tab) answers the same and mails nobody again.
    const again = await withdraw(amendment.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(
      await mailsAbout(booking, BOOKING_MAILS.management['amendment-withdrawn'].supplier.subject),
    ).toHaveLength(1);
    // A pay click from an old tab is refused.
    expect((await post(`/api/account/amendments/${amendment.id}/pay`)).statusCode).toBe(409);

    // One pending request at a time: the withdrawn one no longer keeps another from being asked.
    await requestAdults(t, token, booking, 1);
    expect(await lookAtAmendment(t, token, booking.id)).toMatchObject({ status: 0 });
    expect(await bookingState(t, booking.id)).toMatchObject({
      adults: 2,
      amount_cents: booking.amountCents,
    });
  });

  it('gives back what its payment takes after the withdrawal: it never pays the balance', async () => {
    const { booking, amendment } = await amendedBooking();
    const link = amendment.pay_link!;
    expect((await withdraw(amendment.id)).statusCode).toBe(200);

    // The traveller was still on the payment page in another tab, and pays there.
    expect((await submitCard(t, link)).statusCode).toBeLessThan(400);
    const after = await lookAtAmendment(t, token, booking.id);
    expect(after).toMatchObject({ status: 3, balance_paid: false });
    const totals = await sandboxTotals(t, referenceOf(link));
    expect(totals.captured).toBeGreaterThan(0);
    expect(totals.refunded).toBe(totals.captured);
  });

  it('withdraws a paid one and gives its balance back in full, once', async () => {
    const { booking, amendment } = await amendedBooking();
    const link = amendment.pay_link!;
    expect((await submitCard(t, link)).statusCode).toBeLessThan(400);
    const balance = Math.round(amendment.balance_amount * 100);

    const withdrawn = await withdraw(amendment.id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().message).toBe(
      `${API_MESSAGES.amendmentWithdrawn} ${BOOKING_MAILS.balanceComesBack(formatUsd(balance))}`,
    );
    expect(await sandboxTotals(t, referenceOf(link))).toMatchObject({
      captured: balance,
      refunded: balance,
    });
    const told = await mailsAbout(
      booking,
      BOOKING_MAILS.management['amendment-withdrawn'].traveller.subject,
    );
    expect(told.map((m) => m.text_body).join('\n')).toContain(
      BOOKING_MAILS.balanceComesBack(formatUsd(balance)),
    );

    // A retry, then a cancellation of the booking: the balance goes back once.
    expect((await withdraw(amendment.id)).statusCode).toBe(200);
    const cancelled = await t.app.inject({
      method: 'GET',
      url: `/api/account/my-bookings/cancel/${booking.id}`,
      headers: bearer(token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await sandboxTotals(t, referenceOf(link))).toMatchObject({
      captured: balance,
      refunded: balance,
    });
  });

  it('refuses one that was decided, another traveller’s, an unknown one and a bad id', async () => {
    const { amendment } = await amendedBooking();
    expect((await withdraw(amendment.id, other)).statusCode).toBe(404);
    expect((await withdraw(2_000_000_000)).statusCode).toBe(404);
    const bad = await withdraw('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('id');

    expect((await decide(amendment.id, 'reject')).statusCode).toBe(200);
    const decided = await withdraw(amendment.id);
    expect(decided.statusCode, decided.body).toBe(409);
    expect(decided.json().message).toBe(API_MESSAGES.onlyPendingAmendmentWithdrawn);
    expect((await amendmentRow(amendment.id)).status).toBe(2);
  });
});
