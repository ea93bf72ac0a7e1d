// The caller's bookings (spec §7): thin handlers over the service. Every call is (auth) and
// answers 404 for a booking that is not the caller's.
import { MESSAGES } from '@trails/domain/messages';
import type { OperationHandlers } from '../../http/operations.ts';
import { callerId } from '../auth/security.ts';
import { listMessages, listMyBookings, sendMessage, showMyBooking } from './service.ts';

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
    const data = await showMyBooking(
      request.server.db,
      callerId(request),
      request.params.id,
      new Date(),
    );
    return { data };
  },

  async listBookingMessages(request) {
    return { data: await listMessages(request.server.db, callerId(request), request.params.id) };
  },

  async sendBookingMessage(request) {
    await sendMessage(
      request.server.db,
      callerId(request),
      request.params.id,
      request.body,
      request.server.config.publicUrl,
    );
    request.server.mailer.nudge();
    return { message: MESSAGES.messageSent };
  },
};
