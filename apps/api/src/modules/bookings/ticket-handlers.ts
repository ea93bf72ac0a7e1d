// E-tickets and calendar files (issue 16, ADR 170–172): thin handlers. The traveller's calls
// are scoped to the caller's bookings, the confirmation page's to the order's paid bookings, and
// the guides' check to the operator's tours; anything outside answers 404 (or `not_found`).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { callerId } from '../auth/security.ts';
import { ADMIN, operatorOf } from '../operations/security.ts';
import { ticketCalendar } from './ticket-calendar.ts';
import { checkTicket } from './ticket-check.ts';
import { ticketFileName, ticketHtml } from './ticket-html.ts';
import { ticketBody, ticketOfClient, ticketOfOrder, ticketsOfOrder } from './ticket.ts';
import type { TicketRow } from './ticket.ts';

/**
 * The ticket file's own policy: inline styles, the inline SVG, nothing fetched, no script, no
 * form. Private data: never cached.
 */
const FILE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function sendFile(reply: FastifyReply, type: string, fileName: string, body: string) {
  return reply
    .code(200)
    .header('content-type', `${type}; charset=utf-8`)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('content-security-policy', FILE_POLICY)
    .header('cache-control', 'private, no-store')
    .send(body);
}

async function sendTicket(request: FastifyRequest, reply: FastifyReply, row: TicketRow) {
  const ticket = await ticketBody(row, request.server.config.secretKey);
  return sendFile(reply, 'text/html', ticketFileName(row.reference, 'html'), ticketHtml(ticket));
}

async function sendCalendar(request: FastifyRequest, reply: FastifyReply, row: TicketRow) {
  const { publicUrl, secretKey } = request.server.config;
  const ticket = await ticketBody(row, secretKey);
  const calendar = ticketCalendar(
    ticket,
    { unit: Number(row.duration_unit), value: Number(row.duration_value) },
    {
      bookingUrl: `${publicUrl}/account/booking/detail/${row.id}`,
      host: new URL(publicUrl).hostname,
    },
  );
  return sendFile(reply, 'text/calendar', ticketFileName(row.reference, 'ics'), calendar);
}

async function clientTicket(request: FastifyRequest<{ Params: { id: number } }>) {
  const row = await ticketOfClient(request.server.db, callerId(request), request.params.id);
  if (!row) throw notFound();
  return row;
}

async function orderTicket(
  request: FastifyRequest<{ Params: { reference: string; booking_reference: string } }>,
) {
  const { reference, booking_reference: bookingReference } = request.params;
  const row = await ticketOfOrder(request.server.db, reference, bookingReference);
  if (!row) throw notFound();
  return row;
}

export const ticketHandlers: OperationHandlers = {
  async getMyBookingTicket(request) {
    const row = await clientTicket(request);
    return { data: await ticketBody(row, request.server.config.secretKey) };
  },

  async downloadMyBookingTicket(request, reply) {
    return sendTicket(request, reply, await clientTicket(request));
  },

  async downloadMyBookingCalendar(request, reply) {
    return sendCalendar(request, reply, await clientTicket(request));
  },

  async listOrderTickets(request) {
    const rows = await ticketsOfOrder(request.server.db, request.params.reference);
    if (!rows) throw notFound();
    const { secretKey } = request.server.config;
    return { data: await Promise.all(rows.map((row) => ticketBody(row, secretKey))) };
  },

  async downloadOrderTicket(request, reply) {
    return sendTicket(request, reply, await orderTicket(request));
  },

  async downloadOrderCalendar(request, reply) {
    return sendCalendar(request, reply, await orderTicket(request));
  },

  async verifyOperatorTicket(request) {
    const operator = operatorOf(request);
    const data = await checkTicket(
      request.server.db,
      request.server.config.secretKey,
      { id: operator.id, isAdmin: operator.userType === ADMIN },
      request.body.code,
    );
    return { data };
  },
};
