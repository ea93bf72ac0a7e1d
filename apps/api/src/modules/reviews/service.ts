// Reviews (spec §2, §4, §5, §7): a Completed booking (status 4) gets one review, from its client
// in the account area or from whoever holds the booking's e-mailed token. The review counts at
// once in its tour's average and count (tours.rating_count / rating_total). Photos are uploaded
// with the token before the review is sent, hang off the booking meanwhile, and join the review
// when it is added. Every change takes the booking's row lock first, so two submissions (or an
// upload racing a submission) happen one after the other: a second review, or a fourth image,
// is refused rather than written.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { API_MESSAGES, MESSAGES } from '@trails/domain/messages';
import { REVIEW_IMAGES } from '@trails/domain/constants';
import type { ReviewFormKind } from '@trails/domain/constants';
import { validateReview } from '@trails/domain/validation/review';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { HttpError, invalid, notFound } from '../../http/errors.ts';
import { findBooking, findOwnedBooking } from '../bookings/repository.ts';
import type { BookingRow } from '../bookings/repository.ts';
import { pictureOf } from '../media/pictures.ts';
import type { MediaService } from '../media/service.ts';
import { reencodeReviewImage } from './images.ts';
import { readReviewToken } from './tokens.ts';

/** Booking status 4 Completed (spec §4): only a tour that took place can be reviewed. */
export const COMPLETED = 4;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'execute'>;

export const REVIEW_ADDED = 'review added';
export type ReviewImageBody = {
  id: number;
  name: string;
  url: string;
  width: number;
  height: number;
  srcset: string;
};

/** The booking a review is for, as the rules need it (locked when read in a transaction). */
export type ReviewTarget = {
  id: number;
  user_id: number | null;
  tour_id: number;
  status: number;
  supplier_user_id: number;
  /** The booking's review, if any: a rating of 0 still lets a review be written (spec §4). */
  review_id: number | null;
  review_rating: number | null;
};

const TARGET = sql`SELECT b.id, b.user_id, b.tour_id, b.status, t.supplier_user_id,
    r.id AS review_id, r.rating AS review_rating
  FROM bookings b JOIN tours t ON t.id = b.tour_id LEFT JOIN reviews r ON r.booking_id = b.id`;

function normalise(row: ReviewTarget): ReviewTarget {
  return {
    id: Number(row.id),
    user_id: row.user_id === null ? null : Number(row.user_id),
    tour_id: Number(row.tour_id),
    status: Number(row.status),
    supplier_user_id: Number(row.supplier_user_id),
    review_id: row.review_id === null ? null : Number(row.review_id),
    review_rating: row.review_rating === null ? null : Number(row.review_rating),
  };
}

function reviewed(target: ReviewTarget): boolean {
  return target.review_rating !== null && target.review_rating > 0;
}

/** Locks the booking's row for the rest of the transaction and reads it again. */
async function lockTarget(tx: Reader, bookingId: number): Promise<ReviewTarget | undefined> {
  await tx.execute(sql`SELECT id FROM bookings WHERE id = ${bookingId} FOR UPDATE`);
  // A statement of its own, after the lock: in READ COMMITTED it sees a review that the lock's
  // previous holder committed (a join in the locking statement would not — PostgreSQL rechecks
  // only the locked row, not the rows joined to it).
  const rows = await queryRows<ReviewTarget>(
    tx,
    sql`${TARGET} WHERE b.id = ${bookingId} AND b.deleted_at IS NULL`,
  );
  return rows[0] ? normalise(rows[0]) : undefined;
}

/**
 * What a review token opens: its booking while a review can be written (well formed, not
 * expired, bound to a Completed booking of a client that has no review yet); `received` when
 * the booking's review has been received — by the link or in the account, and also after the
 * link expired (ADR 221: only the mail's holder has the token, and the mail named the tour);
 * otherwise nothing.
 */
type TokenLookup =
  | { state: 'open'; target: ReviewTarget }
  | { state: 'received'; tourId: number }
  | { state: 'none' };

async function lookUpToken(db: Reader, token: string, now: Date): Promise<TokenLookup> {
  const read = readReviewToken(token, now);
  if (!read) return { state: 'none' };
  const rows = await queryRows<ReviewTarget>(
    db,
    sql`${TARGET} WHERE b.review_token_hash = ${read.hash} AND b.deleted_at IS NULL`,
  );
  const target = rows[0] ? normalise(rows[0]) : undefined;
  if (!target) return { state: 'none' };
  if (reviewed(target)) return { state: 'received', tourId: target.tour_id };
  if (read.expired || target.status !== COMPLETED || target.user_id === null) {
    return { state: 'none' };
  }
  return { state: 'open', target };
}

/**
 * The booking of a review token that still opens it. Anything else — used links included — is
 * 404 for the calls that write (the page then shows /404); the caller learns nothing about why.
 */
export async function targetOfToken(db: Reader, token: string, now: Date): Promise<ReviewTarget> {
  const found = await lookUpToken(db, token, now);
  if (found.state !== 'open') throw notFound(API_MESSAGES.reviewLinkInvalid);
  return found.target;
}

/**
 * The caller's own booking, for the account's modal: another client's, an unknown or a never
 * paid booking is 404; one not Completed, or reviewed already, is 400 naming it.
 */
export async function targetOfCaller(
  db: Database,
  userId: number,
  bookingId: number,
  field: string,
): Promise<ReviewTarget> {
  const owned = await findOwnedBooking(db, userId, bookingId);
  if (!owned) throw notFound(API_MESSAGES.reviewNoSuchBooking);
  const rows = await queryRows<ReviewTarget>(db, sql`${TARGET} WHERE b.id = ${bookingId}`);
  const target = normalise(rows[0]!);
  if (target.status !== COMPLETED) throw invalid({ [field]: [API_MESSAGES.onlyCompletedReviewed] });
  if (reviewed(target)) throw invalid({ [field]: [API_MESSAGES.alreadyReviewed] });
  return target;
}

export type ImageRow = { id: number; name: string; width: number; height: number };

export function imageBody(row: ImageRow): ReviewImageBody {
  const picture = pictureOf({
    name: row.name,
    width: Number(row.width),
    height: Number(row.height),
  });
  return {
    id: Number(row.id),
    name: row.name,
    url: picture.url,
    width: picture.width,
    height: picture.height,
    srcset: picture.srcset,
  };
}

/** Photos uploaded for a booking whose review is not written yet. */
export async function pendingImages(db: Reader, bookingId: number): Promise<ReviewImageBody[]> {
  const rows = await queryRows<ImageRow>(
    db,
    sql`SELECT ri.id, ri.media_name AS name, m.width, m.height
      FROM review_images ri JOIN media m ON m.name = ri.media_name
      WHERE ri.booking_id = ${bookingId} AND ri.review_id IS NULL ORDER BY ri.id`,
  );
  return rows.map(imageBody);
}

function checkForm(rating: number, feedback: string, where: ReviewFormKind): void {
  const result = validateReview({ rating, feedback, images: [] }, where);
  if (!result.ok) {
    const errors: Record<string, string[]> = {};
    for (const [field, message] of Object.entries(result.errors)) {
      errors[field] = [message as string];
    }
    throw invalid(errors);
  }
}

/**
 * Writes the review of a locked, Completed, not yet reviewed booking: a new row, or the rating
 * and feedback of a review left at 0 stars; its pending photos join it; its tour's count and
 * total grow by this one rating.
 */
async function writeReview(
  tx: Tx,
  target: ReviewTarget,
  review: { userId: number; rating: number; feedback: string },
): Promise<number> {
  const feedback = review.feedback.trim();
  let reviewId: number;
  if (target.review_id !== null) {
    await tx.execute(
      sql`UPDATE reviews SET rating = ${review.rating}, feedback = ${feedback}, reviewed_at = now()
        WHERE id = ${target.review_id}`,
    );
    reviewId = target.review_id;
  } else {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO reviews (tour_id, booking_id, user_id, supplier_user_id, rating, feedback)
        VALUES (${target.tour_id}, ${target.id}, ${review.userId}, ${target.supplier_user_id},
          ${review.rating}, ${feedback})
        RETURNING id`,
    );
    reviewId = Number(rows[0]!.id);
  }
  await tx.execute(
    sql`UPDATE review_images SET review_id = ${reviewId}
      WHERE booking_id = ${target.id} AND review_id IS NULL`,
  );
  await tx.execute(
    sql`UPDATE tours SET rating_count = rating_count + 1,
        rating_total = rating_total + ${review.rating}, updated_at = now()
      WHERE id = ${target.tour_id}`,
  );
  return reviewId;
}

export type AccountReview = {
  bookingId: number;
  supplierId: number;
  activityId: number;
  rating: number;
  feedback: string;
};

/** The review modal (POST /api/account/my-bookings/{bookingId}/review). */
export async function reviewMyBooking(
  db: Database,
  userId: number,
  input: AccountReview,
): Promise<void> {
  // Another client's booking, an unknown one or one never paid: 404, before anything else.
  const owned = await findOwnedBooking(db, userId, input.bookingId);
  if (!owned) throw notFound(API_MESSAGES.reviewNoSuchBooking);
  checkForm(input.rating, input.feedback, 'modal');
  await db.transaction(async (tx) => {
    const target = await lockTarget(tx, input.bookingId);
    if (!target || target.user_id !== userId) throw notFound(API_MESSAGES.reviewNoSuchBooking);
    if (target.status !== COMPLETED)
      throw invalid({ bookingId: [API_MESSAGES.onlyCompletedReviewed] });
    if (reviewed(target)) throw invalid({ bookingId: [API_MESSAGES.alreadyReviewed] });
    if (input.activityId !== target.tour_id) {
      throw invalid({ activity_id: [API_MESSAGES.reviewActivityNotBooked] });
    }
    if (input.supplierId !== target.supplier_user_id) {
      throw invalid({ supplier_id: [API_MESSAGES.reviewSupplierMismatch] });
    }
    await writeReview(tx, target, { userId, rating: input.rating, feedback: input.feedback });
  });
}

export type TokenReviewData = {
  booking: BookingRow;
  images: ReviewImageBody[];
};

/**
 * POST /api/review/booking: what the token page shows — the form's booking, or (a used link,
 * ADR 221) that the review was received, with its tour. Anything else is 404.
 */
export async function bookingOfToken(
  db: Database,
  token: string,
  now: Date,
): Promise<({ state: 'open' } & TokenReviewData) | { state: 'received'; tourId: number }> {
  const found = await lookUpToken(db, token, now);
  if (found.state === 'received') return found;
  if (found.state === 'none') throw notFound(API_MESSAGES.reviewLinkInvalid);
  const booking = await findBooking(db, found.target.id);
  if (!booking) throw notFound(API_MESSAGES.reviewLinkInvalid);
  return { state: 'open', booking, images: await pendingImages(db, found.target.id) };
}

export type TokenReview = {
  token: string;
  userId: number | null;
  supplierUserId: number;
  activityId: number;
  bookingId: number;
  rating: number;
  feedback: string;
};

/** POST /api/review/add/token: the review of the token's booking; the token is then spent. */
export async function addReviewByToken(db: Database, input: TokenReview, now: Date): Promise<void> {
  const found = await targetOfToken(db, input.token, now);
  checkForm(input.rating, input.feedback, 'tokenPage');
  // The published call repeats the booking's ids; they must be the token's own.
  const mismatch: Record<string, string[]> = {};
  if (input.bookingId !== found.id) mismatch.booking_id = [API_MESSAGES.reviewBookingNotLinks];
  if (input.userId !== found.user_id) mismatch.user_id = [API_MESSAGES.reviewUserNotClient];
  if (input.activityId !== found.tour_id)
    mismatch.activity_id = [API_MESSAGES.reviewActivityNotBooked];
  if (input.supplierUserId !== found.supplier_user_id) {
    mismatch.supplier_user_id = [API_MESSAGES.reviewSupplierUserMismatch];
  }
  if (Object.keys(mismatch).length > 0) throw invalid(mismatch);
  await db.transaction(async (tx) => {
    const target = await lockTarget(tx, found.id);
    // Spent meanwhile by a second submission (or the account modal): the link opens nothing.
    if (!target || reviewed(target)) throw notFound(API_MESSAGES.reviewLinkInvalid);
    await writeReview(tx, target, {
      userId: target.user_id!,
      rating: input.rating,
      feedback: input.feedback,
    });
  });
}

export type UploadOutcome =
  | { status: true; images: ReviewImageBody[]; message: string }
  | { status: false; images: ReviewImageBody[]; message: string };

/**
 * POST /api/review/image/upload: one photo for a booking (at most 3), found by the e-mailed
 * token or, for the account's modal, as the caller's own (targetOfToken / targetOfCaller).
 */
export async function uploadReviewImage(
  db: Database,
  media: MediaService,
  input: { target: ReviewTarget; bytes: Buffer },
): Promise<UploadOutcome> {
  const { target } = input;
  const before = await pendingImages(db, target.id);
  if (before.length >= REVIEW_IMAGES.max) {
    return { status: false, images: before, message: MESSAGES.maxReviewImages };
  }
  const photo = await reencodeReviewImage(input.bytes);
  // The name is the server's own: unguessable, and never the visitor's file name.
  const name = `review-${randomBytes(12).toString('hex')}`;
  await media.uploads.put(name, photo.webp);
  try {
    const full = await db.transaction(async (tx) => {
      const locked = await lockTarget(tx, target.id);
      if (!locked) throw notFound(API_MESSAGES.reviewNoSuchBooking);
      if (reviewed(locked)) throw invalid({ file: [API_MESSAGES.alreadyReviewed] });
      const count = await queryRows<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM review_images
          WHERE booking_id = ${target.id} AND review_id IS NULL`,
      );
      if (Number(count[0]!.n) >= REVIEW_IMAGES.max) return true;
      await tx.execute(
        sql`INSERT INTO media (name, kind, width, height, alt_text)
          VALUES (${name}, 'review', ${photo.width}, ${photo.height}, 'A traveller’s photo')`,
      );
      await tx.execute(
        sql`INSERT INTO review_images (booking_id, media_name) VALUES (${target.id}, ${name})`,
      );
      return false;
    });
    const images = await pendingImages(db, target.id);
    if (full) {
      await media.uploads.remove(name);
      return { status: false, images, message: MESSAGES.maxReviewImages };
    }
    return { status: true, images, message: API_MESSAGES.reviewImageUploaded };
  } catch (error) {
    await media.uploads.remove(name);
    throw error;
  }
}

/**
 * POST /api/review/image/delete: one photo not yet part of a review — of the token's booking, or
 * (the modal, `owner`) of any booking of the caller's.
 */
export async function deleteReviewImage(
  db: Database,
  media: MediaService,
  input: { imageId: number } & ({ token: string; now: Date } | { owner: number }),
): Promise<ReviewImageBody[]> {
  const scope =
    'token' in input
      ? sql`ri.booking_id = ${(await targetOfToken(db, input.token, input.now)).id}`
      : sql`ri.booking_id IN (SELECT id FROM bookings WHERE user_id = ${input.owner})`;
  const removed = await db.transaction(async (tx) => {
    const rows = await queryRows<{ media_name: string; booking_id: number }>(
      tx,
      sql`DELETE FROM review_images ri
        WHERE ri.id = ${input.imageId} AND ri.review_id IS NULL AND ${scope}
        RETURNING ri.media_name, ri.booking_id`,
    );
    const row = rows[0];
    if (!row) return null;
    await tx.execute(sql`DELETE FROM media WHERE name = ${row.media_name}`);
    return { name: row.media_name, bookingId: Number(row.booking_id) };
  });
  // Another booking's image, one already part of a review, or an unknown id: not found.
  if (!removed) throw notFound(API_MESSAGES.noSuchImage);
  await media.uploads.remove(removed.name);
  await media.forget(removed.name);
  return pendingImages(db, removed.bookingId);
}

/** Thrown for a multipart call that is not one (wrong content type). */
export const notMultipart = () => new HttpError(415, API_MESSAGES.reviewUploadNotMultipart);
