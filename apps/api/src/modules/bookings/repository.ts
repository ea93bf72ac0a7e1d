// Queries of the caller's bookings. Every read is scoped by the owner *in SQL*: a booking of
// another client is simply not found, so a handler cannot forget the check (issue 16 rule).
import { BOOKING_MAILS } from '@trails/domain/messages';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { visibleToTraveller } from './seats.ts';

type Reader = Pick<Database, 'execute'>;

// A booking is the traveller's to see once the money is held or taken (ADR 100, 120): checkouts
// that were never paid, declined or expired stay out of every list and detail.
const visiblePayment = visibleToTraveller('b');

/** The two tables of My Bookings (spec §2): Completed is 4 and 5, Upcoming the rest. */
export type BookingGroup = 'upcoming' | 'completed';

export type BookingRow = {
  id: number;
  reference: string;
  user_id: number | null;
  tour_id: number;
  start_date: string;
  end_date: string | null;
  location_id: number | null;
  pickup_type: string;
  hotel_name: string | null;
  hotel_address: string | null;
  remarks: string | null;
  adults: number;
  children: number;
  infants: number;
  amount_cents: number;
  paid_cents: number;
  /** What a cancellation gave back (ADR 295); null when nothing was recorded. */
  refunded_cents: number | null;
  payment_reference: string | null;
  payment_status: string;
  contact_first_name: string;
  contact_last_name: string;
  contact_email: string;
  contact_phone: string;
  status: number;
  alert_client: boolean;
  contactable: boolean;
  created_at: string | Date;
  deleted_at: string | Date | null;
  order_id: number | null;
  cancel_requested_at: string | Date | null;
  /** The provider's reference of the order's payment (null: no payment, e.g. demo data). */
  provider_reference: string | null;
  // the tour and its supplier
  tour_code: string;
  title: string;
  overview: string;
  tour_type: number;
  duration_unit: number;
  duration_value: number;
  cover_image: string | null;
  media_width: number | null;
  media_height: number | null;
  media_alt: string | null;
  seo_url: string;
  supplier_user_id: number;
  supplier_email: string;
  work_name: string | null;
  work_mobile: string | null;
  // the pick-up
  location_name: string | null;
  pickup_time: string | null;
};

const BOOKING_COLUMNS = sql`
  b.id, b.reference, b.user_id, b.tour_id, b.start_date::text AS start_date,
  b.end_date::text AS end_date, b.location_id, b.pickup_type, b.hotel_name, b.hotel_address,
  b.remarks, b.adults, b.children, b.infants, b.amount_cents, b.paid_cents, b.refunded_cents,
  b.payment_reference,
  b.payment_status, b.contact_first_name, b.contact_last_name, b.contact_email, b.contact_phone,
  b.status, b.alert_client, b.contactable, b.created_at, b.deleted_at, b.order_id,
  b.cancel_requested_at, p.provider_reference,
  t.tour_code, t.title, t.overview, t.tour_type, t.duration_unit, t.duration_value,
  t.cover_image, m.width AS media_width, m.height AS media_height, m.alt_text AS media_alt,
  t.seo_url, t.supplier_user_id, su.email AS supplier_email, sp.work_name, sp.work_mobile,
  l.name AS location_name, to_char(tpl.pickup_time, 'HH24:MI') AS pickup_time`;

const BOOKING_FROM = sql`
  FROM bookings b
  JOIN tours t ON t.id = b.tour_id
  JOIN users su ON su.id = t.supplier_user_id
  LEFT JOIN supplier_profiles sp ON sp.user_id = t.supplier_user_id
  LEFT JOIN media m ON m.name = t.cover_image
  LEFT JOIN locations l ON l.id = b.location_id
  LEFT JOIN tour_pickup_locations tpl ON tpl.tour_id = b.tour_id AND tpl.location_id = b.location_id
  LEFT JOIN payments p ON p.order_id = b.order_id`;

function ownedBy(userId: number): SQL {
  return sql`b.user_id = ${userId} AND b.deleted_at IS NULL AND ${visiblePayment}`;
}

function groupCondition(group: BookingGroup | undefined): SQL {
  if (group === 'completed') return sql`AND b.status IN (4, 5)`;
  if (group === 'upcoming') return sql`AND b.status NOT IN (4, 5)`;
  return sql``;
}

function groupOrder(group: BookingGroup | undefined): SQL {
  if (group === 'completed') return sql`ORDER BY b.start_date DESC, b.id DESC`;
  if (group === 'upcoming') return sql`ORDER BY b.start_date ASC, b.id ASC`;
  return sql`ORDER BY b.created_at DESC, b.id DESC`;
}

export async function countBookings(
  db: Reader,
  userId: number,
  group: BookingGroup | undefined,
): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM bookings b WHERE ${ownedBy(userId)} ${groupCondition(group)}`,
  );
  return Number(rows[0]?.n ?? 0);
}

export function pageOfBookings(
  db: Reader,
  userId: number,
  group: BookingGroup | undefined,
  limit: number,
  offset: number,
): Promise<BookingRow[]> {
  return queryRows<BookingRow>(
    db,
    sql`SELECT ${BOOKING_COLUMNS} ${BOOKING_FROM}
      WHERE ${ownedBy(userId)} ${groupCondition(group)}
      ${groupOrder(group)} LIMIT ${limit} OFFSET ${offset}`,
  );
}

/** One of the caller's bookings, or undefined (unknown, another client's, or never paid). */
export async function findOwnedBooking(
  db: Reader,
  userId: number,
  bookingId: number,
): Promise<BookingRow | undefined> {
  const rows = await queryRows<BookingRow>(
    db,
    sql`SELECT ${BOOKING_COLUMNS} ${BOOKING_FROM} WHERE b.id = ${bookingId} AND ${ownedBy(userId)}`,
  );
  return rows[0];
}

/**
 * One of the caller's bookings, locked for the rest of the transaction: cancelling, amending
 * and the operators' decisions on one booking take this lock, so they happen one after another.
 */
export async function lockOwnedBooking(
  db: Reader,
  userId: number,
  bookingId: number,
): Promise<BookingRow | undefined> {
  const rows = await queryRows<BookingRow>(
    db,
    sql`SELECT ${BOOKING_COLUMNS} ${BOOKING_FROM} WHERE b.id = ${bookingId} AND ${ownedBy(userId)}
      FOR UPDATE OF b`,
  );
  return rows[0];
}

/** Any visible booking by id, locked (the operators' side; the caller checks the scope). */
export async function lockBooking(db: Reader, bookingId: number): Promise<BookingRow | undefined> {
  const rows = await queryRows<BookingRow>(
    db,
    sql`SELECT ${BOOKING_COLUMNS} ${BOOKING_FROM}
      WHERE b.id = ${bookingId} AND b.deleted_at IS NULL AND ${visiblePayment} FOR UPDATE OF b`,
  );
  return rows[0];
}

/** Any visible booking by id, not locked. */
export async function findBooking(db: Reader, bookingId: number): Promise<BookingRow | undefined> {
  const rows = await queryRows<BookingRow>(
    db,
    sql`SELECT ${BOOKING_COLUMNS} ${BOOKING_FROM}
      WHERE b.id = ${bookingId} AND b.deleted_at IS NULL AND ${visiblePayment}`,
  );
  return rows[0];
}

/** Opening a booking clears its alert (spec §2). */
export async function clearAlert(db: Reader, bookingId: number): Promise<void> {
  await db.execute(
    sql`UPDATE bookings SET alert_client = false, updated_at = now()
      WHERE id = ${bookingId} AND alert_client`,
  );
}

/** A declined cancellation request: the booking stands, and the traveller is told. */
export async function declineCancellationRequest(db: Reader, bookingId: number) {
  await db.execute(
    sql`UPDATE bookings SET cancel_requested_at = NULL, alert_client = true, updated_at = now()
      WHERE id = ${bookingId}`,
  );
}

/** Flags the booking for the traveller's attention (a new message from the operator). */
export async function alertTraveller(db: Reader, bookingId: number) {
  await db.execute(
    sql`UPDATE bookings SET alert_client = true, updated_at = now() WHERE id = ${bookingId}`,
  );
}

export type TravellerRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  lead_traveller: boolean;
};

export function travellersOf(db: Reader, bookingId: number): Promise<TravellerRow[]> {
  return queryRows<TravellerRow>(
    db,
    sql`SELECT id, first_name, last_name, email, phone, lead_traveller FROM booking_travellers
      WHERE booking_id = ${bookingId} ORDER BY lead_traveller DESC, id`,
  );
}

export type AmendmentRow = {
  id: number;
  start_date: string;
  location_name: string | null;
  adults: number;
  children: number;
  infants: number;
  amount_cents: number;
  balance_cents: number;
  status: number;
  pay_link: string | null;
  balance_paid: boolean;
};

export function amendmentsOf(db: Reader, bookingId: number): Promise<AmendmentRow[]> {
  return queryRows<AmendmentRow>(
    db,
    sql`SELECT a.id, a.start_date::text AS start_date, l.name AS location_name, a.adults,
        a.children, a.infants, a.amount_cents, a.balance_cents, a.status, a.pay_link,
        a.balance_paid_at IS NOT NULL AS balance_paid
      FROM booking_amendments a LEFT JOIN locations l ON l.id = a.location_id
      WHERE a.booking_id = ${bookingId} ORDER BY a.created_at, a.id`,
  );
}

export type MessageRow = {
  id: number;
  message: string;
  visible: string;
  hidden: boolean;
  created_at: string | Date;
  author_type: number | null;
  author_is_client: boolean;
};

/**
 * The messages of a booking, oldest first. `author_is_client` marks the booking's own traveller;
 * other authors are the supplier (user_type 2) or an admin.
 */
export function messagesOf(db: Reader, bookingId: number): Promise<MessageRow[]> {
  return queryRows<MessageRow>(
    db,
    sql`SELECT bm.id, bm.message, bm.visible, bm.hidden, bm.created_at, u.user_type AS author_type,
        (bm.author_user_id IS NOT NULL AND bm.author_user_id = b.user_id) AS author_is_client
      FROM booking_messages bm
      JOIN bookings b ON b.id = bm.booking_id
      LEFT JOIN users u ON u.id = bm.author_user_id
      WHERE bm.booking_id = ${bookingId} ORDER BY bm.created_at, bm.id`,
  );
}

export async function insertMessage(
  db: Reader,
  message: { bookingId: number; authorUserId: number; text: string; recipient: string },
): Promise<void> {
  await db.execute(
    sql`INSERT INTO booking_messages (booking_id, author_user_id, message, visible)
      VALUES (${message.bookingId}, ${message.authorUserId}, ${message.text}, ${message.recipient})`,
  );
}

export async function clientName(db: Reader, userId: number): Promise<string> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT trim(first_name || ' ' || last_name) AS name FROM users WHERE id = ${userId}`,
  );
  return rows[0]?.name ?? BOOKING_MAILS.travellerMessage.someone;
}

/** Where mails to "the admin" go: the site's support address (as inquiries do). */
export async function adminAddress(db: Reader): Promise<string> {
  const rows = await queryRows<{ value: string }>(
    db,
    sql`SELECT value FROM site_settings WHERE key = 'support_email'`,
  );
  return rows[0]?.value ?? 'support@lankatrails.example';
}
