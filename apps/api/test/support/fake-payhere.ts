// A stand-in for PayHere at the network boundary: its network cannot be reached from tests, so
// this local HTTP server answers what PayHere's documentation says it answers — the hosted
// checkout/authorize page (checking the form's hash, then posting the md5sig-signed notify
// callback and sending the browser to return_url), and the Merchant API (OAuth client
// credentials, capture, refund, retrieval). Everything on our side of it is real. Used by the
// API tests and by the checkout journey (apps/web/e2e).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  centsOf,
  checkoutHash,
  notifySignature,
} from '../../src/modules/payments/payhere/signature.ts';

export type FakePayHereOptions = {
  merchantId: string;
  merchantSecret: string;
  appId: string;
  appSecret: string;
};

type Checkout = {
  kind: 'checkout' | 'authorize';
  fields: Record<string, string>;
  paymentId: string;
  authorizationToken: string;
};

export type FakePayHere = {
  url: string;
  /** Every Merchant API call, in order (path and JSON body). */
  calls: Array<{ path: string; body: Record<string, unknown> }>;
  /** The forms posted to the hosted page, by order_id. */
  checkouts: Map<string, Checkout>;
  /** Orders the Retrieval API reports as received (by order_id). */
  received: Set<string>;
  /** When true, every request is cut off (PayHere is down). */
  down: boolean;
  /** The notify callback of a posted form, signed as PayHere signs it (or with another secret). */
  notifyBody(orderId: string, statusCode: number, options?: { secret?: string }): string;
  /** Posts that callback to the form's notify_url; answers the HTTP status. */
  notify(orderId: string, statusCode: number, options?: { secret?: string }): Promise<number>;
  close(): Promise<void>;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakePayHere(options: FakePayHereOptions): Promise<FakePayHere> {
  const tokens = new Set<string>();
  const fake: Omit<FakePayHere, 'url' | 'close'> = {
    calls: [],
    checkouts: new Map(),
    received: new Set(),
    down: false,
    notifyBody: (orderId, statusCode, notifyOptions = {}) => {
      const checkout = fake.checkouts.get(orderId);
      if (!checkout) throw new Error(`no form was posted for ${orderId}`);
      const fields = checkout.fields;
      const amount = fields.amount!;
      const currency = fields.currency!;
      const body = new URLSearchParams({
        merchant_id: fields.merchant_id!,
        order_id: orderId,
        payment_id: checkout.paymentId,
        payhere_amount: amount,
        payhere_currency: currency,
        status_code: String(statusCode),
        md5sig: notifySignature({
          merchantId: fields.merchant_id!,
          orderId,
          amount,
          currency,
          statusCode: String(statusCode),
          merchantSecret: notifyOptions.secret ?? options.merchantSecret,
        }),
        custom_1: fields.custom_1 ?? '',
        custom_2: '',
        method: 'VISA',
        status_message: statusCode === 2 ? 'Successfully completed the payment.' : 'Not paid',
        card_holder_name: 'Anna Schmidt',
        card_no: '************4242',
        ...(checkout.kind === 'authorize' && statusCode === 2
          ? { authorization_token: checkout.authorizationToken }
          : {}),
      });
      return body.toString();
    },
    notify: async (orderId, statusCode, notifyOptions = {}) => {
      const answer = await fetch(fake.checkouts.get(orderId)!.fields.notify_url!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: fake.notifyBody(orderId, statusCode, notifyOptions),
      });
      return answer.status;
    },
  };

  async function merchantApi(request: IncomingMessage, response: ServerResponse, path: string) {
    const raw = await readBody(request);
    if (path === '/merchant/v1/oauth/token') {
      const basic = Buffer.from(`${options.appId}:${options.appSecret}`).toString('base64');
      if (
        request.headers.authorization !== `Basic ${basic}` ||
        raw !== 'grant_type=client_credentials'
      ) {
        return json(response, 401, { error: 'invalid_client' });
      }
      const token = randomUUID();
      tokens.add(token);
      return json(response, 200, {
        access_token: token,
        token_type: 'bearer',
        expires_in: 599,
        scope: 'SANDBOX',
      });
    }
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(bearer)) return json(response, 401, { error: 'invalid_token' });
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    fake.calls.push({ path, body });
    if (path === '/merchant/v1/payment/capture') {
      const checkout = [...fake.checkouts.values()].find(
        (c) => c.authorizationToken === body.authorization_token,
      );
      if (!checkout) return json(response, 400, { status: -1, msg: 'Invalid authorization token' });
      return json(response, 200, {
        status: 1,
        msg: 'Successfully captured payment',
        data: {
          status_code: 2,
          payment_id: Number(checkout.paymentId) + 1,
          currency: checkout.fields.currency,
          amount: Number(checkout.fields.amount),
          captured_amount: body.amount,
          order_id: checkout.fields.order_id,
        },
      });
    }
    if (path === '/merchant/v1/payment/refund') {
      return json(response, 200, {
        status: 1,
        msg: body.authorization_token
          ? 'Successfully processed the authorization refund'
          : 'Successfully processed the refund',
        data: body.authorization_token ? null : 560034010257,
      });
    }
    if (path.startsWith('/merchant/v1/payment/search')) {
      const orderId = new URL(path, 'http://x').searchParams.get('order_id') ?? '';
      const checkout = fake.checkouts.get(orderId);
      if (!checkout || !fake.received.has(orderId)) {
        return json(response, 200, { status: -1, msg: 'No payments found', data: null });
      }
      return json(response, 200, {
        status: 1,
        msg: `Payments with order_id:${orderId}`,
        data: [
          {
            payment_id: Number(checkout.paymentId),
            order_id: orderId,
            status: 'RECEIVED',
            currency: checkout.fields.currency,
            amount: Number(checkout.fields.amount),
          },
        ],
      });
    }
    return json(response, 404, { status: -1, msg: 'Not found' });
  }

  /** The hosted page: PayHere checks the hash, then shows its own payment form. */
  async function hostedPage(
    request: IncomingMessage,
    response: ServerResponse,
    kind: Checkout['kind'],
  ) {
    const fields = Object.fromEntries(new URLSearchParams(await readBody(request)));
    const expected = checkoutHash({
      merchantId: fields.merchant_id ?? '',
      orderId: fields.order_id ?? '',
      amountCents: centsOf(fields.amount ?? '') ?? -1,
      currency: fields.currency ?? '',
      merchantSecret: options.merchantSecret,
    });
    if (fields.merchant_id !== options.merchantId || fields.hash !== expected) {
      response.writeHead(400, { 'content-type': 'text/html' });
      response.end('<h1>Unauthorized payment request</h1>');
      return;
    }
    const orderId = fields.order_id!;
    const existing = fake.checkouts.get(orderId);
    fake.checkouts.set(orderId, {
      kind,
      fields,
      paymentId: existing?.paymentId ?? String(320025000000 + fake.checkouts.size * 7),
      authorizationToken: existing?.authorizationToken ?? randomUUID(),
    });
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><title>PayHere (fake)</title></head><body><main>
<h1>PayHere ${kind === 'authorize' ? 'Authorize' : 'Checkout'}</h1>
<p>${escape(fields.items ?? '')}: ${escape(fields.currency ?? '')} ${escape(fields.amount ?? '')}</p>
<form method="post" action="/pay/${escape(orderId)}/complete"><button name="outcome" value="pay">Pay with test card</button>
<button name="outcome" value="cancel">Cancel</button></form></main></body></html>`);
  }

  async function complete(request: IncomingMessage, response: ServerResponse, orderId: string) {
    const { outcome } = Object.fromEntries(new URLSearchParams(await readBody(request)));
    const checkout = fake.checkouts.get(orderId);
    if (!checkout) return json(response, 404, {});
    if (outcome === 'cancel') {
      response.writeHead(303, { location: checkout.fields.cancel_url! });
      response.end();
      return;
    }
    if (checkout.kind === 'checkout') fake.received.add(orderId);
    // PayHere calls notify_url server to server, then sends the browser back.
    await fake.notify(orderId, 2).catch(() => 0);
    response.writeHead(303, { location: checkout.fields.return_url! });
    response.end();
  }

  const server = createServer((request, response) => {
    if (fake.down) {
      request.socket.destroy();
      return;
    }
    const path = request.url ?? '/';
    const run = async () => {
      if (path.startsWith('/merchant/v1/')) return merchantApi(request, response, path);
      if (request.method === 'POST' && path === '/pay/checkout')
        return hostedPage(request, response, 'checkout');
      if (request.method === 'POST' && path === '/pay/authorize')
        return hostedPage(request, response, 'authorize');
      const completeMatch = /^\/pay\/([^/]+)\/complete$/.exec(path);
      if (request.method === 'POST' && completeMatch)
        return complete(request, response, completeMatch[1]!);
      return json(response, 404, {});
    };
    run().catch((error: unknown) => json(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as FakePayHere;
}
