// The payment calls: the return page's reconciliation, the providers' webhooks and the sandbox
// provider's hosted page (thin handlers; the rules live in application.ts and sandbox/).
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../http/errors.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bookingOfAmendmentPayment, giveBackAmendmentMoneyJob } from '../bookings/service.ts';
import { dollars } from '../catalog/cards.ts';
import { applyOrderPaymentNow, applySnapshot, ORDER_REPLACED } from './application.ts';
import { formAction, payHereClosedPage, payHerePage } from './payhere/page.ts';
import { WebhookRejected } from './provider.ts';
import {
  bookingsOfOrder,
  isEventRecorded,
  orderByReference,
  paymentOfOrder,
  recordEvent,
} from './repository.ts';
import type { OrderBookingRow } from './repository.ts';
import { cardErrors, cardOutcome } from './sandbox/cards.ts';
import { closedPage, paymentPage } from './sandbox/page.ts';

function depsOf(request: FastifyRequest) {
  const { db, config, payments: service, mailer } = request.server;
  return { db, config, provider: service.provider, mailed: () => mailer.nudge() };
}

type AnswerStatus =
  'awaiting_payment' | 'paid' | 'authorized' | 'declined' | 'cancelled' | 'expired' | 'replaced';

function orderStatus(
  rows: OrderBookingRow[],
  paymentStatus: string | undefined,
  now: number,
  order: { status: string },
): AnswerStatus {
  const money = rows.filter((r) =>
    ['authorized', 'captured', 'released', 'refunded'].includes(r.payment_status),
  );
  if (money.length > 0) {
    return money.some((r) => r.payment_status === 'authorized') ? 'authorized' : 'paid';
  }
  // A later attempt of the traveller's replaced this one (ADR 299): its payment books nothing.
  if (order.status === ORDER_REPLACED) return 'replaced';
  if (paymentStatus === 'declined' || paymentStatus === 'cancelled') return paymentStatus;
  if (rows.some((r) => r.payment_status === 'declined')) return 'declined';
  const waiting = rows.filter(
    (r) =>
      r.payment_status === 'awaiting_payment' &&
      r.reserved_until !== null &&
      new Date(r.reserved_until).getTime() > now,
  );
  return waiting.length > 0 ? 'awaiting_payment' : 'expired';
}

export const paymentHandlers: OperationHandlers = {
  async getOrderPayment(request) {
    const { db } = request.server;
    const order = await orderByReference(db, request.params.reference);
    if (!order) throw notFound();
    try {
      await applyOrderPaymentNow(depsOf(request), order.id);
    } catch (error) {
      // The provider is unreachable: answer what we know; the webhook will still come.
      request.log.warn({ err: error, order: order.reference }, 'payment reconciliation failed');
    }
    const rows = await bookingsOfOrder(db, order.id);
    const latest = await paymentOfOrder(db, order.id);
    return {
      data: {
        reference: order.reference,
        status: orderStatus(rows, latest?.status, Date.now(), order),
        amount: dollars(order.totalCents),
        currency: 'USD' as const,
        bookings: rows.map((row) => ({
          booking_reference: row.booking_reference,
          activity_id: Number(row.activity_id),
          title: row.title,
          start_date: row.start_date,
          status: Number(row.status) as 0 | 1 | 2 | 3 | 4 | 5,
          payment_status: row.payment_status as 'captured',
        })),
      },
    };
  },

  async receivePaymentWebhook(request) {
    const deps = depsOf(request);
    if (request.params.provider !== deps.provider.name) throw notFound();
    // JSON bodies (sandbox, Stripe) keep their bytes; PayHere posts a form, whose md5sig is over
    // its fields, so the parsed form is written back as a form.
    const rawBody =
      request.rawBody ??
      (request.body && typeof request.body === 'object'
        ? new URLSearchParams(request.body as Record<string, string>).toString()
        : '');
    let event;
    try {
      event = await deps.provider.parseWebhook({ rawBody, headers: request.headers });
    } catch (error) {
      if (error instanceof WebhookRejected) throw new HttpError(error.statusCode, error.message);
      throw error;
    }
    // Verified, but about nothing of ours (another event type, another site's payment).
    if (event === null) return { received: true as const, duplicate: false };
    if (await isEventRecorded(deps.db, deps.provider.name, event.eventId)) {
      return { received: true as const, duplicate: true };
    }
    // The event says something happened; the provider's current state says what is true now
    // (events may arrive late, twice or out of order). Applying is idempotent, so the event is
    // recorded after it: a crash in between means a harmless second application.
    const snapshot = await deps.provider.fetchPayment(event.providerReference);
    if (!(await applySnapshot(deps, snapshot))) {
      // Not an order's payment: an amendment's balance payment, perhaps. Its booking's job counts
      // a waiting balance paid, or gives back what it must not keep (a late success after the
      // amendment was rejected, withdrawn or its payment replaced; ADR 220), with retries.
      const bookingId = await bookingOfAmendmentPayment(deps.db, event.providerReference);
      if (bookingId !== undefined) {
        await request.server.jobs.send(giveBackAmendmentMoneyJob, { bookingId });
      }
    }
    const recorded = await recordEvent(deps.db, {
      provider: deps.provider.name,
      eventId: event.eventId,
      providerReference: event.providerReference,
      type: event.type,
    });
    return { received: true as const, duplicate: !recorded };
  },

  async showPayHerePaymentPage(request, reply) {
    const payhere = request.server.payments.payhere;
    const payment = payhere ? await payhere.findPayment(request.params.reference) : undefined;
    if (!payhere || !payment) throw notFound();
    if (payment.status !== 'open' && payment.status !== 'pending') {
      return sendHtml(reply, 200, payHereClosedPage(payment));
    }
    const nonce = randomBytes(16).toString('base64');
    const action = new URL(formAction(payhere.settings, payment)).origin;
    return sendHtml(reply, 200, payHerePage(payhere.settings, payment, nonce), {
      nonce,
      formAction: action,
    });
  },

  async showSandboxPaymentPage(request, reply) {
    const sandbox = request.server.payments.sandbox;
    const payment = sandbox ? await sandbox.findPayment(request.params.reference) : undefined;
    if (!sandbox || !payment) throw notFound();
    const html = payment.status === 'open' ? paymentPage(payment) : closedPage(payment);
    return sendHtml(reply, 200, html);
  },

  async submitSandboxPayment(request, reply) {
    const { payments: service } = request.server;
    const sandbox = service.sandbox;
    const payment = sandbox ? await sandbox.findPayment(request.params.reference) : undefined;
    if (!sandbox || !payment) throw notFound();
    if (payment.status !== 'open') return sendHtml(reply, 200, closedPage(payment));
    const body = request.body as Record<string, string | undefined>;
    if (body.action === 'cancel') {
      const settled = await sandbox.settleFromPage(payment.reference, { kind: 'cancelled' });
      if (!settled) return sendHtml(reply, 200, closedPage(payment));
      service.nudgeWebhooks();
      return reply.code(303).header('location', payment.cancelUrl).send();
    }
    const values = {
      card_number: body.card_number ?? '',
      expiry: body.expiry ?? '',
      cvc: body.cvc ?? '',
      name: body.name ?? '',
    };
    const errors = cardErrors({
      cardNumber: values.card_number,
      expiry: values.expiry,
      cvc: values.cvc,
      name: values.name,
    });
    if (Object.keys(errors).length > 0) {
      return sendHtml(reply, 200, paymentPage(payment, { ...values, cvc: '' }, errors));
    }
    const outcome = cardOutcome(values.card_number);
    const last4 = values.card_number.replace(/\D/g, '').slice(-4);
    const settled = await sandbox.settleFromPage(payment.reference, { kind: outcome, last4 });
    if (!settled) return sendHtml(reply, 200, closedPage(payment));
    service.nudgeWebhooks();
    return reply
      .code(303)
      .header('location', outcome === 'approved' ? payment.returnUrl : payment.declineUrl)
      .send();
  },
};

/**
 * The page's own policy (replacing helmet's JSON-minded default): inline styles only, no script,
 * nothing from elsewhere, its form posting back to this origin, never framed.
 */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** PayHere's form page: its one script by nonce, its form posting to PayHere only. */
function formPagePolicy(nonce: string, formActionOrigin: string): string {
  return `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action ${formActionOrigin}; frame-ancestors 'none'; base-uri 'none'`;
}

function sendHtml(
  reply: FastifyReply,
  status: number,
  html: string,
  script?: { nonce: string; formAction: string },
) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'content-security-policy',
      script ? formPagePolicy(script.nonce, script.formAction) : PAGE_POLICY,
    )
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .send(html);
}
