// The reviews' read queries for the account area (spec §7); the writes and their locks stay in
// service.ts, next to the rules they keep.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { visibleToTraveller } from '../bookings/seats.ts';
import { COMPLETED } from './service.ts';
import type { ImageRow } from './service.ts';

export type ReviewableBookingRow = {
  /** JSON from PostgreSQL, text from some drivers. */
  images: ImageRow[] | string;
  booking_id: number;
  reference: string;
  tour_id: number;
  supplier_user_id: number;
  review_id: number | null;
  rating: number | null;
  feedback: string | null;
};

/**
 * The client's Completed bookings, newest trip first, each with its review (if written) and its
 * photos — before the review, those already uploaded for it.
 */
export function completedBookingsOf(db: Pick<Database, 'execute'>, userId: number) {
  return queryRows<ReviewableBookingRow>(
    db,
    sql`
      SELECT b.id AS booking_id, b.reference, b.tour_id, t.supplier_user_id,
        r.id AS review_id, r.rating, r.feedback,
        -- The review's photos; before the review, those uploaded for it.
        (SELECT coalesce(json_agg(json_build_object('id', ri.id, 'name', ri.media_name,
            'width', m.width, 'height', m.height) ORDER BY ri.id), '[]'::json)
          FROM review_images ri JOIN media m ON m.name = ri.media_name
          WHERE ri.review_id = r.id OR (ri.booking_id = b.id AND ri.review_id IS NULL)) AS images
      FROM bookings b
      JOIN tours t ON t.id = b.tour_id
      LEFT JOIN reviews r ON r.booking_id = b.id
      WHERE b.user_id = ${userId} AND b.deleted_at IS NULL AND b.status = ${COMPLETED}
        AND ${visibleToTraveller('b')}
      ORDER BY b.start_date DESC, b.id DESC`,
  );
}
