// The money path after checkout: the sandbox page, signed webhooks applied once and in any
// order, reconciliation on the return page, holds decided by suppliers, expiry, set-password.
import { randomUUID } from 'node:crypto';
import { API_MESSAGES, BOOKING_MAILS } from '@trails/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseUrl } from '../src/config.ts';
import { queryRows } from '../src/db/client.ts';
import { DEMO_ADMIN, DEMO_SUPPLIER_PASSWORD, seedOperators } from '../src/db/seed/operators.ts';
import { expireReservations } from '../src/modules/bookings/expiry.ts';
import { createSandboxProvider } from '../src/modules/payments/sandbox/provider.ts';
import { randomReference } from '../src/modules/payments/provider.ts';
import type { CreatePaymentInput } from '../src/modules/payments/provider.ts';
import { signPayload } from '../src/modules/payments/sandbox/signature.ts';
import { addDays } from '../src/modules/pricing/rules.ts';
import { logIn, registerAccount } from './support/accounts.ts';
import { sandboxTotals } from './support/bookings.ts';
import { expectContract } from './support/contract.ts';
import { countRows, createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';
import {
  CARDS,
  bookableTour,
  checkedOut,
  checkoutItem,
  checkoutRequest,
  orderPayment,
  postCheckout,
  priceOf,
  reservationsHeldBy,
  submitCard,
} from './support/checkout.ts';
import type { BookableTour } from './support/checkout.ts';

let t: TestApp;
let instant: BookableTour;
let onRequest: BookableTour;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 100_000, captchaProvider: 'off' });
  await seedOperators(t.db);
  instant = await bookableTour(t, 1);
  onRequest = await bookableTour(t, 2);
});
afterAll(() => t?.close());

let serial = 0;
function email(prefix: string) {
  serial += 1;
  return `${prefix}.${serial}.${Date.now().toString(36)}@example.com`;
}

async function bookingsOf(order: string) {
  return queryRows<{
    id: number;
    reference: string;
    status: number;
    payment_status: string;
    user_id: number | null;
    tour_id: number;
  }>(
    t.db,
    sql`SELECT b.id, b.reference, b.status, b.payment_status, b.user_id, b.tour_id FROM bookings b
      JOIN orders o ON o.id = b.order_id WHERE o.reference = ${order} ORDER BY b.id`,
  );
}

async function mailsTo(address: string) {
  return queryRows<{ subject: string; text_body: string; html_body: string }>(
    t.db,
    sql`SELECT subject, text_body, html_body FROM mail_outbox WHERE lower(to_address) = lower(${address}) ORDER BY id`,
  );
}

async function providerReference(order: string) {
  const [row] = await queryRows<{ provider_reference: string }>(
    t.db,
    sql`SELECT p.provider_reference FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.reference = ${order}`,
  );
  return row!.provider_reference;
}

function signedWebhook(
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
  secret = t.app.config.sandboxWebhookSecret,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/sandbox',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'sandbox-signature': signPayload(secret, body, timestamp),
    },
  });
}

function event(type: string, payment: string, id = `evt_${randomUUID().replaceAll('-', '')}`) {
  return JSON.stringify({
    id,
    type: `payment.${type}`,
    created: Math.floor(Date.now() / 1000),
    data: { payment },
  });
}

async function operatorToken(address: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ops/login',
    payload: { email: address, password },
  });
  expect(response.statusCode).toBe(200);
  expectContract(response, 'operatorLogin');
  return response.json().access_token as string;
}

async function supplierOf(tourId: number) {
  const [row] = await queryRows<{ email: string }>(
    t.db,
    sql`SELECT u.email FROM tours t JOIN users u ON u.id = t.supplier_user_id WHERE t.id = ${tourId}`,
  );
  return row!.email;
}

describe('the sandbox payment page', () => {
  it('shows the merchant, the amount and a labelled card form without scripts', async () => {
    const { link, amount } = await checkedOut(t, instant, email('page'));
    const page = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(page.statusCode).toBe(200);
    expectContract(page, 'showSandboxPaymentPage');
    expect(page.body).toContain('Lanka Trails');
    expect(page.body).toContain(`$${amount.toFixed(2)}`);
    for (const id of ['card_number', 'expiry', 'cvc', 'name']) {
      expect(page.body).toMatch(new RegExp(`<label for="${id}">`));
    }
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).not.toMatch(/(src|href)="https?:/);
  });

  it('shows the form again naming the wrong field', async () => {
    const { link } = await checkedOut(t, instant, email('typo'));
    const response = await submitCard(t, link, {
      action: 'pay',
      card_number: '12',
      expiry: '13/30',
    });
    expect(response.statusCode).toBe(200);
    expectContract(response, 'submitSandboxPayment');
    expect(response.body).toContain('Please check the card details');
    expect(response.body).toContain('id="card_number-error"');
    expect(response.body).toContain('id="expiry-error"');
  });
});

describe('an instant tour paid on the sandbox page', () => {
  it('is Confirmed and captured once the return page reconciles, before any webhook came', async () => {
    const contact = email('instant');
    const { link, order } = await checkedOut(t, instant, contact);
    const paid = await submitCard(t, link);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/payment/complete?order=${order}`);
    // Back to the page after paying: closed, with a way back to the order's return page.
    const back = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(back.body).toContain('This payment is closed');
    expect(back.body).toContain(
      `<a href="http://localhost:3000/payment/complete?order=${order}">Return to Lanka Trails</a>`,
    );
    // No webhook delivered yet: the return page asks the provider itself.
    expect(await countRows(t.db, 'payment_events')).toBe(0);
    // The mails it writes go out at once (a nudge of the outbox), not at the minute's sweep:
    // the page says "We have e-mailed your confirmation".
    const nudge = vi.spyOn(t.app.mailer, 'nudge');
    const answer = await orderPayment(t, order);
    expect(nudge).toHaveBeenCalledOnce();
    expect(answer.statusCode).toBe(200);
    expectContract(answer, 'getOrderPayment');
    expect(answer.json().data).toMatchObject({ reference: order, status: 'paid', currency: 'USD' });
    expect(answer.json().data.bookings).toEqual([
      expect.objectContaining({ activity_id: instant.id, status: 1, payment_status: 'captured' }),
    ]);
    const [booking] = await bookingsOf(order);
    expect(booking!.user_id).not.toBeNull();
    const [owner] = await queryRows<{
      email: string;
      password_hash: string | null;
      user_type: number;
    }>(t.db, sql`SELECT email, password_hash, user_type FROM users WHERE id = ${booking!.user_id}`);
    expect(owner).toMatchObject({ email: contact, password_hash: null, user_type: 3 });
    const mails = await mailsTo(contact);
    expect(mails.map((m) => m.subject)).toEqual([
      'Set a password for your Lanka Trails account',
      `Your booking is confirmed — ${booking!.reference}, ${instant.title}`,
    ]);
    expect(mails[1]!.text_body).toContain('Free cancellation until');
    expect(mails[1]!.text_body).toContain('Earl’s Regency');
    // "Log in to your account to manage your booking" with the booking's page to go to.
    const page = `${t.app.config.publicUrl}/account/booking/detail/${booking!.id}`;
    expect(mails[1]!.text_body).toContain(
      `Log in to your account to manage your booking.\n${page}`,
    );
    expect(mails[1]!.html_body).toContain(`<a href="${page}">See my booking</a>`);
    expect(
      (await mailsTo(await supplierOf(instant.id))).some((m) =>
        m.subject.includes(booking!.reference),
      ),
    ).toBe(true);

    // Then the webhooks arrive (authorized, captured): nothing changes, no mail twice.
    const before = await countRows(t.db, 'mail_outbox');
    expect(await t.app.payments.deliverWebhooks()).toBe(2);
    expect(nudge).toHaveBeenCalledOnce();
    nudge.mockRestore();
    expect(await countRows(t.db, 'payment_events')).toBe(2);
    expect(await countRows(t.db, 'mail_outbox')).toBe(before);
    expect((await bookingsOf(order))[0]).toMatchObject({ status: 1, payment_status: 'captured' });
  });

  it('applies the same webhook ten times and out of order once', async () => {
    const contact = email('replay');
    const { link, order } = await checkedOut(t, instant, contact);
    await submitCard(t, link);
    const payment = await providerReference(order);
    const captured = event('captured', payment);
    const authorized = event('authorized', payment);
    // captured first, then a late authorized, then the captured again nine times.
    const answers = [await signedWebhook(captured), await signedWebhook(authorized)];
    for (let i = 0; i < 9; i++) answers.push(await signedWebhook(captured));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expectContract(answer, 'receivePaymentWebhook');
    }
    expect(answers.filter((a) => a.json().duplicate === true)).toHaveLength(9);
    expect((await bookingsOf(order))[0]).toMatchObject({ status: 1, payment_status: 'captured' });
    const confirmations = (await mailsTo(contact)).filter((m) =>
      m.subject.startsWith('Your booking is confirmed'),
    );
    expect(confirmations).toHaveLength(1);
    const [totals] = await queryRows<{ captured_cents: number; amount_cents: number }>(
      t.db,
      sql`SELECT captured_cents, amount_cents FROM payments WHERE provider_reference = ${payment}`,
    );
    expect(Number(totals!.captured_cents)).toBe(Number(totals!.amount_cents));
  });

  it('refuses unsigned, forged and stale webhooks and changes nothing', async () => {
    const { link, order } = await checkedOut(t, instant, email('forged'));
    const payment = await providerReference(order);
    const body = event('captured', payment);
    const events = await countRows(t.db, 'payment_events');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
    expectContract(unsigned, 'receivePaymentWebhook');
    expect((await signedWebhook(body, undefined, 'not-the-secret')).statusCode).toBe(401);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      payload: body.replace('captured', 'declined'),
      headers: {
        'content-type': 'application/json',
        'sandbox-signature': signPayload(
          t.app.config.sandboxWebhookSecret,
          body,
          Math.floor(Date.now() / 1000),
        ),
      },
    });
    expect(tampered.statusCode).toBe(401);
    const stale = await signedWebhook(body, Math.floor(Date.now() / 1000) - 3600);
    expect(stale.statusCode).toBe(400);
    expect((await signedWebhook('{"id":"nope"}')).statusCode).toBe(400);
    expect(await countRows(t.db, 'payment_events')).toBe(events);
    expect((await bookingsOf(order))[0]).toMatchObject({
      status: 0,
      payment_status: 'awaiting_payment',
    });
    expect(link).toContain('/api/payments/sandbox/');
  });
});

describe('a declined or abandoned payment', () => {
  it('sends the traveller back to checkout and frees the seats at once', async () => {
    const { link, order } = await checkedOut(t, instant, email('declined'));
    const declined = await submitCard(t, link, { action: 'pay', card_number: CARDS.declined });
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(
      `http://localhost:3000/checkout?order=${order}&payment=declined`,
    );
    const answer = await orderPayment(t, order);
    expect(answer.json().data.status).toBe('declined');
    expect((await bookingsOf(order))[0]!.payment_status).toBe('declined');
    // The page is closed now: paying again moves nothing.
    const again = await submitCard(t, link);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('This payment is closed');
    // With its way back (Back after paying showed none): a declined payment's is checkout's.
    expect(again.body).toContain(
      `<a href="http://localhost:3000/checkout?order=${order}&amp;payment=declined">Return to Lanka Trails</a>`,
    );
    expect((await bookingsOf(order))[0]!.payment_status).toBe('declined');

    const other = await checkedOut(t, instant, email('cancelled'));
    const cancelled = await submitCard(t, other.link, { action: 'cancel' });
    expect(cancelled.headers.location).toBe(
      `http://localhost:3000/checkout?order=${other.order}&payment=cancelled`,
    );
    expect((await orderPayment(t, other.order)).json().data.status).toBe('cancelled');
  });

  it('answers 404 for an unknown order', async () => {
    const response = await orderPayment(t, 'ord_aaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect(response.statusCode).toBe(404);
    expectContract(response, 'getOrderPayment');
  });
});

describe('an unpaid reservation', () => {
  it('frees its seats when it expires, and the sweep marks it expired once', async () => {
    const tour = await bookableTour(t, 1, 3);
    await t.db.execute(sql`UPDATE tours SET daily_capacity = 2 WHERE id = ${tour.id}`);
    const amount = await priceOf(t, tour);
    const first = await postCheckout(t, checkoutRequest(t, [checkoutItem(tour, amount)]));
    expect(first.statusCode).toBe(200);
    const full = await postCheckout(t, checkoutRequest(t, [checkoutItem(tour, undefined)]));
    expect(full.statusCode).toBe(409);
    const order = first.json().data.order_reference as string;
    await t.db.execute(sql`UPDATE bookings SET reserved_until = now() - interval '1 minute'
      WHERE order_id = (SELECT id FROM orders WHERE reference = ${order})`);
    expect((await orderPayment(t, order)).json().data.status).toBe('expired');
    const again = await postCheckout(t, checkoutRequest(t, [checkoutItem(tour, amount)]));
    expect(again.statusCode).toBe(200);
    expect(await expireReservations(t.db)).toBe(1);
    expect(await expireReservations(t.db)).toBe(0);
    expect((await bookingsOf(order))[0]!.payment_status).toBe('expired');
  });
});

describe('a payment that comes after its reservation lapsed', () => {
  it('keeps the booking when the seats are still free', async () => {
    const tour = await bookableTour(t, 1, 5);
    const { link, order } = await checkedOut(t, tour, email('late-free'));
    await t.db.execute(sql`UPDATE bookings SET reserved_until = now() - interval '1 minute'
      WHERE order_id = (SELECT id FROM orders WHERE reference = ${order})`);
    await expireReservations(t.db);
    await submitCard(t, link);
    expect((await orderPayment(t, order)).json().data.status).toBe('paid');
    expect((await bookingsOf(order))[0]).toMatchObject({ status: 1, payment_status: 'captured' });
  });

  it('gives the money back when the seats were sold meanwhile', async () => {
    const tour = await bookableTour(t, 1, 6);
    await t.db.execute(sql`UPDATE tours SET daily_capacity = 2 WHERE id = ${tour.id}`);
    const late = await checkedOut(t, tour, email('late'));
    await t.db.execute(sql`UPDATE bookings SET reserved_until = now() - interval '1 minute'
      WHERE order_id = (SELECT id FROM orders WHERE reference = ${late.order})`);
    const onTime = await checkedOut(t, tour, email('on-time'));
    await submitCard(t, onTime.link);
    await submitCard(t, late.link);
    expect((await orderPayment(t, late.order)).json().data.status).toBe('expired');
    expect((await bookingsOf(late.order))[0]!.payment_status).toBe('expired');
    const [sandbox] = await queryRows<{
      status: string;
      captured_cents: number;
      refunded_cents: number;
    }>(
      t.db,
      sql`SELECT status, captured_cents, refunded_cents FROM sandbox_payments
        WHERE reference = ${await providerReference(late.order)}`,
    );
    expect(sandbox!.status).toBe('refunded');
    expect(Number(sandbox!.refunded_cents)).toBe(Number(sandbox!.captured_cents));
    // Asking again refunds nothing twice.
    await orderPayment(t, late.order);
    const [again] = await queryRows<{ refunded_cents: number }>(
      t.db,
      sql`SELECT refunded_cents FROM sandbox_payments WHERE reference = ${await providerReference(late.order)}`,
    );
    expect(Number(again!.refunded_cents)).toBe(Number(sandbox!.refunded_cents));
    expect((await orderPayment(t, onTime.order)).json().data.status).toBe('paid');

    // The seats free up later (the on-time booking leaves the date): the refunded order is
    // read again and stays given back, never Confirmed on money that went back.
    await t.db.execute(sql`UPDATE tours SET daily_capacity = 4 WHERE id = ${tour.id}`);
    expect((await orderPayment(t, late.order)).json().data.status).toBe('expired');
    expect((await bookingsOf(late.order))[0]).toMatchObject({
      payment_status: 'expired',
      status: 0,
    });
  });
});

describe('an on-request tour and the operations API', () => {
  it('holds the amount, stays Pending, and only its own supplier or an admin decides', async () => {
    const contact = email('held');
    const { link, order } = await checkedOut(t, onRequest, contact);
    expect((await submitCard(t, link)).statusCode).toBe(303);
    const answer = await orderPayment(t, order);
    expect(answer.json().data.status).toBe('authorized');
    const [booking] = await bookingsOf(order);
    expect(booking).toMatchObject({ status: 0, payment_status: 'authorized' });

    const supplier = await operatorToken(await supplierOf(onRequest.id), DEMO_SUPPLIER_PASSWORD);
    const [otherSupplier] = await queryRows<{ email: string }>(
      t.db,
      sql`SELECT email FROM users WHERE user_type = 2 AND password_hash IS NOT NULL
        AND id <> (SELECT supplier_user_id FROM tours WHERE id = ${onRequest.id}) ORDER BY id LIMIT 1`,
    );
    const stranger = await operatorToken(otherSupplier!.email, DEMO_SUPPLIER_PASSWORD);
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });

    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/ops/bookings?status=0',
      headers: auth(supplier),
    });
    expect(pending.statusCode).toBe(200);
    expectContract(pending, 'listOperatorBookings');
    expect(pending.json().data.map((b: { id: number }) => b.id)).toContain(booking!.id);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/ops/bookings?status=0',
      headers: auth(stranger),
    });
    expect(theirs.json().data.map((b: { id: number }) => b.id)).not.toContain(booking!.id);

    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/ops/bookings/${booking!.id}/confirm`,
      headers: auth(stranger),
    });
    expect(foreign.statusCode).toBe(404);
    expectContract(foreign, 'confirmOperatorBooking');
    expect((await bookingsOf(order))[0]).toMatchObject({ status: 0, payment_status: 'authorized' });

    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/ops/bookings/${booking!.id}/confirm`,
      headers: auth(supplier),
    });
    expect(confirmed.statusCode).toBe(200);
    expectContract(confirmed, 'confirmOperatorBooking');
    expect(confirmed.json().data).toMatchObject({ status: 1, payment_status: 'captured' });
    // A second confirm answers the booking as it is; a reject now is refused.
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/ops/bookings/${booking!.id}/confirm`,
      headers: auth(supplier),
    });
    expect(twice.statusCode).toBe(200);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/ops/bookings/${booking!.id}/reject`,
      headers: auth(supplier),
    });
    expect(late.statusCode).toBe(409);
    const [sandbox] = await queryRows<{ captured_cents: number; released_cents: number }>(
      t.db,
      sql`SELECT captured_cents, released_cents FROM sandbox_payments WHERE reference = ${await providerReference(order)}`,
    );
    expect(Number(sandbox!.captured_cents)).toBeGreaterThan(0);
    expect(Number(sandbox!.released_cents)).toBe(0);
    const subjects = (await mailsTo(contact)).map((m) => m.subject);
    expect(
      subjects.filter((s) => s.startsWith('Your booking is waiting for the supplier')),
    ).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith('Your booking is confirmed'))).toHaveLength(1);
  });

  it('lets an admin reject any booking: the hold is released and the booking is Rejected', async () => {
    const { link, order } = await checkedOut(t, onRequest, email('rejected'));
    await submitCard(t, link);
    await orderPayment(t, order);
    const [booking] = await bookingsOf(order);
    const admin = await operatorToken(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/ops/bookings/${booking!.id}/reject`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 2, payment_status: 'released' });
    const [sandbox] = await queryRows<{ status: string; released_cents: number }>(
      t.db,
      sql`SELECT status, released_cents FROM sandbox_payments WHERE reference = ${await providerReference(order)}`,
    );
    expect(sandbox!.status).toBe('released');
  });

  it('refuses a client’s token with 403 and no token with 401', async () => {
    const contact = email('client');
    const { link, order } = await checkedOut(t, instant, contact);
    await submitCard(t, link);
    await orderPayment(t, order);
    const noToken = await t.app.inject({ method: 'GET', url: '/api/ops/bookings' });
    expect(noToken.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/ops/login',
      payload: { email: contact, password: 'whatever-it-is' },
    });
    expect(wrong.statusCode).toBe(401);
    // A client with a real token (from setting a password and logging in) is refused.
    const [token] = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT id FROM users WHERE lower(email) = lower(${contact})`,
    );
    const { issueAccessToken } = await import('../src/modules/auth/tokens.ts');
    const session = await issueAccessToken(t.db, Number(token!.id), 600);
    const client = await t.app.inject({
      method: 'GET',
      url: '/api/ops/bookings',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(client.statusCode).toBe(403);
    expectContract(client, 'listOperatorBookings');
  });

  it('confirms the instant tour of a mixed order at once and keeps the on-request one Pending', async () => {
    const contact = email('mixed');
    const amounts = [await priceOf(t, instant), await priceOf(t, onRequest)];
    const response = await postCheckout(
      t,
      checkoutRequest(t, [
        checkoutItem(instant, amounts[0], {}, contact),
        checkoutItem(onRequest, amounts[1], {}, contact),
      ]),
    );
    const { payment_link, order_reference } = response.json().data;
    await submitCard(t, payment_link);
    const answer = await orderPayment(t, order_reference);
    expect(answer.json().data.status).toBe('authorized');
    expect(
      (await bookingsOf(order_reference)).map((b) => [b.tour_id, b.status, b.payment_status]),
    ).toEqual([
      [instant.id, 1, 'captured'],
      [onRequest.id, 0, 'authorized'],
    ]);
    // The supplier's mail names whom to contact in full.
    const [supplierMail] = await queryRows<{ text_body: string }>(
      t.db,
      sql`SELECT m.text_body FROM mail_outbox m
        JOIN users u ON lower(u.email) = lower(m.to_address)
        JOIN tours tr ON tr.supplier_user_id = u.id
        WHERE tr.id = ${onRequest.id} AND m.text_body LIKE ${`%${contact}%`}
        ORDER BY m.id DESC LIMIT 1`,
    );
    expect(supplierMail!.text_body).toContain(`Contact: Anna Schmidt <${contact}>`);
  });

  it('finishes the instant tour’s capture on the next read when a provider error cut it short (ADR 213)', async () => {
    const contact = email('mixed-cut');
    // Dates of their own: the tests before filled the tours' first dates.
    const [instantItem, onRequestItem] = [instant, onRequest].map((tour) => ({
      ...tour,
      date: addDays(tour.date, 30),
    }));
    const amounts = [await priceOf(t, instantItem!), await priceOf(t, onRequestItem!)];
    const response = await postCheckout(
      t,
      checkoutRequest(t, [
        checkoutItem(instantItem!, amounts[0], {}, contact),
        checkoutItem(onRequestItem!, amounts[1], {}, contact),
      ]),
    );
    const { payment_link, order_reference } = response.json().data;
    const provider = t.app.payments.provider;
    // The processor's network (mocked): the capture after the commit fails once.
    const cut = vi.spyOn(provider, 'capture').mockImplementationOnce(async () => {
      throw new Error('socket hang up');
    });
    await submitCard(t, payment_link);
    const first = await orderPayment(t, order_reference);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.bookings.map((b: { status: number }) => b.status)).toEqual([0, 0]);
    expect(cut).toHaveBeenCalledTimes(1);
    cut.mockRestore();

    // The return page reads again (or the webhook comes again): the capture is finished.
    const again = await orderPayment(t, order_reference);
    expect(
      again
        .json()
        .data.bookings.map((b: { status: number; payment_status: string }) => [
          b.status,
          b.payment_status,
        ]),
    ).toEqual([
      [1, 'captured'],
      [0, 'authorized'],
    ]);
    await orderPayment(t, order_reference);
    const books = await sandboxTotals(t, await providerReference(order_reference));
    expect(books.captured).toBe(Math.round(amounts[0]! * 100));
    const confirmedMails = (await mailsTo(contact)).filter((m) =>
      m.subject.startsWith('Your booking is confirmed'),
    );
    expect(confirmedMails).toHaveLength(1);
  });
});

describe('POST /api/account/password/set', () => {
  it('sets the guest’s password once with the mailed token; the token then fails', async () => {
    const contact = email('setpw');
    const { link, order } = await checkedOut(t, await bookableTour(t, 1, 4), contact);
    await submitCard(t, link);
    await orderPayment(t, order);
    const mail = (await mailsTo(contact)).find((m) => m.subject.startsWith('Set a password'))!;
    const token = /set-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
    const set = (password: string, value = token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/password/set',
        payload: { token: value, password },
      });
    // The page asks first whether the link works (ADR 310); asking spends nothing.
    for (let asked = 0; asked < 2; asked += 1) {
      const works = await checkToken(token);
      expect(works.statusCode, works.body).toBe(200);
      expectContract(works, 'checkPasswordToken');
    }
    const unknown = await checkToken(`${token.slice(0, -1)}x`);
    expect(unknown.statusCode).toBe(400);
    expectContract(unknown, 'checkPasswordToken');
    expect(unknown.json().errors).toEqual({ token: [API_MESSAGES.setPasswordLinkInvalid] });
    const short = await set('short');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBeDefined();
    const ok = await set('a long pass phrase for me');
    expect(ok.statusCode).toBe(200);
    expectContract(ok, 'setPasswordWithToken');
    const login = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'password',
        client_id: t.app.config.oauthClientId,
        client_secret: t.app.config.oauthClientSecret,
        username: contact,
        password: 'a long pass phrase for me',
      },
    });
    expect(login.statusCode).toBe(200);
    const reused = await set('another long pass phrase');
    expect(reused.statusCode).toBe(400);
    expectContract(reused, 'setPasswordWithToken');
    expect(Object.keys(reused.json().errors)).toEqual(['token']);
    // A used link is said to be used before the traveller types a password again.
    const used = await checkToken(token);
    expect(used.statusCode).toBe(400);
    expect(Object.keys(used.json().errors)).toEqual(['token']);
  });

  it('refuses an expired token naming token', async () => {
    const contact = email('expired');
    const { link, order } = await checkedOut(t, await bookableTour(t, 1, 4), contact);
    await submitCard(t, link);
    await orderPayment(t, order);
    const mail = (await mailsTo(contact)).find((m) => m.subject.startsWith('Set a password'))!;
    const token = /set-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
    await t.db.execute(
      sql`UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE purpose = 'set-password'`,
    );
    const checked = await checkToken(token);
    expect(checked.statusCode).toBe(400);
    expect(Object.keys(checked.json().errors)).toEqual(['token']);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/password/set',
      payload: { token, password: 'a long pass phrase for me' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['token']);
  });

  it('refuses a check without a token naming token, and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/password/token',
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['token']);
  });
});

/** POST /api/account/password/token: whether the set-password link still works. */
function checkToken(token: string) {
  return t.app.inject({ method: 'POST', url: '/api/account/password/token', payload: { token } });
}

describe('the return page of a payment already applied', () => {
  it('answers paid and writes nothing: no payment, order or booking row changes (ADR 240)', async () => {
    const { link, order } = await checkedOut(t, await bookableTour(t, 1, 7));
    await submitCard(t, link);
    const first = await orderPayment(t, order);
    expect(first.json().data.status).toBe('paid');
    // Another traveller's order, still waiting for its payment: its booking is not this one's.
    await checkedOut(t, await bookableTour(t, 1, 8));
    const rowsOf = () =>
      queryRows<{ payment: string; ord: string; booking: string }>(
        t.db,
        sql`SELECT p.updated_at::text AS payment, o.updated_at::text AS ord,
            string_agg(b.updated_at::text || b.payment_status, ',' ORDER BY b.id) AS booking
          FROM orders o JOIN payments p ON p.order_id = o.id JOIN bookings b ON b.order_id = o.id
          WHERE o.reference = ${order} GROUP BY p.updated_at, o.updated_at`,
      );
    const before = await rowsOf();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await orderPayment(t, order);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('paid');
    expect(await rowsOf()).toEqual(before);
  });
});

describe('a paid checkout sent again with changed details', () => {
  it('is refused as paid already, naming the order, and books nothing new', async () => {
    const tour = await bookableTour(t, 1, 10);
    const amount = await priceOf(t, tour);
    const paid = await postCheckout(t, checkoutRequest(t, [checkoutItem(tour, amount)]), {
      key: 'paid-attempt-0001',
    });
    expect(paid.statusCode).toBe(200);
    await submitCard(t, paid.json().data.payment_link);
    expect((await orderPayment(t, paid.json().data.order_reference)).json().data.status).toBe(
      'paid',
    );
    const orders = await countRows(t.db, 'orders');
    const changed = await postCheckout(
      t,
      checkoutRequest(t, [checkoutItem(tour, amount, {}, 'anna.changed@example.com')]),
      { key: 'paid-attempt-0001' },
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errors).toEqual({ order: [API_MESSAGES.attemptPaidAlready] });
    expect(await countRows(t.db, 'orders')).toBe(orders);
  });
});

// A tester went Back from the payment page, changed a remark and paid the new attempt, then paid
// the first attempt's page too (still open at the provider): two bookings of one trip, both
// paid. The replaced attempt now books nothing and its money goes back (ADR 299).
describe('the payment page of an attempt the traveller replaced with changed details', () => {
  it('books nothing when paid after the replacement, and gives the money back; the new attempt stands', async () => {
    const tour = await bookableTour(t, 1, 11);
    const amount = await priceOf(t, tour);
    const first = await postCheckout(t, checkoutRequest(t, [checkoutItem(tour, amount)]), {
      key: 'replaced-attempt-0001',
    });
    expect(first.statusCode).toBe(200);
    const replacing = await postCheckout(
      t,
      checkoutRequest(t, [checkoutItem(tour, amount, { remarks: 'Vegetarian lunch' })]),
      { key: 'replaced-attempt-0002', replaces: 'replaced-attempt-0001' },
    );
    expect(replacing.statusCode).toBe(200);
    const [earlier, later] = [first.json().data, replacing.json().data];
    await submitCard(t, later.payment_link);
    await submitCard(t, earlier.payment_link);

    expect((await orderPayment(t, later.order_reference)).json().data.status).toBe('paid');
    expect((await bookingsOf(later.order_reference))[0]).toMatchObject({
      status: 1,
      payment_status: 'captured',
    });
    // The return page's answer says why (ADR 299), not "not paid in time".
    expect((await orderPayment(t, earlier.order_reference)).json().data.status).toBe('replaced');
    expect((await bookingsOf(earlier.order_reference))[0]).toMatchObject({
      status: 0,
      payment_status: 'expired',
    });
    const reference = await providerReference(earlier.order_reference);
    const [sandbox] = await queryRows<{ captured_cents: number; refunded_cents: number }>(
      t.db,
      sql`SELECT captured_cents, refunded_cents FROM sandbox_payments WHERE reference = ${reference}`,
    );
    expect(Number(sandbox!.captured_cents)).toBeGreaterThan(0);
    expect(Number(sandbox!.refunded_cents)).toBe(Number(sandbox!.captured_cents));
    // Read again: nothing refunded twice, and still nothing booked.
    await orderPayment(t, earlier.order_reference);
    const [again] = await queryRows<{ refunded_cents: number }>(
      t.db,
      sql`SELECT refunded_cents FROM sandbox_payments WHERE reference = ${reference}`,
    );
    expect(Number(again!.refunded_cents)).toBe(Number(sandbox!.refunded_cents));
    const [booked] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM bookings WHERE tour_id = ${tour.id} AND status = 1`,
    );
    expect(Number(booked!.n)).toBe(1);
  });

  it('refuses the replacement of an attempt paid a moment before, and leaves that one as it is', async () => {
    const tour = await bookableTour(t, 1, 12);
    const amount = await priceOf(t, tour);
    const first = await postCheckout(t, checkoutRequest(t, [checkoutItem(tour, amount)]), {
      key: 'paid-first-attempt-01',
    });
    // Paid on the provider's page; its return page has not been read yet.
    await submitCard(t, first.json().data.payment_link);
    const orders = await countRows(t.db, 'orders');
    const replacing = await postCheckout(
      t,
      checkoutRequest(t, [checkoutItem(tour, amount, { remarks: 'Changed after paying' })]),
      { key: 'paid-first-attempt-02', replaces: 'paid-first-attempt-01' },
    );
    expect(replacing.statusCode).toBe(409);
    expect(replacing.json().errors).toEqual({ order: [API_MESSAGES.attemptPaidAlready] });
    expect(await countRows(t.db, 'orders')).toBe(orders);
    expect((await orderPayment(t, first.json().data.order_reference)).json().data.status).toBe(
      'paid',
    );
    expect((await bookingsOf(first.json().data.order_reference))[0]).toMatchObject({
      status: 1,
      payment_status: 'captured',
    });
  });
});

// The guest's key is the proof an earlier attempt is the caller's own (ADR 242): here, where
// accounts log in without a captcha, a client tries to end a guest's reservation with it.
describe('a checkout naming another caller’s attempt as the one it replaces', () => {
  it('ends no reservation of another caller: a signed-in client cannot replace a guest’s attempt', async () => {
    const tour = await bookableTour(t, 1, 9);
    const amount = await priceOf(t, tour);
    const guest = await postCheckout(t, checkoutRequest(t, [checkoutItem(tour, amount)]), {
      key: 'guest-attempt-0001',
    });
    expect(guest.statusCode).toBe(200);
    const client = await registerAccount(t);
    const token = await logIn(t, client);
    const other = await postCheckout(
      t,
      checkoutRequest(t, [checkoutItem(tour, amount, {}, client.email)]),
      { token, key: 'client-attempt-0001', replaces: 'guest-attempt-0001' },
    );
    expect(other.statusCode).toBe(200);
    expect(await reservationsHeldBy(t, 'guest-attempt-0001')).toBe(1);
  });
});

describe('the sandbox provider making an order’s payment', () => {
  function paymentOf(orderReference: string, amountCents: number): CreatePaymentInput {
    const site = 'http://localhost:3000';
    return {
      orderReference,
      amountCents,
      currency: 'USD',
      captureMode: 'instant',
      description: 'A trail',
      customer: { email: 'payer@example.com', firstName: 'Pat', lastName: 'Payer' },
      returnUrl: `${site}/payment/complete?order=${orderReference}`,
      declineUrl: `${site}/checkout?order=${orderReference}&payment=declined`,
      cancelUrl: `${site}/checkout?order=${orderReference}&payment=cancelled`,
      notifyUrl: 'http://127.0.0.1:1/api/payments/webhooks/sandbox',
      siteOrigin: site,
    };
  }
  async function sandboxRowsOf(orderReference: string) {
    return queryRows<{ reference: string; amount_cents: number; keys: number }>(
      t.db,
      sql`SELECT p.reference, p.amount_cents,
          (SELECT count(*)::int FROM sandbox_operations o WHERE o.reference = p.reference) AS keys
        FROM sandbox_payments p WHERE p.merchant_reference = ${orderReference}`,
    );
  }

  it('makes one payment per order, however often and however many times at once it is asked', async () => {
    const provider = createSandboxProvider(t.db, 'a webhook secret for this test');
    const order = `ord_${randomUUID()}`;
    const atOnce = await Promise.all(
      Array.from({ length: 4 }, () => provider.createPayment(paymentOf(order, 4_200))),
    );
    const later = await provider.createPayment(paymentOf(order, 4_200));
    const references = new Set([...atOnce, later].map((made) => made.providerReference));
    expect(references.size).toBe(1);
    const [reference] = references;
    expect(later.redirectUrl).toBe(`http://localhost:3000/api/payments/sandbox/${reference}`);
    expect(await sandboxRowsOf(order)).toEqual([{ reference, amount_cents: 4_200, keys: 1 }]);

    const another = `ord_${randomUUID()}`;
    const made = await provider.createPayment(paymentOf(another, 900));
    expect(made.providerReference).not.toBe(reference);
    expect(await sandboxRowsOf(another)).toEqual([
      { reference: made.providerReference, amount_cents: 900, keys: 1 },
    ]);
  });

  // PostgreSQL only: PGlite runs one statement at a time, so no call can meet another's key
  // half-written; there the first test's calls run one after another.
  it.skipIf(!testDatabaseUrl())(
    'answers the payment another call is still making with the same key, once that one commits',
    async () => {
      const provider = createSandboxProvider(t.db, 'a webhook secret for this test');
      const order = `ord_${randomUUID()}`;
      const held = randomReference('sbp_');
      // Another instance's call has written the order's payment and key, not yet committed.
      const other = await t.openAnother();
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => (commit = resolve));
      let written!: () => void;
      const isWritten = new Promise<void>((resolve) => (written = resolve));
      const holding = other.db.transaction(async (tx) => {
        const made = paymentOf(order, 4_200);
        await tx.execute(
          sql`INSERT INTO sandbox_payments (reference, merchant_reference, amount_cents, currency,
              capture_mode, description, customer_email, return_url, decline_url, cancel_url,
              notify_url)
            VALUES (${held}, ${order}, 4200, 'USD', 'instant', ${made.description},
              ${made.customer.email}, ${made.returnUrl}, ${made.declineUrl}, ${made.cancelUrl},
              ${made.notifyUrl})`,
        );
        await tx.execute(
          sql`INSERT INTO sandbox_operations (idempotency_key, reference, kind, amount_cents)
            VALUES (${`create:${order}`}, ${held}, 'create', 4200)`,
        );
        written();
        await committing;
      });
      try {
        await isWritten;
        const asked = provider.createPayment(paymentOf(order, 4_200));
        const first = await Promise.race([
          asked.then(() => 'answered'),
          new Promise((resolve) => setTimeout(() => resolve('waiting'), 300)),
        ]);
        expect(first).toBe('waiting');
        commit();
        await holding;
        expect((await asked).providerReference).toBe(held);
        expect(await sandboxRowsOf(order)).toEqual([
          { reference: held, amount_cents: 4_200, keys: 1 },
        ]);
      } finally {
        commit();
        await holding.catch(() => undefined);
        await other.close();
      }
    },
  );
});

describe('a cart with a tour for someone else', () => {
  it('mails that lead traveller who manages the booking, and the booker with its page', async () => {
    // A tester's cart had a second tour with a friend as its lead: the friend was told to log
    // in to an account they did not have, and the booker heard nothing of that booking.
    const booker = email('booker');
    const friend = email('friend');
    // Dates of their own: the other tests fill the tour's usual date.
    const mine = { ...instant, date: addDays(instant.date, 60) };
    const other = { ...instant, date: addDays(instant.date, 61) };
    const first = await priceOf(t, mine);
    const second = await priceOf(t, other);
    const response = await postCheckout(
      t,
      checkoutRequest(t, [
        checkoutItem(mine, first, {}, booker),
        checkoutItem(
          other,
          second,
          { contact_firstname: 'Nila', contact_lastname: 'Perera' },
          friend,
        ),
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { payment_link: link, order_reference: order } = response.json().data;
    expect((await submitCard(t, link)).statusCode).toBeLessThan(400);
    expect((await orderPayment(t, order)).statusCode).toBe(200);
    const [own, forFriend] = await bookingsOf(order);
    expect(forFriend!.user_id).toBe(own!.user_id);

    const friendMails = (await mailsTo(friend)).filter((m) =>
      m.subject.includes(forFriend!.reference),
    );
    expect(friendMails).toHaveLength(1);
    expect(friendMails[0]!.text_body).toMatch(/^Hello Nila,\nYour booking is confirmed\./);
    expect(friendMails[0]!.text_body).toContain(BOOKING_MAILS.bookedForYou('Anna'));
    expect(friendMails[0]!.text_body).not.toContain('Log in to your account');
    expect(friendMails[0]!.html_body).not.toContain('See my booking');

    const page = `${t.app.config.publicUrl}/account/booking/detail/${forFriend!.id}`;
    const bookerMails = (await mailsTo(booker)).filter((m) =>
      m.subject.includes(forFriend!.reference),
    );
    expect(bookerMails).toHaveLength(1);
    expect(bookerMails[0]!.text_body).toContain(
      `Log in to your account to manage your booking.\n${page}`,
    );
    // The booker's own tour: one mail, to them, as before.
    expect((await mailsTo(booker)).filter((m) => m.subject.includes(own!.reference))).toHaveLength(
      1,
    );
    expect((await mailsTo(friend)).filter((m) => m.subject.includes(own!.reference))).toHaveLength(
      0,
    );
  });
});
