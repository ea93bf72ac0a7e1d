// GET /api/account/reviews: the caller's completed bookings, each with its review when one
// exists (submitting a review comes with the bookings module).
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { callerId } from '../auth/security.ts';
import { visibleToTraveller } from '../bookings/seats.ts';
import { loadCards } from '../catalog/cards.ts';

/** Booking status 4 Completed (spec §4): only a tour that took place can be reviewed. */
const COMPLETED = 4;

type EntryRow = {
  booking_id: number;
  reference: string;
  tour_id: number;
  supplier_user_id: number;
  review_id: number | null;
  rating: number | null;
  feedback: string | null;
};

export const reviewHandlers: OperationHandlers = {
  async listMyReviews(request) {
    const { db } = request.server;
    const rows = await queryRows<EntryRow>(
      db,
      sql`
      SELECT b.id AS booking_id, b.reference, b.tour_id, t.supplier_user_id,
        r.id AS review_id, r.rating, r.feedback
      FROM bookings b
      JOIN tours t ON t.id = b.tour_id
      LEFT JOIN reviews r ON r.booking_id = b.id
      WHERE b.user_id = ${callerId(request)} AND b.deleted_at IS NULL AND b.status = ${COMPLETED}
        AND ${visibleToTraveller('b')}
      ORDER BY b.start_date DESC, b.id DESC`,
    );
    const cards = new Map(
      (await loadCards(db, [...new Set(rows.map((row) => Number(row.tour_id)))])).map((card) => [
        card.id,
        card,
      ]),
    );
    return {
      data: {
        reviews: rows.flatMap((row) => {
          const activity = cards.get(Number(row.tour_id));
          if (!activity) return [];
          return [
            {
              booking_id: Number(row.booking_id),
              booking_ref: row.reference,
              supplier_id: Number(row.supplier_user_id),
              activity,
              reviews:
                row.review_id === null
                  ? []
                  : [
                      {
                        id: Number(row.review_id),
                        rating: Number(row.rating),
                        feedback: row.feedback ?? '',
                      },
                    ],
            },
          ];
        }),
      },
    };
  },
};
