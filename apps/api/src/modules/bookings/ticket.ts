// A booking's e-ticket (issue 16, ADR 170): what the traveller shows the guide — reference, tour,
// date, pick-up time and place, travellers, the supplier's contact, and a QR code of the signed
// reference. The same ticket is read three ways: by the booking's owner (bearer), by the payer of
// the order on the confirmation page (the unguessable order reference), and by a guide checking
// a code (ticket-check.ts). Each lookup is scoped in SQL, so another client's booking is not
// found, and only bookings whose payment is held or taken have a ticket.
import { tourStart } from '@trails/domain/cancellation';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { toString as qrCodeText } from 'qrcode';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import type { OkBody } from '../../http/operations.ts';
import { visibleToTraveller } from './seats.ts';
import { signTicketCode } from './ticket-code.ts';

type Reader = Pick<Database, 'execute'>;

export type ETicket = OkBody<'getMyBookingTicket'>['data'];

export type TicketRow = {
  id: number;
  reference: string;
  status: number;
  tour_id: number;
  supplier_user_id: number;
  title: string;
  tour_code: string;
  duration_unit: number;
  duration_value: number;
  contact_number: string | null;
  work_name: string | null;
  work_mobile: string | null;
  start_date: string;
  pickup_type: string;
  hotel_name: string | null;
  hotel_address: string | null;
  flight_number: string | null;
  flight_time: string | null;
  pickup_other: string | null;
  location_name: string | null;
  pickup_time: string | null;
  adults: number;
  children: number;
  infants: number;
  contact_first_name: string;
  contact_last_name: string;
  travellers: { firstname: string; lastname: string; lead_traveller: boolean }[] | null;
};

const TICKET_COLUMNS = sql`
  b.id, b.reference, b.status, b.tour_id, t.supplier_user_id, t.title, t.tour_code,
  t.duration_unit, t.duration_value, t.contact_number, sp.work_name, sp.work_mobile,
  b.start_date::text AS start_date, b.pickup_type, b.hotel_name, b.hotel_address,
  b.flight_number, b.flight_time, b.pickup_other, l.name AS location_name,
  to_char(tpl.pickup_time, 'HH24:MI') AS pickup_time, b.adults, b.children, b.infants,
  b.contact_first_name, b.contact_last_name,
  (SELECT json_agg(json_build_object('firstname', bt.first_name, 'lastname', bt.last_name,
      'lead_traveller', bt.lead_traveller) ORDER BY bt.lead_traveller DESC, bt.id)
    FROM booking_travellers bt WHERE bt.booking_id = b.id) AS travellers`;

const TICKET_FROM = sql`
  FROM bookings b
  JOIN tours t ON t.id = b.tour_id
  LEFT JOIN supplier_profiles sp ON sp.user_id = t.supplier_user_id
  LEFT JOIN locations l ON l.id = b.location_id
  LEFT JOIN tour_pickup_locations tpl ON tpl.tour_id = b.tour_id AND tpl.location_id = b.location_id`;

function ticketRows(db: Reader, where: SQL): Promise<TicketRow[]> {
  return queryRows<TicketRow>(
    db,
    sql`SELECT ${TICKET_COLUMNS} ${TICKET_FROM}
      WHERE b.deleted_at IS NULL AND ${visibleToTraveller('b')} AND ${where}
      ORDER BY b.id LIMIT 100`,
  );
}

/** One of the caller's bookings (another client's is not found). */
export async function ticketOfClient(
  db: Reader,
  userId: number,
  bookingId: number,
): Promise<TicketRow | undefined> {
  return (await ticketRows(db, sql`b.id = ${bookingId} AND b.user_id = ${userId}`))[0];
}

/** The paid bookings of an order, or undefined when there is no such order. */
export async function ticketsOfOrder(
  db: Reader,
  orderReference: string,
): Promise<TicketRow[] | undefined> {
  const orders = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM orders WHERE reference = ${orderReference}`,
  );
  const order = orders[0];
  if (!order) return undefined;
  return ticketRows(db, sql`b.order_id = ${order.id}`);
}

/** One paid booking of an order (a booking of another order is not found). */
export async function ticketOfOrder(
  db: Reader,
  orderReference: string,
  bookingReference: string,
): Promise<TicketRow | undefined> {
  const rows = await ticketRows(
    db,
    sql`b.reference = ${bookingReference}
      AND b.order_id = (SELECT id FROM orders WHERE reference = ${orderReference})`,
  );
  return rows[0];
}

/** A booking by reference, for a guide's check (the caller applies the operator's scope). */
export async function ticketByReference(
  db: Reader,
  bookingReference: string,
): Promise<TicketRow | undefined> {
  return (await ticketRows(db, sql`b.reference = ${bookingReference}`))[0];
}

/** Where exactly the traveller is picked up, in the traveller's own words from checkout. */
export function pickupPlace(row: TicketRow): string {
  if (row.pickup_type === 'airport') {
    const flight = [row.flight_number, row.flight_time].filter(Boolean).join(' at ');
    return flight ? `Airport, flight ${flight}` : 'Airport';
  }
  if (row.pickup_type === 'other') return row.pickup_other?.trim() || (row.location_name ?? '');
  const hotel = [row.hotel_name, row.hotel_address].filter((part) => part?.trim()).join(', ');
  return hotel || (row.location_name ?? '');
}

/** The pick-up instant, or null when the tour has no pick-up time at this location. */
export function pickupInstant(row: TicketRow): Date | null {
  return row.pickup_time ? tourStart(row.start_date, row.pickup_time) : null;
}

/** The travellers by name; a booking without traveller rows shows its contact as the lead. */
export function travellersOf(row: TicketRow): ETicket['travellers'] {
  if (row.travellers && row.travellers.length > 0) return row.travellers;
  return [
    { firstname: row.contact_first_name, lastname: row.contact_last_name, lead_traveller: true },
  ];
}

/** The QR code of a ticket's code, as SVG markup (error correction M: survives a worn print). */
export function qrSvg(code: string): Promise<string> {
  return qrCodeText(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

export async function ticketBody(row: TicketRow, secretKey: string): Promise<ETicket> {
  const code = await signTicketCode(secretKey, row.reference);
  const starts = pickupInstant(row);
  return {
    booking_id: Number(row.id),
    booking_reference: row.reference,
    status: Number(row.status) as ETicket['status'],
    activity_id: Number(row.tour_id),
    title: row.title,
    product_code: row.tour_code,
    start_date: row.start_date,
    starts_at: starts ? starts.toISOString() : null,
    pickup: {
      type: row.pickup_type as ETicket['pickup']['type'],
      location_name: row.location_name ?? '',
      pickup_time: row.pickup_time,
      place: pickupPlace(row),
    },
    num_adults: Number(row.adults),
    num_children: Number(row.children),
    num_infants: Number(row.infants),
    travellers: travellersOf(row),
    supplier: {
      work_name: row.work_name ?? '',
      work_mobile: row.work_mobile,
      contact_number: row.contact_number,
    },
    code,
    qr_svg: await qrSvg(code),
  };
}
