// The caller's bookings (spec §7): thin handlers over the service. Every call is (auth) and
// answers 404 for a booking that is not the caller's.
import { API_MESSAGES, MESSAGES } from '@trails/domain/messages';
import type { FastifyRequest } from 'fastify';
import type { OperationHandlers } from '../../http/operations.ts';
import { callerId } from '../auth/security.ts';
import { dollars } from '../catalog/cards.ts';
import type { PaymentDeps } from '../payments/service.ts';
import { payMyAmendment } from './amendment-payments.ts';
import { withdrawMyAmendment } from './amendment-withdrawal.ts';
import {
  AMEND_OK,
  giveBackAmendmentMoney,
  quoteAmendment,
  requestAmendment,
  syncBalancePayments,
} from './amendments.ts';
import { cancelMyBooking } from './cancellation.ts';
import {
  ensureOwnBooking,
  listMessages,
  listMyBookings,
  sendMessage,
  showMyBooking,
} from './service.ts';
import { nameTraveller, removeTraveller, renameTraveller } from './traveller-names.ts';

function paymentDeps(request: FastifyRequest): PaymentDeps {
  const { db, config, payments } = request.server;
  return { db, config, provider: payments.provider };
}

export const bookingHandlers: OperationHandlers = {
  async listMyBookings(request) {
    const bookings = await listMyBookings(
      request.server.db,
      callerId(request),
      request.query,
      '/api/account/my-bookings',
    );
    return { data: { bookings } };
  },

  async getMyBooking(request) {
    // Another user's or an unknown booking is 404 before anything runs for it: the provider is
    // asked about the caller's own payments only (a security review's finding).
    await ensureOwnBooking(request.server.db, callerId(request), request.params.id);
    // A balance paid on the provider's page shows as paid when the traveller comes back.
    await syncBalancePayments(paymentDeps(request), request.params.id).catch((error: unknown) =>
      request.log.warn({ err: String(error) }, 'balance payment check failed'),
    );
    // What a replaced payment, or an amendment not applied, took anyway goes back (ADR 219,
    // 220); tried again at the next look and by the sweep job.
    await giveBackAmendmentMoney(paymentDeps(request), request.params.id).catch((error: unknown) =>
      request.log.warn({ err: String(error) }, 'amendment money not given back yet'),
    );
    const data = await showMyBooking(
      request.server.db,
      callerId(request),
      request.params.id,
      request.server.clock.now(),
    );
    return { data };
  },

  async listBookingMessages(request) {
    return { data: await listMessages(request.server.db, callerId(request), request.params.id) };
  },

  async sendBookingMessage(request) {
    await sendMessage(request.server.db, callerId(request), request.params.id, request.body);
    request.server.mailer.nudge();
    return { message: MESSAGES.messageSent };
  },

  async cancelMyBooking(request) {
    const { message } = await cancelMyBooking(
      paymentDeps(request),
      callerId(request),
      request.params.id,
      request.server.clock.now(),
    );
    request.server.mailer.nudge();
    return { message };
  },

  async nameMyBookingTraveller(request) {
    await nameTraveller(request.server.db, callerId(request), request.params.id, request.body);
    return { message: API_MESSAGES.travellerNamed };
  },

  async renameMyBookingTraveller(request) {
    const { id, traveller } = request.params;
    await renameTraveller(request.server.db, callerId(request), id, traveller, request.body);
    return { message: API_MESSAGES.travellerRenamed };
  },

  async removeMyBookingTraveller(request) {
    const { id, traveller } = request.params;
    await removeTraveller(request.server.db, callerId(request), id, traveller);
    return { message: API_MESSAGES.travellerRemoved };
  },

  async quoteMyAmendment(request) {
    const { pud, pul, na, nc, ni } = request.body;
    const quote = await quoteAmendment(
      request.server.db,
      callerId(request),
      request.params.id,
      { date: pud, locationId: pul, adults: na, children: nc, infants: ni },
      request.server.clock.now(),
    );
    return { data: { amount: dollars(quote.amountCents), balance: dollars(quote.balanceCents) } };
  },

  async amendBooking(request) {
    const body = request.body;
    await requestAmendment(
      { ...paymentDeps(request), config: request.server.config },
      callerId(request),
      body.booking,
      {
        tourId: body.aid,
        date: body.pud,
        locationId: body.pul,
        adults: body.na,
        children: body.nc,
        infants: body.ni,
      },
      request.server.clock.now(),
    );
    request.server.mailer.nudge();
    return { message: AMEND_OK };
  },

  async payMyAmendment(request) {
    const { payLink } = await payMyAmendment(
      { ...paymentDeps(request), config: request.server.config },
      callerId(request),
      request.params.id,
    );
    return { data: { pay_link: payLink } };
  },

  async withdrawMyAmendment(request) {
    const { bookingId, message } = await withdrawMyAmendment(
      paymentDeps(request),
      callerId(request),
      request.params.id,
    );
    request.server.mailer.nudge();
    // A paid balance goes back now (ADR 294); a refusal there must not undo the withdrawal:
    // the next look and the sweep job try again, with the same keys.
    await giveBackAmendmentMoney(paymentDeps(request), bookingId).catch((error: unknown) =>
      request.log.warn({ err: String(error) }, 'amendment money not given back yet'),
    );
    return { message };
  },
};
