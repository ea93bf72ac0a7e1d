// The Stripe provider (issue 15): Checkout Sessions (automatic capture for instant orders,
// manual for holds), webhooks signed by the stripe package accepted, forged or stale ones
// refused, a replay applied once, events in any order, the hold captured or cancelled once,
// refunds, disputes (chargebacks, ADR 210), and Stripe being down at checkout.
//
// Stripe's network cannot be reached from here: its HTTP API is faked at the network boundary
// by a local server (support/fake-stripe.ts) that the real `stripe` package is pointed at
// (STRIPE_API_BASE_URL → its host/port/protocol options); test events are signed with the
// package's `webhooks.generateTestHeaderString`. Everything on our side is real.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/client.ts';
import { DEMO_ADMIN, seedOperators } from '../src/db/seed/operators.ts';
import { API_MESSAGES } from '@trails/domain/messages';
import { bearer, logIn, registerAccount } from './support/accounts.ts';
import { expectContract } from './support/contract.ts';
import { countRows, createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';
import {
  bookableTour,
  checkedOut,
  checkoutItem,
  checkoutRequest,
  orderPayment,
  postCheckout,
  priceOf,
} from './support/checkout.ts';
import type { BookableTour } from './support/checkout.ts';
import { startFakeStripe } from './support/fake-stripe.ts';
import type { FakeStripe } from './support/fake-stripe.ts';

const WEBHOOK_SECRET = 'whsec_test_lanka_trails_0123456789';

let t: TestApp;
let stripe: FakeStripe;
let instant: BookableTour;
let onRequest: BookableTour;
beforeAll(async () => {
  stripe = await startFakeStripe(WEBHOOK_SECRET);
  t = await createTestApp({
    rateLimitMax: 100_000,
    captchaProvider: 'off',
    paymentProvider: 'stripe',
    stripe: { secretKey: 'sk_test_lanka', webhookSecret: WEBHOOK_SECRET, apiBaseUrl: stripe.url },
  });
  await seedOperators(t.db);
  instant = await bookableTour(t, 1);
  onRequest = await bookableTour(t, 2);
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

let serial = 0;
const email = (prefix: string) => `${prefix}.${++serial}.${Date.now().toString(36)}@example.com`;

function webhook(payload: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    payload,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
  });
}

const signed = (payload: string) => webhook(payload, stripe.sign(payload));

/** Checks out one item; answers the order and its Checkout Session. */
async function atStripe(tour: BookableTour) {
  const checkout = await checkedOut(t, tour, email('stripe'));
  const sessionId = new URL(checkout.link).pathname.split('/').pop()!;
  expect(stripe.sessions.has(sessionId)).toBe(true);
  return { ...checkout, sessionId };
}

/** The traveller pays; answers the signed `checkout.session.completed` payload. */
function paid(sessionId: string) {
  stripe.pay(sessionId);
  return stripe.event('checkout.session.completed', { ...stripe.sessions.get(sessionId) });
}

async function paymentRow(order: string) {
  const [row] = await queryRows<{ status: string; captured_cents: number; refunded_cents: number }>(
    t.db,
    sql`SELECT p.status, p.captured_cents, p.refunded_cents FROM payments p
      JOIN orders o ON o.id = p.order_id WHERE o.reference = ${order}`,
  );
  return row!;
}

async function bookingOf(order: string) {
  const [row] = await queryRows<{ id: number; status: number; payment_status: string }>(
    t.db,
    sql`SELECT b.id, b.status, b.payment_status FROM bookings b JOIN orders o ON o.id = b.order_id
      WHERE o.reference = ${order}`,
  );
  return row!;
}

async function confirmationsOf(order: string) {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`SELECT count(*)::int AS n FROM mail_outbox m JOIN orders o ON lower(m.to_address) = lower(o.contact_email)
      WHERE o.reference = ${order} AND m.subject LIKE 'Your booking is confirmed%'`,
  );
  return row!.n;
}

async function adminToken() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ops/login',
    payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  return response.json().access_token as string;
}

function decide(bookingId: number, decision: 'confirm' | 'reject', token: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/ops/bookings/${bookingId}/${decision}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('checkout with Stripe', () => {
  it('answers the Checkout Session page: automatic capture for an instant tour, manual for an on-request one', async () => {
    const first = await atStripe(instant);
    expect(first.link).toBe(stripe.sessions.get(first.sessionId)!.url);
    const create = stripe.calls.find(
      (c) => c.path === '/v1/checkout/sessions' && c.fields.client_reference_id === first.order,
    )!;
    expect(create.fields).toMatchObject({
      mode: 'payment',
      'payment_intent_data[capture_method]': 'automatic',
      'line_items[0][price_data][currency]': 'usd',
      success_url: expect.stringContaining(`/payment/complete?order=${first.order}`) as unknown,
    });
    expect(create.key).toBe(`create:${first.order}`);
    const held = await atStripe(onRequest);
    expect(stripe.sessions.get(held.sessionId)!.captureMethod).toBe('manual');
  });

  it('when Stripe is down says so (503), and the retry with the same key makes one session', async () => {
    const tour = await bookableTour(t, 1, 2);
    const amount = await priceOf(t, tour);
    const body = checkoutRequest(t, [checkoutItem(tour, amount, {}, email('down'))]);
    const orders = await countRows(t.db, 'orders');
    stripe.down = true;
    let down;
    try {
      down = await postCheckout(t, body, { key: 'stripe-down-key-1' });
    } finally {
      stripe.down = false;
    }
    expect(down.statusCode).toBe(503);
    expectContract(down, 'checkoutCart');
    expect(down.json().message).toBe(API_MESSAGES.paymentProviderUnavailable);
    const retried = await postCheckout(t, body, { key: 'stripe-down-key-1' });
    expect(retried.statusCode).toBe(200);
    const again = await postCheckout(t, body, { key: 'stripe-down-key-1' });
    expect(again.json().data).toEqual(retried.json().data);
    expect(await countRows(t.db, 'orders')).toBe(orders + 1);
    const order = retried.json().data.order_reference as string;
    const sessions = [...stripe.sessions.values()].filter((s) => s.client_reference_id === order);
    expect(sessions).toHaveLength(1);
  });
});

describe('Stripe webhooks', () => {
  it('a signed checkout.session.completed pays the order; its replay is applied once', async () => {
    const { order, sessionId } = await atStripe(instant);
    const payload = paid(sessionId);
    const first = await signed(payload);
    expect(first.statusCode).toBe(200);
    expectContract(first, 'receivePaymentWebhook');
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await bookingOf(order)).toMatchObject({ status: 1, payment_status: 'captured' });
    expect((await orderPayment(t, order)).json().data.status).toBe('paid');
    const replay = await signed(payload);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await confirmationsOf(order)).toBe(1);
  });

  it('refuses a forged, a missing and a stale signature, and applies nothing', async () => {
    const { order, sessionId } = await atStripe(instant);
    const payload = paid(sessionId);
    const forged = await webhook(payload, stripe.sign(payload, { secret: 'whsec_forged' }));
    expect(forged.statusCode).toBe(401);
    expectContract(forged, 'receivePaymentWebhook');
    expect((await webhook(payload)).statusCode).toBe(401);
    const old = Math.floor(Date.now() / 1000) - 3600;
    expect((await webhook(payload, stripe.sign(payload, { timestamp: old }))).statusCode).toBe(401);
    const tampered = payload.replace('checkout.session.completed', 'checkout.session.expired');
    expect((await webhook(tampered, stripe.sign(payload))).statusCode).toBe(401);
    expect(await bookingOf(order)).toMatchObject({ payment_status: 'awaiting_payment' });
  });

  it('applies events in any order: payment_intent.succeeded before the session completes', async () => {
    const { order, sessionId } = await atStripe(instant);
    const completed = paid(sessionId);
    const intent = stripe.intents.get(stripe.sessions.get(sessionId)!.payment_intent!)!;
    const early = await signed(stripe.event('payment_intent.succeeded', intent));
    expect(early.json()).toEqual({ received: true, duplicate: false });
    expect(await bookingOf(order)).toMatchObject({ status: 1, payment_status: 'captured' });
    const late = await signed(completed);
    expect(late.statusCode).toBe(200);
    expect(await bookingOf(order)).toMatchObject({ status: 1, payment_status: 'captured' });
    expect(await confirmationsOf(order)).toBe(1);
  });

  it('acknowledges a verified event about nothing of ours without applying it', async () => {
    const answer = await signed(stripe.event('customer.created', { id: 'cus_test_1' }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true, duplicate: false });
  });
});

describe('a hold (on-request tour)', () => {
  it('is authorized, captured once on confirm with the capture key', async () => {
    const { order, sessionId } = await atStripe(onRequest);
    await signed(paid(sessionId));
    expect(await bookingOf(order)).toMatchObject({ status: 0, payment_status: 'authorized' });
    expect((await orderPayment(t, order)).json().data.status).toBe('authorized');
    const token = await adminToken();
    const booking = await bookingOf(order);
    const [one, two] = await Promise.all([
      decide(booking.id, 'confirm', token),
      decide(booking.id, 'confirm', token),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const intentId = stripe.sessions.get(sessionId)!.payment_intent!;
    const captures = stripe.calls.filter(
      (c) => c.path === `/v1/payment_intents/${intentId}/capture`,
    );
    expect(new Set(captures.map((c) => c.key))).toEqual(new Set([`settle:${sessionId}`]));
    expect(stripe.intents.get(intentId)!.status).toBe('succeeded');
    expect(await paymentRow(order)).toMatchObject({ status: 'captured' });
  });

  it('is cancelled at Stripe when the supplier rejects', async () => {
    const { order, sessionId } = await atStripe(onRequest);
    await signed(paid(sessionId));
    const booking = await bookingOf(order);
    expect((await decide(booking.id, 'reject', await adminToken())).statusCode).toBe(200);
    const intent = stripe.intents.get(stripe.sessions.get(sessionId)!.payment_intent!)!;
    expect(intent.status).toBe('canceled');
    expect(await paymentRow(order)).toMatchObject({ status: 'released' });
    // Stripe's payment_intent.canceled that follows changes nothing.
    expect((await signed(stripe.event('payment_intent.canceled', intent))).statusCode).toBe(200);
    expect(await bookingOf(order)).toMatchObject({ payment_status: 'released' });
  });
});

describe('a mixed order (instant + on-request) is captured at Stripe once', () => {
  it('confirms the instant tour at once, and captures only its part when the other is rejected', async () => {
    const contact = email('mixed');
    const [a, b] = [await priceOf(t, instant), await priceOf(t, onRequest)];
    const response = await postCheckout(
      t,
      checkoutRequest(t, [
        checkoutItem(instant, a, {}, contact),
        checkoutItem(onRequest, b, {}, contact),
      ]),
    );
    expect(response.statusCode).toBe(200);
    const order = response.json().data.order_reference as string;
    const sessionId = new URL(response.json().data.payment_link as string).pathname
      .split('/')
      .pop()!;
    expect(stripe.sessions.get(sessionId)!.captureMethod).toBe('manual');
    await signed(paid(sessionId));
    const rows = await queryRows<{
      id: number;
      tour_id: number;
      status: number;
      payment_status: string;
    }>(
      t.db,
      sql`SELECT b.id, b.tour_id, b.status, b.payment_status FROM bookings b
        JOIN orders o ON o.id = b.order_id WHERE o.reference = ${order} ORDER BY b.id`,
    );
    const instantBooking = rows.find((r) => r.tour_id === instant.id)!;
    const heldBooking = rows.find((r) => r.tour_id === onRequest.id)!;
    // The instant tour is Confirmed at once; its money waits for the whole hold to be decided.
    expect(instantBooking).toMatchObject({ status: 1, payment_status: 'captured' });
    expect(heldBooking).toMatchObject({ status: 0, payment_status: 'authorized' });
    const intentId = stripe.sessions.get(sessionId)!.payment_intent!;
    expect(stripe.intents.get(intentId)!.status).toBe('requires_capture');

    expect((await decide(heldBooking.id, 'reject', await adminToken())).statusCode).toBe(200);
    const intent = stripe.intents.get(intentId)!;
    expect(intent.status).toBe('succeeded');
    expect(intent.amount_received).toBe(Math.round(a * 100)); // priceOf answers dollars
    expect(
      stripe.calls.filter((c) => c.path === `/v1/payment_intents/${intentId}/capture`),
    ).toHaveLength(1);
  });
});

describe('refunds', () => {
  it('refunds through Stripe once per refund id, and a dashboard refund is seen', async () => {
    const { order, sessionId } = await atStripe(instant);
    await signed(paid(sessionId));
    const provider = t.app.payments.provider;
    const row = await paymentRow(order);
    await provider.refund(sessionId, 1000, `refund-test:${order}`);
    await provider.refund(sessionId, 1000, `refund-test:${order}`);
    const intentId = stripe.sessions.get(sessionId)!.payment_intent!;
    expect(stripe.intents.get(intentId)!.latest_charge!.amount_refunded).toBe(1000);
    expect(
      stripe.calls.filter(
        (c) => c.path === '/v1/refunds' && c.key === `refund:refund-test:${order}`,
      ),
    ).toHaveLength(1);
    // Someone refunds the rest in Stripe's dashboard: its charge.refunded event is applied.
    const charge = stripe.intents.get(intentId)!.latest_charge!;
    charge.amount_refunded = row.captured_cents;
    await signed(stripe.event('charge.refunded', charge));
    expect((await paymentRow(order)).status).toBe('refunded');
  });
});

describe('disputes (chargebacks), ADR 210', () => {
  // Each order takes another instant tour: the first one's date is sold out by now.
  let tours = 3;

  /** An instant order paid at Stripe and applied; answers its PaymentIntent too. */
  async function paidOrder() {
    const checkout = await atStripe(await bookableTour(t, 1, tours++));
    await signed(paid(checkout.sessionId));
    const intentId = stripe.sessions.get(checkout.sessionId)!.payment_intent!;
    return { ...checkout, intentId, captured: (await paymentRow(checkout.order)).captured_cents };
  }

  /** Stripe's event about the dispute as it is now (a copy: the fake's dispute moves on). */
  const disputeEvent = (type: string, disputeId: string) =>
    stripe.event(type, { ...stripe.disputes.get(disputeId)! });

  it('a lost chargeback counts the captured money as refunded; the booking stays as it is', async () => {
    const { order, intentId, captured } = await paidOrder();
    const dispute = stripe.dispute(intentId);
    expect((await signed(disputeEvent('charge.dispute.created', dispute.id))).json()).toEqual({
      received: true,
      duplicate: false,
    });
    await signed(disputeEvent('charge.dispute.funds_withdrawn', dispute.id));
    // Open, its funds withdrawn: it may still be won, so nothing is counted yet.
    expect(await paymentRow(order)).toMatchObject({ status: 'captured', refunded_cents: 0 });

    stripe.moveDispute(dispute.id, 'lost');
    const closed = await signed(disputeEvent('charge.dispute.closed', dispute.id));
    expect(closed.json()).toEqual({ received: true, duplicate: false });
    expect(await paymentRow(order)).toEqual({
      status: 'refunded',
      captured_cents: captured,
      refunded_cents: captured,
    });
    // Like PayHere's chargeback: the booking is left for the operator, not moved to Dispute.
    expect(await bookingOf(order)).toMatchObject({ status: 1, payment_status: 'captured' });
    expect((await orderPayment(t, order)).json().data.status).toBe('paid');
  });

  it('a won chargeback, and an inquiry that closes, change nothing', async () => {
    const { order, intentId } = await paidOrder();
    const dispute = stripe.dispute(intentId);
    await signed(disputeEvent('charge.dispute.created', dispute.id));
    stripe.moveDispute(dispute.id, 'under_review');
    await signed(disputeEvent('charge.dispute.updated', dispute.id));
    stripe.moveDispute(dispute.id, 'won');
    await signed(disputeEvent('charge.dispute.funds_reinstated', dispute.id));
    await signed(disputeEvent('charge.dispute.closed', dispute.id));
    expect(await paymentRow(order)).toMatchObject({ status: 'captured', refunded_cents: 0 });
    expect(await bookingOf(order)).toMatchObject({ status: 1, payment_status: 'captured' });

    const asked = await paidOrder();
    const inquiry = stripe.dispute(asked.intentId, { status: 'warning_needs_response' });
    await signed(disputeEvent('charge.dispute.created', inquiry.id));
    stripe.moveDispute(inquiry.id, 'warning_closed');
    await signed(disputeEvent('charge.dispute.closed', inquiry.id));
    expect(await paymentRow(asked.order)).toMatchObject({ status: 'captured', refunded_cents: 0 });
  });

  it('events late, twice and out of order: the dispute is read from Stripe, not from the event', async () => {
    const { order, sessionId, intentId, captured } = await paidOrder();
    const dispute = stripe.dispute(intentId);
    const created = disputeEvent('charge.dispute.created', dispute.id);
    const withdrawn = disputeEvent('charge.dispute.funds_withdrawn', dispute.id);
    // An event that says "lost" while Stripe says the dispute is open counts nothing.
    const early = stripe.event('charge.dispute.closed', { ...dispute, status: 'lost' });
    await signed(early);
    expect(await paymentRow(order)).toMatchObject({ status: 'captured', refunded_cents: 0 });

    stripe.moveDispute(dispute.id, 'lost');
    const closed = disputeEvent('charge.dispute.closed', dispute.id);
    await signed(closed);
    expect(await paymentRow(order)).toMatchObject({ status: 'refunded', refunded_cents: captured });
    // The first steps come late, and the close again: nothing more is counted.
    expect((await signed(withdrawn)).json().duplicate).toBe(false);
    expect((await signed(created)).json().duplicate).toBe(false);
    expect((await signed(closed)).json()).toEqual({ received: true, duplicate: true });
    expect((await signed(early)).json()).toEqual({ received: true, duplicate: true });
    expect(await paymentRow(order)).toEqual({
      status: 'refunded',
      captured_cents: captured,
      refunded_cents: captured,
    });
    // A refund asked after the chargeback was lost is refused: the money went back once.
    await expect(t.app.payments.provider.refund(sessionId, 100, `after:${order}`)).rejects.toThrow(
      'larger than what was captured',
    );
  });

  it('a chargeback after a partial refund does not count the refunded part twice', async () => {
    const provider = t.app.payments.provider;
    // The bank takes back what was left…
    const rest = await paidOrder();
    await provider.refund(rest.sessionId, 1000, `part:${rest.order}`);
    const restDispute = stripe.dispute(rest.intentId, { amount: rest.captured - 1000 });
    stripe.moveDispute(restDispute.id, 'lost');
    await signed(disputeEvent('charge.dispute.closed', restDispute.id));
    expect(await paymentRow(rest.order)).toMatchObject({
      status: 'refunded',
      refunded_cents: rest.captured,
    });

    // …or disputes the whole charge although part of it was refunded (Stripe then gives the
    // refunded part back and calls the dispute lost): never more than was captured.
    const whole = await paidOrder();
    await provider.refund(whole.sessionId, 1000, `part:${whole.order}`);
    const wholeDispute = stripe.dispute(whole.intentId, { amount: whole.captured });
    await signed(disputeEvent('charge.dispute.created', wholeDispute.id));
    expect(await paymentRow(whole.order)).toMatchObject({
      status: 'captured',
      refunded_cents: 1000,
    });
    stripe.moveDispute(wholeDispute.id, 'lost');
    await signed(disputeEvent('charge.dispute.closed', wholeDispute.id));
    expect(await paymentRow(whole.order)).toMatchObject({
      status: 'refunded',
      refunded_cents: whole.captured,
    });

    // A partial chargeback lost after a partial refund: both counted, once each.
    const some = await paidOrder();
    await provider.refund(some.sessionId, 1000, `part:${some.order}`);
    const someDispute = stripe.dispute(some.intentId, { amount: 2000 });
    stripe.moveDispute(someDispute.id, 'lost');
    await signed(disputeEvent('charge.dispute.closed', someDispute.id));
    expect(await paymentRow(some.order)).toMatchObject({
      status: 'captured',
      refunded_cents: 3000,
    });
  });

  it('a booking whose payment was charged back can still be cancelled: nothing is refunded twice', async () => {
    const account = await registerAccount(t);
    const token = await logIn(t, account);
    const tour = await bookableTour(t, 1, tours++);
    const response = await postCheckout(
      t,
      checkoutRequest(t, [checkoutItem(tour, await priceOf(t, tour), {}, account.email)]),
      { token },
    );
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json().data.order_reference as string;
    const sessionId = new URL(response.json().data.payment_link as string).pathname
      .split('/')
      .pop()!;
    await signed(paid(sessionId));
    const intentId = stripe.sessions.get(sessionId)!.payment_intent!;
    const dispute = stripe.dispute(intentId);
    stripe.moveDispute(dispute.id, 'lost');
    await signed(disputeEvent('charge.dispute.closed', dispute.id));
    const { id, status } = await bookingOf(order);
    expect(status).toBe(1);
    const refundsBefore = stripe.calls.filter((call) => call.path === '/v1/refunds').length;

    // Before: our books refused the refund (the bank took the money back) and the traveller
    // was told to try again (503), for ever.
    const cancelled = await t.app.inject({
      method: 'GET',
      url: `/api/account/my-bookings/cancel/${id}`,
      headers: bearer(token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await bookingOf(order)).toMatchObject({ status: 3, payment_status: 'refunded' });
    expect(stripe.calls.filter((call) => call.path === '/v1/refunds')).toHaveLength(refundsBefore);
    const payment = await paymentRow(order);
    expect(payment.refunded_cents).toBe(payment.captured_cents);
  });

  it('a chargeback of a hold refunded in part before its capture counts every cent once', async () => {
    const contact = email('held-dispute');
    const [now, later] = [await bookableTour(t, 1, tours++), await bookableTour(t, 2, 1)];
    const [a, b] = [await priceOf(t, now), await priceOf(t, later)];
    const response = await postCheckout(
      t,
      checkoutRequest(t, [checkoutItem(now, a, {}, contact), checkoutItem(later, b, {}, contact)]),
    );
    const order = response.json().data.order_reference as string;
    const sessionId = new URL(response.json().data.payment_link as string).pathname
      .split('/')
      .pop()!;
    await signed(paid(sessionId));
    const instantCents = Math.round(a * 100);
    // The instant tour's money is refunded before the hold is settled: it is never captured.
    await t.app.payments.provider.refund(sessionId, instantCents, `early:${order}`);
    const held = (
      await queryRows<{ id: number }>(
        t.db,
        sql`SELECT b.id FROM bookings b JOIN orders o ON o.id = b.order_id
          WHERE o.reference = ${order} AND b.tour_id = ${later.id}`,
      )
    )[0]!;
    expect((await decide(held.id, 'confirm', await adminToken())).statusCode).toBe(200);
    const intentId = stripe.sessions.get(sessionId)!.payment_intent!;
    const charge = stripe.intents.get(intentId)!.latest_charge!;
    expect(charge.amount_captured).toBe(Math.round(b * 100));

    const dispute = stripe.dispute(intentId);
    stripe.moveDispute(dispute.id, 'lost');
    await signed(disputeEvent('charge.dispute.closed', dispute.id));
    const row = await paymentRow(order);
    expect(row.captured_cents).toBe(instantCents + Math.round(b * 100));
    expect(row).toMatchObject({ status: 'refunded', refunded_cents: row.captured_cents });
  });
});

describe('configuration', () => {
  it('refuses to start with stripe and a variable missing, naming it', () => {
    const base = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_WEBHOOK_SECRET: 'whsec',
    };
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: '' })).toThrow('STRIPE_SECRET_KEY');
    expect(() => loadConfig({ ...base, STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      'STRIPE_WEBHOOK_SECRET',
    );
    expect(loadConfig(base).stripe).toMatchObject({ secretKey: 'sk', webhookSecret: 'whsec' });
  });
});
