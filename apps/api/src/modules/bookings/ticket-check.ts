// A guide's check of an e-ticket (ADR 172): is the code signed by this server, is the booking one
// the operator may see (a supplier its own tours, an admin all), and is it Confirmed? The verdict
// names the booking so the guide can compare it with the traveller in front of them.
import { API_MESSAGES } from '@trails/domain/messages';
import { BookingStatus } from '@trails/domain/booking-status';
import { formatLocalDate } from '@trails/domain/format';
import type { Database } from '../../db/client.ts';
import type { OkBody } from '../../http/operations.ts';
import { partyText } from './ticket-html.ts';
import { readTicketCode } from './ticket-code.ts';
import { ticketByReference, travellersOf } from './ticket.ts';

export type TicketCheck = OkBody<'verifyOperatorTicket'>['data'];

/** Who is checking: a supplier sees its own tours' bookings, an admin every booking. */
export type Checker = { id: number; isAdmin: boolean };

const REASON_OF_STATUS: Record<number, TicketCheck['reason']> = {
  [BookingStatus.Pending]: 'not_confirmed',
  [BookingStatus.Confirmed]: 'valid',
  [BookingStatus.Rejected]: 'rejected',
  [BookingStatus.Canceled]: 'canceled',
  [BookingStatus.Completed]: 'completed',
  [BookingStatus.Dispute]: 'dispute',
};

const WHY_NOT: Record<Exclude<TicketCheck['reason'], 'valid'>, string> = {
  bad_signature: API_MESSAGES.ticketForged,
  not_found: API_MESSAGES.ticketUnknown,
  not_confirmed: API_MESSAGES.ticketNotConfirmed,
  rejected: API_MESSAGES.ticketRejected,
  canceled: API_MESSAGES.ticketCancelled,
  completed: API_MESSAGES.ticketCompleted,
  dispute: API_MESSAGES.ticketInDispute,
};

export async function checkTicket(
  db: Database,
  secretKey: string,
  checker: Checker,
  code: string,
): Promise<TicketCheck> {
  const reference = await readTicketCode(secretKey, code);
  if (!reference) {
    return { valid: false, reason: 'bad_signature', message: WHY_NOT.bad_signature, booking: null };
  }
  const row = await ticketByReference(db, reference);
  // Another supplier's booking is answered like an unknown one: nothing about it is revealed.
  if (!row || (!checker.isAdmin && Number(row.supplier_user_id) !== checker.id)) {
    return { valid: false, reason: 'not_found', message: WHY_NOT.not_found, booking: null };
  }
  const status = Number(row.status) as BookingStatus;
  const reason = REASON_OF_STATUS[status] ?? 'not_found';
  const lead = travellersOf(row).find((t) => t.lead_traveller) ?? travellersOf(row)[0];
  const leadName = lead ? `${lead.firstname} ${lead.lastname}`.trim() : '';
  const party = partyText({
    num_adults: Number(row.adults),
    num_children: Number(row.children),
    num_infants: Number(row.infants),
  });
  const which = `${row.reference}, ${row.title} on ${formatLocalDate(row.start_date)}${
    row.pickup_time ? ` (pick-up ${row.pickup_time}, ${row.location_name ?? ''})` : ''
  }, ${party}${leadName ? ` — lead traveller ${leadName}` : ''}.`;
  return {
    valid: reason === 'valid',
    reason,
    message: reason === 'valid' ? `Valid: ${which}` : `${WHY_NOT[reason]} ${which}`,
    booking: {
      id: Number(row.id),
      booking_reference: row.reference,
      title: row.title,
      start_date: row.start_date,
      pickup_time: row.pickup_time,
      location_name: row.location_name ?? '',
      num_adults: Number(row.adults),
      num_children: Number(row.children),
      num_infants: Number(row.infants),
      lead_traveller: leadName,
      status,
    },
  };
}
