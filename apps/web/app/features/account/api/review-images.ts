// The review modal's photos: POST /api/review/image/upload with the caller's bearer token and
// `booking_id` (beyond the spec: the modal has no e-mailed token, ADR 164), and
// POST /api/review/image/delete with the image id alone.
import type { Schemas } from '@trails/api-client/client';
import { browserApi, unwrap } from '../../../shared/api/client.ts';

export type ReviewImage = Schemas['ReviewImage'];
export type PhotoUpload = { ok: boolean; images: readonly ReviewImage[]; message: string };

export async function uploadMyReviewImage(bookingId: number, file: File): Promise<PhotoUpload> {
  const answer = await browserApi().POST('/api/review/image/upload', {
    body: { file: '', booking_id: String(bookingId) },
    bodySerializer: () => {
      const form = new FormData();
      form.set('booking_id', String(bookingId));
      form.set('file', file, file.name);
      return form;
    },
  });
  if (answer.data) {
    return {
      ok: answer.data.status,
      images: answer.data.images,
      message: answer.data.message ?? '',
    };
  }
  const error = answer.error as { message?: string } | undefined;
  return { ok: false, images: [], message: error?.message ?? '' };
}

export async function deleteMyReviewImage(id: number): Promise<readonly ReviewImage[]> {
  return unwrap(await browserApi().POST('/api/review/image/delete', { body: { id } })).images;
}
