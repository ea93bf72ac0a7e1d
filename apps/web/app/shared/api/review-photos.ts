// A review photo's upload (spec §7 POST /api/review/image/upload, multipart), shared by the
// e-mailed link's page (its token) and the review modal (the caller's booking, ADR 164).
import type { Schemas } from '@trails/api-client/client';
import type { ApiClient } from './client.ts';

type ReviewImage = Schemas['ReviewImage'];

export type UploadResult = { ok: boolean; images: readonly ReviewImage[]; message: string };

/** Whose photo it is: the e-mailed link's token, or (the review modal) the caller's booking. */
export type PhotoOwner = { tid: string } | { booking_id: string };

/** One photo; `ok: false` with the server's message when it was refused (spec §8). */
export async function uploadReviewImage(
  api: ApiClient,
  owner: PhotoOwner,
  file: Blob & { name?: string },
): Promise<UploadResult> {
  const answer = await api.POST('/api/review/image/upload', {
    body: { file: '', ...owner },
    bodySerializer: () => {
      const form = new FormData();
      for (const [name, value] of Object.entries(owner)) form.set(name, value);
      form.set('file', file, file.name || 'photo');
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
