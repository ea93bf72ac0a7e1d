// The reservation sweep: unpaid bookings past `reserved_until` are marked expired, with their
// order and payment. Seats were free the moment the reservation ended (the seat rule ignores
// lapsed reservations); this is the bookkeeping. Idempotent, so any number of servers may run
// it on a timer (a job queue takes it over later).
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';

export async function expireReservations(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await queryRows<{ order_id: number | null }>(
      tx,
      sql`UPDATE bookings SET payment_status = 'expired', updated_at = now()
        WHERE payment_status = 'awaiting_payment' AND reserved_until <= now()
        RETURNING order_id`,
    );
    const orderIds = [...new Set(expired.map((row) => row.order_id).filter((id) => id !== null))];
    if (orderIds.length > 0) {
      const list = sql.join(
        orderIds.map((id) => sql`${id}`),
        sql`, `,
      );
      await tx.execute(sql`UPDATE orders o SET status = 'expired', updated_at = now()
        WHERE o.id IN (${list}) AND o.status = 'awaiting_payment' AND NOT EXISTS (
          SELECT 1 FROM bookings b WHERE b.order_id = o.id AND b.payment_status <> 'expired')`);
      await tx.execute(sql`UPDATE payments SET status = 'expired', updated_at = now()
        WHERE order_id IN (${list}) AND status = 'created'`);
    }
    return expired.length;
  });
}
