// The review calls (spec §7): the caller's bookings to review and the review modal (bearer), the
// e-mailed token's page, its review and its photos (the token is the credential). Thin: parse,
// call the service, shape the answer.
import { API_MESSAGES, MESSAGES } from '@trails/domain/messages';
import type { FastifyRequest } from 'fastify';
import { HttpError, invalid } from '../../http/errors.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { callerId } from '../auth/security.ts';
import { bookingBody } from '../bookings/service.ts';
import { loadCards } from '../catalog/cards.ts';
import {
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
import { completedBookingsOf } from './repository.ts';
import { takeUpload } from './upload-body.ts';

/** The 410 of a used review link (the contract's `ReviewReceived`). */
type ReviewReceived = { message: string; activity_id: number };

function now(request: FastifyRequest): Date {
  return request.server.clock.now();
}

/** The caller of a call whose bearer token is optional: without one, `tid` was needed. */
function callerOf(request: FastifyRequest): number {
  if (request.userId === null) throw invalid({ tid: [API_MESSAGES.reviewTidRequired] });
  return request.userId;
}

function bookingIdOf(field: string | undefined): number {
  const id = Number(field);
  if (field === undefined || !Number.isSafeInteger(id) || id < 1 || id > 2147483647) {
    throw invalid({ booking_id: [API_MESSAGES.reviewBookingNotYours] });
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

  async getReviewByToken(request, reply) {
    const found = await bookingOfToken(request.server.db, request.body.token, now(request));
    if (found.state === 'received') {
      // A used link opened again (ADR 221): say so, and which tour, instead of the 404.
      const received: ReviewReceived = {
        message: MESSAGES.reviewAlreadyReceived,
        activity_id: found.tourId,
      };
      return reply.code(410).send(received);
    }
    const { booking, images } = found;
    const [activity] = await loadCards(request.server.db, [Number(booking.tour_id)]);
    if (!activity) throw new HttpError(404, API_MESSAGES.reviewNoSuchTour);
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
    const rows = await completedBookingsOf(db, callerId(request));
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
