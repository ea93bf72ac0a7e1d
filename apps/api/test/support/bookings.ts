// Builders for the bookings tests: a paid booking of a client on a seeded tour, its amendments,
// messages and travellers — written straight to the database, as checkout would leave them.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { Database } from '../../src/db/client.ts';

let serial = 0;

export type BookingSeed = {
  userId: number;
  tourId: number;
  startDate?: string;
  status?: number;
  paymentStatus?: string;
  amountCents?: number;
  paidCents?: number;
  adults?: number;
  children?: number;
  infants?: number;
  alertClient?: boolean;
  contactable?: boolean;
  locationId?: number | null;
};

/** A tour's first pick-up location and time (every seeded tour has at least one). */
export async function firstPickup(db: Database, tourId: number) {
  const rows = await queryRows<{ location_id: number; pickup_time: string }>(
    db,
    sql`SELECT location_id, to_char(pickup_time, 'HH24:MI') AS pickup_time
      FROM tour_pickup_locations WHERE tour_id = ${tourId} ORDER BY id LIMIT 1`,
  );
  const row = rows[0];
  if (!row) throw new Error(`tour ${tourId} has no pick-up`);
  return { locationId: Number(row.location_id), pickupTime: row.pickup_time };
}

export async function insertBooking(db: Database, seed: BookingSeed): Promise<number> {
  serial += 1;
  const locationId =
    seed.locationId === undefined
      ? (await firstPickup(db, seed.tourId)).locationId
      : seed.locationId;
  const startDate = seed.startDate ?? '2027-03-01';
  const amount = seed.amountCents ?? 9000;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO bookings (reference, user_id, tour_id, start_date, end_date, location_id,
        hotel_name, hotel_address, adults, children, infants, amount_cents, paid_cents,
        contact_first_name, contact_last_name, contact_email, contact_phone, status,
        payment_status, alert_client, contactable)
      VALUES (${`LT-T${Date.now().toString(36)}-${serial}`}, ${seed.userId}, ${seed.tourId},
        ${startDate}, ${startDate}, ${locationId}, 'Queens Hotel', 'Dalada Veediya, Kandy',
        ${seed.adults ?? 2}, ${seed.children ?? 0}, ${seed.infants ?? 0}, ${amount},
        ${seed.paidCents ?? amount}, 'Nimal', 'Perera', 'nimal@example.com', '+94 77 000 0000',
        ${seed.status ?? 1}, ${seed.paymentStatus ?? 'captured'}, ${seed.alertClient ?? false},
        ${seed.contactable ?? true})
      RETURNING id`,
  );
  const id = Number(rows[0]!.id);
  await db.execute(
    sql`INSERT INTO booking_travellers (booking_id, first_name, last_name, email, phone, lead_traveller)
      VALUES (${id}, 'Nimal', 'Perera', 'nimal@example.com', '+94 77 000 0000', true)`,
  );
  return id;
}

export async function insertMessage(
  db: Database,
  message: {
    bookingId: number;
    authorUserId: number | null;
    text: string;
    visible?: string;
    hidden?: boolean;
  },
): Promise<void> {
  await db.execute(
    sql`INSERT INTO booking_messages (booking_id, author_user_id, message, visible, hidden)
      VALUES (${message.bookingId}, ${message.authorUserId}, ${message.text},
        ${message.visible ?? 'supplier'}, ${message.hidden ?? false})`,
  );
}

export async function supplierOf(
  db: Database,
  tourId: number,
): Promise<{ id: number; email: string }> {
  const rows = await queryRows<{ id: number; email: string }>(
    db,
    sql`SELECT u.id, u.email FROM tours t JOIN users u ON u.id = t.supplier_user_id WHERE t.id = ${tourId}`,
  );
  return { id: Number(rows[0]!.id), email: rows[0]!.email };
}
