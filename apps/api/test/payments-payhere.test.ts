// The PayHere provider (issue 15): the checkout form's hash and the notify callback's md5sig
// against examples worked from PayHere's documented algorithm, forged and replayed
// notifications, what each status code does, the hold captured or voided through the Merchant
// API, refunds, and PayHere being down.
//
// PayHere's network cannot be reached from here: its HTTP side (hosted checkout page and
// Merchant API) is faked at the network boundary by a local server (support/fake-payhere.ts)
// that PAYHERE_BASE_URL points the adapter at. Everything on our side — the API, the books,
// PGlite or PostgreSQL — is real.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/client.ts';
import { DEMO_ADMIN, seedOperators } from '../src/db/seed/operators.ts';
import {
  centsOf,
  checkoutHash,
  notifySignature,
  payHereAmount,
} from '../src/modules/payments/payhere/signature.ts';
import { API_MESSAGES } from '@trails/domain/messages';
import { expectContract } from './support/contract.ts';
import { createTestApp } from './support/harness.ts';
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
import { startFakePayHere } from './support/fake-payhere.ts';
import type { FakePayHere } from './support/fake-payhere.ts';

const CREDENTIALS = {
  merchantId: '1211149',
  merchantSecret: 'MjM0ODcxNzc1OTQ0NjU1NDk0NzE3',
  appId: '4OVx33RVOPg4DzdZUzq4A94D2',
  appSecret: '8n4VCj25MXp4JLDFyvsE9h4a8qgbPaZUI4JEWK4FCvop',
};

let t: TestApp;
let payhere: FakePayHere;
let instant: BookableTour;
let onRequest: BookableTour;
beforeAll(async () => {
  payhere = await startFakePayHere(CREDENTIALS);
  t = await createTestApp({
    rateLimitMax: 100_000,
    captchaProvider: 'off',
    paymentProvider: 'payhere',
    payhere: { ...CREDENTIALS, sandbox: true, baseUrl: payhere.url },
  });
  await seedOperators(t.db);
  instant = await bookableTour(t, 1);
  onRequest = await bookableTour(t, 2);
});
afterAll(async () => {
  await t?.close();
  await payhere?.close();
});

let serial = 0;
const email = (prefix: string) => `${prefix}.${++serial}.${Date.now().toString(36)}@example.com`;

/** Our page's hidden fields, as the browser would post them to PayHere. */
async function formOf(link: string) {
  const page = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
  expect(page.statusCode).toBe(200);
  const action = /<form id="payhere" method="post" action="([^"]+)"/.exec(page.body)?.[1];
  const fields = Object.fromEntries(
    [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!.replaceAll('&amp;', '&'),
    ]),
  );
  return { page, action: action!.replaceAll('&amp;', '&'), fields };
}

/** Checks out one item and posts our form to (fake) PayHere, as the page does. */
async function atPayHere(tour: BookableTour) {
  const checkout = await checkedOut(t, tour, email('payhere'));
  const { action, fields } = await formOf(checkout.link);
  const posted = await fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  expect(posted.status).toBe(200);
  return { ...checkout, orderId: fields.order_id! };
}

function notify(body: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/payhere',
    payload: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function paymentRow(order: string) {
  const [row] = await queryRows<{
    status: string;
    authorized_cents: number;
    captured_cents: number;
    released_cents: number;
    refunded_cents: number;
    provider_reference: string;
  }>(
    t.db,
    sql`SELECT p.status, p.authorized_cents, p.captured_cents, p.released_cents, p.refunded_cents,
      p.provider_reference FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.reference = ${order}`,
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

describe("PayHere's checksums", () => {
  // Worked by hand from PayHere's Checkout API documentation:
  //   hash   = UPPER(MD5("1211149" + "ItemNo12345" + "1000.00" + "LKR" + UPPER(MD5(secret))))
  //   md5sig = UPPER(MD5("1211149" + "ItemNo12345" + "1000.00" + "LKR" + "2" + UPPER(MD5(secret))))
  it('makes the checkout hash of the documented example', () => {
    expect(
      checkoutHash({
        merchantId: '1211149',
        orderId: 'ItemNo12345',
        amountCents: 100_000,
        currency: 'LKR',
        merchantSecret: CREDENTIALS.merchantSecret,
      }),
    ).toBe('B6FD66B214852A3BC00DB2D3EBE0EDD3');
  });

  it('makes the md5sig of a successful notification', () => {
    expect(
      notifySignature({
        merchantId: '1211149',
        orderId: 'ItemNo12345',
        amount: '1000.00',
        currency: 'LKR',
        statusCode: '2',
        merchantSecret: CREDENTIALS.merchantSecret,
      }),
    ).toBe('17C81A8044F820C6C66202C88C01076F');
  });

  it('writes amounts with two decimals and reads them back', () => {
    expect(payHereAmount(100_000)).toBe('1000.00');
    expect(payHereAmount(12_345)).toBe('123.45');
    expect(payHereAmount(5)).toBe('0.05');
    expect(centsOf('123.4')).toBe(12_340);
    expect(centsOf('1,000.00')).toBeNull();
  });
});

describe('the PayHere page', () => {
  it('posts the checkout form with its hash to PayHere, works without scripts, and allows only its nonce', async () => {
    const { link } = await checkedOut(t, instant, email('page'));
    const { page, action, fields } = await formOf(link);
    expect(action).toBe(`${payhere.url}/pay/checkout`);
    expect(fields).toMatchObject({ merchant_id: CREDENTIALS.merchantId, currency: 'USD' });
    expect(fields.hash).toBe(
      checkoutHash({
        merchantId: CREDENTIALS.merchantId,
        orderId: fields.order_id!,
        amountCents: centsOf(fields.amount!)!,
        currency: 'USD',
        merchantSecret: CREDENTIALS.merchantSecret,
      }),
    );
    expect(fields.notify_url).toMatch(/\/api\/payments\/webhooks\/payhere$/);
    // Without scripts the traveller presses the button; with them the nonce'd script does.
    expect(page.body).toContain('<button type="submit">Continue to PayHere to pay $');
    const policy = String(page.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(page.body).toContain(`<script nonce="${nonce}">`);
    expect(policy).toContain(`form-action ${payhere.url}`);
    expect(policy).toMatch(/script-src 'nonce-[^' ]+';/);
    // Fake PayHere accepts the hash (it refuses a wrong one).
    const posted = await fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, hash: '0'.repeat(32) }).toString(),
    });
    expect(posted.status).toBe(400);
  });

  it('sends an order with an on-request tour to the Authorize API', async () => {
    const { link } = await checkedOut(t, onRequest, email('authorize'));
    expect((await formOf(link)).action).toBe(`${payhere.url}/pay/authorize`);
  });

  it('is 404 for an unknown reference', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/payments/payhere/php_aaaaaaaaaaaaaaaaaaaaaaaaaa',
    });
    expect(response.statusCode).toBe(404);
    expectContract(response, 'showPayHerePaymentPage');
  });
});

describe('the notify callback', () => {
  it('status 2 pays an instant order once; a replay changes nothing', async () => {
    const { order, orderId } = await atPayHere(instant);
    const body = payhere.notifyBody(orderId, 2);
    const first = await notify(body);
    expect(first.statusCode).toBe(200);
    expectContract(first, 'receivePaymentWebhook');
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect((await orderPayment(t, order)).json().data.status).toBe('paid');
    expect(await bookingOf(order)).toMatchObject({ status: 1, payment_status: 'captured' });

    const replay = await notify(body);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    const mails = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM mail_outbox m JOIN orders o ON lower(m.to_address) = lower(o.contact_email)
        WHERE o.reference = ${order} AND m.subject LIKE 'Your booking is confirmed%'`,
    );
    expect(mails[0]!.n).toBe(1);
  });

  it('refuses a forged md5sig, another merchant and a changed amount, and writes nothing', async () => {
    const { order, orderId } = await atPayHere(instant);
    const forged = await notify(payhere.notifyBody(orderId, 2, { secret: 'not-the-secret' }));
    expect(forged.statusCode).toBe(401);
    expectContract(forged, 'receivePaymentWebhook');
    const fields = new URLSearchParams(payhere.notifyBody(orderId, 2));
    fields.set('payhere_amount', '0.01');
    expect((await notify(fields.toString())).statusCode).toBe(401);
    const unsigned = new URLSearchParams(payhere.notifyBody(orderId, 2));
    unsigned.delete('md5sig');
    expect((await notify(unsigned.toString())).statusCode).toBe(401);
    expect((await orderPayment(t, order)).json().data.status).toBe('awaiting_payment');
    expect((await paymentRow(order)).authorized_cents).toBe(0);
  });

  it('status 0 leaves the order waiting, −1 cancels it and −2 declines it', async () => {
    const pending = await atPayHere(instant);
    expect((await notify(payhere.notifyBody(pending.orderId, 0))).statusCode).toBe(200);
    expect((await orderPayment(t, pending.order)).json().data.status).toBe('awaiting_payment');
    // A pending payment that then succeeds is paid.
    expect((await notify(payhere.notifyBody(pending.orderId, 2))).json().duplicate).toBe(false);
    expect((await orderPayment(t, pending.order)).json().data.status).toBe('paid');

    const cancelled = await atPayHere(instant);
    await notify(payhere.notifyBody(cancelled.orderId, -1));
    expect((await orderPayment(t, cancelled.order)).json().data.status).toBe('cancelled');
    expect((await bookingOf(cancelled.order)).payment_status).toBe('declined');

    const failed = await atPayHere(instant);
    await notify(payhere.notifyBody(failed.orderId, -2));
    expect((await orderPayment(t, failed.order)).json().data.status).toBe('declined');
    // A late success of a declined payment does not resurrect it in the books.
    await notify(payhere.notifyBody(failed.orderId, 0));
    expect((await paymentRow(failed.order)).status).toBe('declined');
  });

  it('status −3 (charged back) marks the captured money as taken back', async () => {
    const { order, orderId } = await atPayHere(instant);
    await notify(payhere.notifyBody(orderId, 2));
    const chargeback = await notify(payhere.notifyBody(orderId, -3));
    expect(chargeback.json()).toEqual({ received: true, duplicate: false });
    const row = await paymentRow(order);
    expect(row.status).toBe('refunded');
    expect(row.refunded_cents).toBe(row.captured_cents);
  });

  it('the return page finds a paid order through the Retrieval API before the notify comes', async () => {
    const { order, orderId } = await atPayHere(instant);
    payhere.received.add(orderId);
    expect((await orderPayment(t, order)).json().data.status).toBe('paid');
    // The notify that follows is recorded and changes nothing more.
    expect((await notify(payhere.notifyBody(orderId, 2))).statusCode).toBe(200);
    expect((await bookingOf(order)).payment_status).toBe('captured');
  });
});

describe('a hold (on-request tour)', () => {
  it('is authorized, then captured once through the Merchant API when the supplier confirms', async () => {
    const { order, orderId } = await atPayHere(onRequest);
    await notify(payhere.notifyBody(orderId, 2));
    expect((await orderPayment(t, order)).json().data.status).toBe('authorized');
    const booking = await bookingOf(order);
    expect(booking).toMatchObject({ status: 0, payment_status: 'authorized' });

    const token = await adminToken();
    const before = payhere.calls.length;
    const confirmed = await decide(booking.id, 'confirm', token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ status: 1, payment_status: 'captured' });
    const again = await decide(booking.id, 'confirm', token);
    expect(again.statusCode).toBe(200);
    const captures = payhere.calls
      .slice(before)
      .filter((c) => c.path === '/merchant/v1/payment/capture');
    expect(captures).toHaveLength(1);
    expect(captures[0]!.body).toMatchObject({
      authorization_token: payhere.checkouts.get(orderId)!.authorizationToken,
      amount: Number(payhere.checkouts.get(orderId)!.fields.amount),
    });
    expect(await paymentRow(order)).toMatchObject({ status: 'captured' });
  });

  it('is voided with its authorization token when the supplier rejects', async () => {
    const { order, orderId } = await atPayHere(onRequest);
    await notify(payhere.notifyBody(orderId, 2));
    const booking = await bookingOf(order);
    const before = payhere.calls.length;
    const rejected = await decide(booking.id, 'reject', await adminToken());
    expect(rejected.statusCode).toBe(200);
    const calls = payhere.calls.slice(before);
    expect(calls).toEqual([
      {
        path: '/merchant/v1/payment/refund',
        body: expect.objectContaining({
          authorization_token: payhere.checkouts.get(orderId)!.authorizationToken,
        }) as unknown,
      },
    ]);
    expect(await paymentRow(order)).toMatchObject({ status: 'released' });
  });

  it('when PayHere is down the confirm says so (503), nothing moves, and a retry captures once', async () => {
    const { order, orderId } = await atPayHere(onRequest);
    await notify(payhere.notifyBody(orderId, 2));
    const booking = await bookingOf(order);
    const token = await adminToken();
    const before = payhere.calls.length;
    payhere.down = true;
    try {
      const down = await decide(booking.id, 'confirm', token);
      expect(down.statusCode).toBe(503);
      expectContract(down, 'confirmOperatorBooking');
      expect(down.json().message).toBe(API_MESSAGES.paymentProviderUnavailable);
      expect(await bookingOf(order)).toMatchObject({ status: 0, payment_status: 'authorized' });
    } finally {
      payhere.down = false;
    }
    const retried = await decide(booking.id, 'confirm', token);
    expect(retried.statusCode).toBe(200);
    expect(
      payhere.calls.slice(before).filter((c) => c.path === '/merchant/v1/payment/capture'),
    ).toHaveLength(1);
  });
});

describe('an order of two on-request tours', () => {
  it('captures the whole hold once when both are confirmed at the same time', async () => {
    const contact = email('two-held');
    const second = await bookableTour(t, 2, 1);
    const [a, b] = [await priceOf(t, onRequest), await priceOf(t, second)];
    const response = await postCheckout(
      t,
      checkoutRequest(t, [
        checkoutItem(onRequest, a, {}, contact),
        checkoutItem(second, b, {}, contact),
      ]),
    );
    expect(response.statusCode).toBe(200);
    const order = response.json().data.order_reference as string;
    const { action, fields } = await formOf(response.json().data.payment_link as string);
    await fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    await notify(payhere.notifyBody(fields.order_id!, 2));
    const ids = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT b.id FROM bookings b JOIN orders o ON o.id = b.order_id
        WHERE o.reference = ${order} ORDER BY b.id`,
    );
    const token = await adminToken();
    const before = payhere.calls.length;
    const answers = await Promise.all(ids.map((row) => decide(row.id, 'confirm', token)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const captures = payhere.calls
      .slice(before)
      .filter((c) => c.path === '/merchant/v1/payment/capture');
    expect(captures).toHaveLength(1);
    // priceOf answers dollars; the books count cents.
    const cents = Math.round(a * 100) + Math.round(b * 100);
    expect(captures[0]!.body.amount).toBe(Number(payHereAmount(cents)));
    expect(await paymentRow(order)).toMatchObject({ status: 'captured', captured_cents: cents });
  });
});

describe('refunds', () => {
  it('a refund goes to the Refund API once per refund id', async () => {
    const { order, orderId } = await atPayHere(instant);
    await notify(payhere.notifyBody(orderId, 2));
    const row = await paymentRow(order);
    const before = payhere.calls.length;
    const provider = t.app.payments.provider;
    await Promise.all([
      provider.refund(row.provider_reference, row.captured_cents, `refund-test:${order}`),
      provider.refund(row.provider_reference, row.captured_cents, `refund-test:${order}`),
    ]);
    await provider.refund(row.provider_reference, row.captured_cents, `refund-test:${order}`);
    const refunds = payhere.calls.slice(before);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      path: '/merchant/v1/payment/refund',
      body: { payment_id: payhere.checkouts.get(orderId)!.paymentId },
    });
    expect((await provider.fetchPayment(row.provider_reference)).refundedCents).toBe(
      row.captured_cents,
    );
  });
});

describe('checkout when PayHere cannot be reached', () => {
  it('still answers the payment page: nothing is asked of PayHere before the traveller posts', async () => {
    payhere.down = true;
    try {
      const tour = await bookableTour(t, 1, 2);
      const amount = await priceOf(t, tour);
      const response = await postCheckout(
        t,
        checkoutRequest(t, [checkoutItem(tour, amount, {}, email('down'))]),
        { key: 'payhere-down-key-1' },
      );
      expect(response.statusCode).toBe(200);
      expectContract(response, 'checkoutCart');
    } finally {
      payhere.down = false;
    }
  });
});

describe('configuration', () => {
  const base = {
    PAYMENT_PROVIDER: 'payhere',
    PAYHERE_MERCHANT_ID: '1211149',
    PAYHERE_MERCHANT_SECRET: 'secret',
    PAYHERE_APP_ID: 'app',
    PAYHERE_APP_SECRET: 'app-secret',
    PAYHERE_SANDBOX: 'true',
  };

  it('refuses to start with payhere and any of its variables missing, naming it', () => {
    for (const name of Object.keys(base).filter((n) => n !== 'PAYMENT_PROVIDER')) {
      const env: Record<string, string> = { ...base };
      delete env[name];
      expect(() => loadConfig(env)).toThrow(name);
    }
  });

  it('picks the sandbox or the live host by PAYHERE_SANDBOX', () => {
    expect(loadConfig(base).payhere?.baseUrl).toBe('https://sandbox.payhere.lk');
    expect(loadConfig({ ...base, PAYHERE_SANDBOX: 'false' }).payhere?.baseUrl).toBe(
      'https://www.payhere.lk',
    );
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'paypal' })).toThrow('PAYMENT_PROVIDER');
  });
});
