// A stand-in for Stripe at the network boundary: Stripe's network cannot be reached from tests,
// so this local HTTP server answers the few calls of Stripe's API the adapter makes (Checkout
// Sessions, PaymentIntent capture and cancel, Refunds — honouring Idempotency-Key as Stripe
// does — and the list of a PaymentIntent's disputes), shows a hosted page, and sends webhook events signed with the stripe package's own
// `webhooks.generateTestHeaderString`. The stripe package itself is real, pointed here with its
// host/port/protocol options. Used by the API tests and by the checkout journey.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Stripe } from 'stripe';

type Charge = {
  id: string;
  object: 'charge';
  status: 'succeeded';
  captured: boolean;
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  refunded: boolean;
  /** Whether the charge has been disputed (it stays true once a dispute was opened). */
  disputed: boolean;
  payment_intent: string;
};

/** Stripe's dispute statuses: inquiries (`warning_*`), chargebacks, and how they closed. */
export type DisputeStatus =
  | 'warning_needs_response'
  | 'warning_under_review'
  | 'warning_closed'
  | 'needs_response'
  | 'under_review'
  | 'won'
  | 'lost';

type BalanceTransaction = {
  id: string;
  object: 'balance_transaction';
  amount: number;
  currency: string;
  type: 'adjustment';
  description: string;
};

type Dispute = {
  id: string;
  object: 'dispute';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  status: DisputeStatus;
  reason: string;
  is_charge_refundable: boolean;
  /** Funds withdrawn when a chargeback opens, reinstated when it is won (zero, one or two). */
  balance_transactions: BalanceTransaction[];
  evidence_details: { due_by: number; has_evidence: boolean; past_due: boolean };
  created: number;
  livemode: false;
  metadata: Record<string, string>;
};

type Intent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  amount_capturable: number;
  capture_method: 'automatic' | 'manual';
  currency: string;
  status: string;
  metadata: Record<string, string>;
  latest_charge: Charge | null;
  created: number;
};

type Session = {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  /** Not Stripe's: what the fake needs to make the PaymentIntent. */
  captureMethod: 'automatic' | 'manual';
  intentMetadata: Record<string, string>;
};

export type FakeStripe = {
  url: string;
  sessions: Map<string, Session>;
  intents: Map<string, Intent>;
  disputes: Map<string, Dispute>;
  /** Every API call (method, path, form fields, idempotency key). */
  calls: Array<{ method: string; path: string; fields: Record<string, string>; key?: string }>;
  /** When true, every request is cut off (Stripe is down). */
  down: boolean;
  /** Where the hosted page's payment sends its event (the API's webhook URL). */
  webhookUrl: string | null;
  /** The traveller pays the session: its PaymentIntent is authorized or captured. */
  pay(sessionId: string): Intent;
  /**
   * The card holder's bank disputes a paid PaymentIntent's charge (the whole of it unless
   * `amount` says): an inquiry (`warning_needs_response`) withdraws nothing; a chargeback
   * (`needs_response`, the default) withdraws the amount at once.
   */
  dispute(intentId: string, options?: { amount?: number; status?: DisputeStatus }): Dispute;
  /** The dispute moves on (under review, won, lost…); a won chargeback reinstates its funds. */
  moveDispute(disputeId: string, status: DisputeStatus): Dispute;
  /** An event of `type` about `object`, as Stripe sends it (JSON). */
  event(type: string, object: unknown): string;
  /** The Stripe-Signature header of a payload (another secret or an old time on request). */
  sign(payload: string, options?: { secret?: string; timestamp?: number }): string;
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  response.end(JSON.stringify(body));
}

const invalid = (message: string) => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message } },
});

export async function startFakeStripe(webhookSecret: string): Promise<FakeStripe> {
  const replies = new Map<string, { status: number; body: unknown }>();
  const fake: Omit<FakeStripe, 'url' | 'close'> = {
    sessions: new Map(),
    intents: new Map(),
    disputes: new Map(),
    calls: [],
    down: false,
    webhookUrl: null,
    pay(sessionId) {
      const session = fake.sessions.get(sessionId)!;
      const manual = session.captureMethod === 'manual';
      const intentId = id('pi');
      const charge: Charge = {
        id: id('ch'),
        object: 'charge',
        status: 'succeeded',
        captured: !manual,
        amount: session.amount_total,
        amount_captured: manual ? 0 : session.amount_total,
        amount_refunded: 0,
        refunded: false,
        disputed: false,
        payment_intent: intentId,
      };
      const intent: Intent = {
        id: intentId,
        object: 'payment_intent',
        amount: session.amount_total,
        amount_received: manual ? 0 : session.amount_total,
        amount_capturable: manual ? session.amount_total : 0,
        capture_method: session.captureMethod,
        currency: session.currency,
        status: manual ? 'requires_capture' : 'succeeded',
        metadata: session.intentMetadata,
        latest_charge: charge,
        created: Math.floor(Date.now() / 1000),
      };
      fake.intents.set(intentId, intent);
      session.payment_intent = intentId;
      session.status = 'complete';
      session.payment_status = manual ? 'unpaid' : 'paid';
      return intent;
    },
    dispute(intentId, options = {}) {
      const intent = fake.intents.get(intentId)!;
      const charge = intent.latest_charge!;
      const status = options.status ?? 'needs_response';
      const amount = options.amount ?? charge.amount_captured;
      const dispute: Dispute = {
        id: id('dp'),
        object: 'dispute',
        amount,
        currency: intent.currency,
        charge: charge.id,
        payment_intent: intentId,
        status,
        reason: 'fraudulent',
        is_charge_refundable: status.startsWith('warning_'),
        balance_transactions: [],
        evidence_details: {
          due_by: Math.floor(Date.now() / 1000) + 7 * 86_400,
          has_evidence: false,
          past_due: false,
        },
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        metadata: {},
      };
      if (!status.startsWith('warning_')) withdraw(dispute);
      charge.disputed = true;
      fake.disputes.set(dispute.id, dispute);
      return dispute;
    },
    moveDispute(disputeId, status) {
      const dispute = fake.disputes.get(disputeId)!;
      // An inquiry that escalates to a chargeback: the funds go then.
      if (!status.startsWith('warning_') && dispute.balance_transactions.length === 0) {
        withdraw(dispute);
      }
      if (status === 'won' && dispute.balance_transactions.length === 1) {
        dispute.balance_transactions.push({
          id: id('txn'),
          object: 'balance_transaction',
          amount: dispute.amount,
          currency: dispute.currency,
          type: 'adjustment',
          description: `Chargeback reversal for ${dispute.charge}`,
        });
      }
      dispute.status = status;
      dispute.is_charge_refundable = status.startsWith('warning_');
      return dispute;
    },
    event(type, object) {
      return JSON.stringify({
        id: id('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        data: { object },
      });
    },
    sign(payload, options = {}) {
      return Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? webhookSecret,
        ...(options.timestamp ? { timestamp: options.timestamp } : {}),
      });
    },
  };

  function withdraw(dispute: Dispute) {
    dispute.balance_transactions.push({
      id: id('txn'),
      object: 'balance_transaction',
      amount: -dispute.amount,
      currency: dispute.currency,
      type: 'adjustment',
      description: `Chargeback withdrawal for ${dispute.charge}`,
    });
  }

  const publicSession = (session: Session, expand: boolean) => {
    const { captureMethod: _c, intentMetadata: _m, ...shown } = session;
    const intent = session.payment_intent ? fake.intents.get(session.payment_intent) : null;
    return { ...shown, payment_intent: expand ? (intent ?? null) : session.payment_intent };
  };

  function api(method: string, path: string, fields: Record<string, string>, base: string) {
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(path);
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = id('cs');
      const session: Session = {
        id: sessionId,
        object: 'checkout.session',
        url: `${base}/pay/${sessionId}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(fields['line_items[0][price_data][unit_amount]']),
        currency: fields['line_items[0][price_data][currency]'] ?? 'usd',
        client_reference_id: fields.client_reference_id ?? null,
        customer_email: fields.customer_email ?? null,
        metadata: { order_reference: fields['metadata[order_reference]'] ?? '' },
        success_url: fields.success_url ?? '',
        cancel_url: fields.cancel_url ?? '',
        payment_intent: null,
        captureMethod:
          fields['payment_intent_data[capture_method]'] === 'manual' ? 'manual' : 'automatic',
        intentMetadata: {
          order_reference: fields['payment_intent_data[metadata][order_reference]'] ?? '',
        },
      };
      if (!Number.isInteger(session.amount_total) || session.amount_total <= 0) {
        return invalid('unit_amount is required');
      }
      fake.sessions.set(sessionId, session);
      return { status: 200, body: publicSession(session, false) };
    }
    if (method === 'GET' && sessionPath) {
      const session = fake.sessions.get(sessionPath[1]!);
      if (!session)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } },
        };
      return { status: 200, body: publicSession(session, path.includes('expand')) };
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(path);
    if (method === 'POST' && intentPath) {
      const intent = fake.intents.get(intentPath[1]!);
      if (!intent) return invalid('No such payment_intent');
      if (intent.status !== 'requires_capture') {
        return invalid(`This PaymentIntent's status is ${intent.status}.`);
      }
      if (intentPath[2] === 'capture') {
        const amount = Number(fields.amount_to_capture ?? intent.amount);
        if (amount > intent.amount) return invalid('amount_to_capture is too large');
        intent.status = 'succeeded';
        intent.amount_received = amount;
        intent.amount_capturable = 0;
        intent.latest_charge!.captured = true;
        intent.latest_charge!.amount_captured = amount;
      } else {
        intent.status = 'canceled';
        intent.amount_capturable = 0;
        intent.latest_charge!.refunded = true;
        intent.latest_charge!.amount_refunded = intent.amount;
      }
      return { status: 200, body: intent };
    }
    if (method === 'GET' && path.split('?')[0] === '/v1/disputes') {
      const all = [...fake.disputes.values()].filter(
        (d) => !fields.payment_intent || d.payment_intent === fields.payment_intent,
      );
      const limit = Number(fields.limit ?? 10);
      return {
        status: 200,
        body: {
          object: 'list',
          url: '/v1/disputes',
          has_more: all.length > limit,
          data: all.slice(0, limit),
        },
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = fake.intents.get(fields.payment_intent ?? '');
      if (!intent || intent.status !== 'succeeded') return invalid('Nothing to refund');
      const amount = Number(fields.amount ?? intent.amount_received);
      const charge = intent.latest_charge!;
      const chargedBack = [...fake.disputes.values()].some(
        (d) => d.charge === charge.id && !d.is_charge_refundable && d.status !== 'won',
      );
      if (chargedBack) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'charge_disputed',
              message: `Charge ${charge.id} has been charged back; cannot issue a refund.`,
            },
          },
        };
      }
      if (charge.amount_refunded + amount > intent.amount_received) {
        return invalid('Refund is larger than the charge');
      }
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded === intent.amount_received;
      return {
        status: 200,
        body: {
          id: id('re'),
          object: 'refund',
          amount,
          payment_intent: intent.id,
          status: 'succeeded',
        },
      };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } },
    };
  }

  async function hostedPage(request: IncomingMessage, response: ServerResponse, sessionId: string) {
    const session = fake.sessions.get(sessionId);
    if (!session) return send(response, 404, {});
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="en"><head><title>Stripe Checkout (fake)</title></head><body><main>
<h1>Stripe Checkout</h1><p>Pay ${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</p>
<form method="post"><button name="outcome" value="pay">Pay with test card</button><button name="outcome" value="cancel">Back</button></form></main></body></html>`);
      return;
    }
    const { outcome } = Object.fromEntries(new URLSearchParams(await readBody(request)));
    if (outcome === 'cancel') {
      response.writeHead(303, { location: session.cancel_url });
      response.end();
      return;
    }
    if (session.status === 'open') fake.pay(sessionId);
    if (fake.webhookUrl) {
      const payload = fake.event('checkout.session.completed', publicSession(session, false));
      await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(payload) },
        body: payload,
      }).catch(() => undefined);
    }
    response.writeHead(303, { location: session.success_url });
    response.end();
  }

  let base = '';
  const server = createServer((request, response) => {
    if (fake.down) {
      request.socket.destroy();
      return;
    }
    const path = request.url ?? '/';
    const run = async () => {
      const page = /^\/pay\/([^/?]+)$/.exec(path);
      if (page) return hostedPage(request, response, page[1]!);
      const raw = await readBody(request);
      const query = path.includes('?') ? path.slice(path.indexOf('?') + 1) : '';
      const fields = Object.fromEntries(
        new URLSearchParams(request.method === 'GET' ? query : raw),
      );
      const key = request.headers['idempotency-key'] as string | undefined;
      fake.calls.push({
        method: request.method ?? 'GET',
        path: path.split('?')[0]!,
        fields,
        ...(key ? { key } : {}),
      });
      const replayKey = key ? `${request.method} ${path.split('?')[0]} ${key}` : null;
      const reply =
        (replayKey && replies.get(replayKey)) ||
        api(
          request.method ?? 'GET',
          path.split('?')[0]! + (query ? `?${query}` : ''),
          fields,
          base,
        );
      if (replayKey) replies.set(replayKey, reply);
      send(response, reply.status, reply.body);
    };
    run().catch((error: unknown) =>
      send(response, 500, { error: { type: 'api_error', message: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    url: base,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as FakeStripe;
}
