// The review calls (spec §7): the caller's bookings to review and the review modal (bearer), the
// e-mailed token's page, its review and its photos (the token is the credential). Thin: parse,
// call the service, shape the answer.
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { queryRows } from '../../db/client.ts';
import { HttpError, invalid } from '../../http/errors.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { callerId } from '../auth/security.ts';
import { bookingBody } from '../bookings/service.ts';
import { visibleToTraveller } from '../bookings/seats.ts';
import { loadCards } from '../catalog/cards.ts';
import {
  COMPLETED,
  REVIEW_ADDED,
  addReviewByToken,
  bookingOfToken,
  deleteReviewImage,
  notMultipart,
  imageBody,
  reviewMyBooking,
  targetOfCaller,
  targetOfToken,
  uploadReviewImage,
} from './service.ts';
import type { ImageRow } from './service.ts';
import { takeUpload } from './upload-body.ts';

type EntryRow = {
  images: ImageRow[] | string;
  booking_id: number;
  reference: string;
  tour_id: number;
  supplier_user_id: number;
  review_id: number | null;
  rating: number | null;
  feedback: string | null;
};

function now(request: FastifyRequest): Date {
  return request.server.clock.now();
}

const TID_OR_TOKEN = 'The tid field is required (or a bearer token with booking_id).';

/** The caller of a call whose bearer token is optional: without one, `tid` was needed. */
function callerOf(request: FastifyRequest): number {
  if (request.userId === null) throw invalid({ tid: [TID_OR_TOKEN] });
  return request.userId;
}

function bookingIdOf(field: string | undefined): number {
  const id = Number(field);
  if (field === undefined || !Number.isSafeInteger(id) || id < 1 || id > 2147483647) {
    throw invalid({ booking_id: ['The booking_id field must be one of your bookings.'] });
  }
  return id;
}

export const reviewHandlers: OperationHandlers = {
  async reviewMyBooking(request) {
    const { body } = request;
    await reviewMyBooking(request.server.db, callerId(request), {
      bookingId: request.params.bookingId,
      supplierId: body.supplier_id,
      activityId: body.activity_id,
      rating: body.rating,
      feedback: body.feedback,
    });
    request.server.responseCache.clear();
    return { message: REVIEW_ADDED };
  },

  async getReviewByToken(request) {
    const { booking, images } = await bookingOfToken(
      request.server.db,
      request.body.token,
      now(request),
    );
    const [activity] = await loadCards(request.server.db, [Number(booking.tour_id)]);
    if (!activity) throw new HttpError(404, 'No such tour.');
    return { data: { booking: bookingBody(booking, now(request)), activity, images } };
  },

  async addReviewByToken(request) {
    const { body } = request;
    await addReviewByToken(
      request.server.db,
      {
        token: body.token,
        userId: body.user_id,
        supplierUserId: body.supplier_user_id,
        activityId: body.activity_id,
        bookingId: body.booking_id,
        rating: body.review_rating,
        feedback: body.review_feedback,
      },
      now(request),
    );
    request.server.responseCache.clear();
    return { data: { review: REVIEW_ADDED } };
  },

  async uploadReviewImage(request) {
    if (!request.isMultipart()) throw notMultipart();
    const upload = takeUpload(request);
    const { db } = request.server;
    // The e-mailed link's token, or (the account's modal) the caller's own booking.
    const target =
      upload.tid !== undefined
        ? await targetOfToken(db, upload.tid, now(request))
        : await targetOfCaller(db, callerOf(request), bookingIdOf(upload.bookingId), 'booking_id');
    return uploadReviewImage(db, request.server.media, { target, bytes: upload.bytes });
  },

  async deleteReviewImage(request) {
    const { id, tid } = request.body;
    const images = await deleteReviewImage(
      request.server.db,
      request.server.media,
      tid !== undefined
        ? { imageId: id, token: tid, now: now(request) }
        : { imageId: id, owner: callerOf(request) },
    );
    return { status: true, images };
  },

  async listMyReviews(request) {
    const { db } = request.server;
    const rows = await queryRows<EntryRow>(
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
              images: (typeof row.images === 'string'
                ? (JSON.parse(row.images) as ImageRow[])
                : row.images
              ).map(imageBody),
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
