// The checkout's queries outside the seat lock: the order a retried Idempotency-Key made, the
// tours of an order (for its payment), and the order's one provider payment. The statement under
// the lock is `reservation.ts`.
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;

/** The order an Idempotency-Key made, if any. */
export async function orderByIdempotencyKey(
  db: Pick<Database, 'select'>,
  key: string,
): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return rows[0];
}

/** The tours of an order's bookings, in the cart's order: their titles and sale types. */
export async function toursOfOrder(
  db: Pick<Database, 'execute'>,
  orderId: number,
): Promise<{ sale_type: number; title: string }[]> {
  return queryRows<{ sale_type: number; title: string }>(
    db,
    sql`SELECT t.sale_type, t.title FROM bookings b JOIN tours t ON t.id = b.tour_id
      WHERE b.order_id = ${orderId} ORDER BY b.id`,
  );
}

/**
 * The order's provider payment (once: a retry's insert does nothing) and its payment link, in one
 * statement — one round trip, both or neither.
 */
export async function recordOrderPayment(
  db: Pick<Database, 'execute'>,
  payment: {
    orderId: number;
    provider: string;
    providerReference: string;
    amountCents: number;
    captureMode: 'instant' | 'manual';
    paymentLink: string;
  },
): Promise<void> {
  await db.execute(
    sql`WITH payment AS (
        INSERT INTO payments (order_id, provider, provider_reference, amount_cents, capture_mode)
        VALUES (${payment.orderId}, ${payment.provider}, ${payment.providerReference},
          ${payment.amountCents}, ${payment.captureMode})
        ON CONFLICT DO NOTHING
      )
      UPDATE orders SET payment_link = ${payment.paymentLink}, updated_at = now()
      WHERE id = ${payment.orderId}`,
  );
}
