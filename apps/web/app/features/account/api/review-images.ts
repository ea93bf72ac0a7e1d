// The review modal's photos: POST /api/review/image/upload with the caller's bearer token and
// `booking_id` (beyond the spec: the modal has no e-mailed token, ADR 164), and
// POST /api/review/image/delete with the image id alone.
import type { Schemas } from '@trails/api-client/client';
import { browserApi, unwrap } from '../../../shared/api/client.ts';
import { uploadReviewImage } from '../../../shared/api/review-photos.ts';
import type { UploadResult } from '../../../shared/api/review-photos.ts';

export type ReviewImage = Schemas['ReviewImage'];
export type PhotoUpload = UploadResult;

export function uploadMyReviewImage(bookingId: number, file: File): Promise<PhotoUpload> {
  return uploadReviewImage(browserApi(), { booking_id: String(bookingId) }, file);
}

export async function deleteMyReviewImage(id: number): Promise<readonly ReviewImage[]> {
  return unwrap(await browserApi().POST('/api/review/image/delete', { body: { id } })).images;
}
