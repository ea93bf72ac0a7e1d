// The payment calls' queries: an order and its payment as the return page reads them, and the
// providers' webhook events, recorded once per (provider, event id).
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { orders, paymentEvents, payments } from '../../db/schema.ts';

export async function orderByReference(db: Database, reference: string) {
  return (await db.select().from(orders).where(eq(orders.reference, reference)))[0];
}

/** The order's payment (one per order), as it stands now. */
export async function paymentOfOrder(db: Database, orderId: number) {
  return (await db.select().from(payments).where(eq(payments.orderId, orderId)))[0];
}

export type OrderBookingRow = {
  booking_reference: string;
  activity_id: number;
  title: string;
  start_date: string;
  status: number;
  payment_status: string;
  reserved_until: Date | string | null;
};

/** The order's bookings, in the order they were booked. */
export function bookingsOfOrder(db: Pick<Database, 'execute'>, orderId: number) {
  return queryRows<OrderBookingRow>(
    db,
    sql`SELECT b.reference AS booking_reference, b.tour_id AS activity_id, t.title,
        b.start_date::text AS start_date, b.status, b.payment_status, b.reserved_until
      FROM bookings b JOIN tours t ON t.id = b.tour_id WHERE b.order_id = ${orderId} ORDER BY b.id`,
  );
}

export type WebhookEvent = {
  provider: string;
  eventId: string;
  providerReference: string;
  type: string;
};

/** Whether the provider's event was already applied (providers deliver at least once). */
export async function isEventRecorded(
  db: Database,
  provider: string,
  eventId: string,
): Promise<boolean> {
  const seen = await db
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
  return seen.length > 0;
}

/** Records an applied event; false when a concurrent delivery recorded it first. */
export async function recordEvent(db: Database, event: WebhookEvent): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}
