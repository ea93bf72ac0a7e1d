// The e-mailed review link's calls (spec §7): POST /api/review/booking, /api/review/add/token,
// /api/review/image/upload and /api/review/image/delete. The token is the credential; the site's
// server makes these calls for the page's form (forms first), the browser never needs a session.
import type { Schemas } from '@trails/api-client/client';
import type { ApiClient } from '../../../shared/api/client.ts';
import { ApiError, unwrap } from '../../../shared/api/client.ts';

export type ReviewTokenData = Schemas['ReviewTokenData'];
export type ReviewImage = Schemas['ReviewImage'];

/**
 * What a review link opens: its booking's form; that its review was received already (the API's
 * 410, ADR 221: a traveller who clicks the mail twice is told so, with the tour); or nothing
 * (unknown, expired, malformed → /404).
 */
export type ReviewLink =
  | { state: 'open'; review: ReviewTokenData }
  | { state: 'received'; activityId: number }
  | { state: 'none' };

export async function getReviewByToken(api: ApiClient, token: string): Promise<ReviewLink> {
  const answer = await api.POST('/api/review/booking', { body: { token } });
  if (answer.response.status === 410) {
    return { state: 'received', activityId: answer.error?.activity_id ?? 0 };
  }
  try {
    return { state: 'open', review: unwrap(answer).data };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return { state: 'none' };
    }
    throw error;
  }
}

export async function addReviewByToken(
  api: ApiClient,
  data: ReviewTokenData,
  review: { token: string; rating: number; feedback: string },
): Promise<void> {
  unwrap(
    await api.POST('/api/review/add/token', {
      body: {
        token: review.token,
        user_id: data.booking.user_id ?? null,
        supplier_user_id: data.booking.activity?.user.id ?? 0,
        activity_id: data.activity.id,
        booking_id: data.booking.id,
        review_rating: review.rating,
        review_feedback: review.feedback,
      },
    }),
  );
}

export { uploadReviewImage } from '../../../shared/api/review-photos.ts';
export type { UploadResult } from '../../../shared/api/review-photos.ts';

export async function deleteReviewImage(
  api: ApiClient,
  token: string,
  id: number,
): Promise<readonly ReviewImage[]> {
  return unwrap(await api.POST('/api/review/image/delete', { body: { id, tid: token } })).images;
}
