// The review-by-token page's form posts here (forms first): the same checks and messages with
// or without the page's scripts. Photos are uploaded one by one (each checked and re-encoded by
// the API), then the review is added; a photo the API refuses stops the form with its message
// (spec §8), and the review is not sent.
import { data, redirect } from 'react-router';
import { MESSAGES } from '@trails/domain/messages';
import { REVIEW_IMAGES } from '@trails/domain/constants';
import { validateReview } from '@trails/domain/validation/review';
import { visitorApi } from '../../../shared/api/server-api.server.ts';
import type { ApiClient } from '../../../shared/api/client.ts';
import {
  addReviewByToken,
  deleteReviewImage,
  getReviewByToken,
  uploadReviewImage,
} from './review-by-token.ts';
import type { ReviewLink, ReviewTokenData } from './review-by-token.ts';
import type { TokenReviewRefusal } from '../components/token-review-form.tsx';

/** Three photos at the API's limit (8 MiB each) and the text: a larger post is refused unread. */
const MAX_POST_BYTES = REVIEW_IMAGES.max * 8 * 1024 * 1024 + 64 * 1024;

function refuse(
  message: string,
  values: TokenReviewRefusal['values'],
  errors: TokenReviewRefusal['errors'] = {},
  status = 400,
) {
  const refusal: TokenReviewRefusal = { ok: false, message, errors, values };
  return data(refusal, { status });
}

/**
 * The posted form, read no further than MAX_POST_BYTES (a chunked post has no length to check
 * up front); null when it is larger or not a form.
 */
async function boundedForm(request: Request): Promise<FormData | null> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_POST_BYTES) return null;
  if (!request.body) return request.formData().catch(() => null);
  let seen = 0;
  const bounded = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > MAX_POST_BYTES) controller.error(new Error('the form is too large'));
        else controller.enqueue(chunk);
      },
    }),
  );
  const type = request.headers.get('content-type') ?? '';
  return new Response(bounded, { headers: { 'content-type': type } }).formData().catch(() => null);
}

/**
 * Where a link that opens no form sends the post: /404 when it opens nothing (unknown, expired),
 * and back to the page when its review was received (another tab, the account's modal), where
 * the page says so (ADR 221). Nothing when it still opens the form.
 */
function leaveUnlessOpen(link: ReviewLink, token: string): ReviewTokenData {
  if (link.state === 'none') throw redirect('/404');
  if (link.state === 'received') throw redirect(`/tour/review/${encodeURIComponent(token)}`);
  return link.review;
}

/**
 * After a call that writes was refused: the link may have been used up (or have expired) while
 * this form was being sent — the API then answers the write with the same 404 as any spent
 * link. Asked again, the link tells which; only when it still opens the form was the refusal
 * about this post, and the caller shows its message.
 */
async function leaveIfSpentMeanwhile(api: ApiClient, token: string): Promise<void> {
  const link = await getReviewByToken(api, token).catch(() => null);
  if (link) leaveUnlessOpen(link, token);
}

export async function tokenReviewAction(request: Request, token: string) {
  const empty = { rating: 0, feedback: '' };
  const api = visitorApi(request);
  const review = leaveUnlessOpen(await getReviewByToken(api, token), token);
  const form = await boundedForm(request);
  if (!form) {
    return refuse(
      MESSAGES.couldNotUploadImage,
      empty,
      { images: MESSAGES.couldNotUploadImage },
      413,
    );
  }
  const intent = String(form.get('intent') ?? 'review');
  const values = {
    rating: Number(form.get('rating') ?? 0) || 0,
    feedback: String(form.get('feedback') ?? ''),
  };

  if (intent.startsWith('delete:')) {
    const removed = await deleteReviewImage(api, token, Number(intent.slice(7))).catch(() => null);
    if (!removed) {
      await leaveIfSpentMeanwhile(api, token);
      return refuse(MESSAGES.couldNotDeleteData, values);
    }
    // The page loads again with the photos left (what was typed stays in the browser's form).
    return null;
  }

  // A file box left empty still posts one nameless, empty file.
  const files = form
    .getAll('images')
    .filter((file): file is File => typeof file !== 'string' && file.size > 0);
  const checked = validateReview(
    {
      ...values,
      images: [
        ...review.images.map((image) => ({ name: `${image.name}.jpg`, type: 'image/jpeg' })),
        ...files.map((file) => ({ name: file.name, type: file.type })),
      ],
    },
    'tokenPage',
  );
  if (!checked.ok) return refuse(checked.firstError.message, values, checked.errors);

  for (const file of files) {
    const uploaded = await uploadReviewImage(api, { tid: token }, file).catch(() => null);
    if (!uploaded?.ok) {
      await leaveIfSpentMeanwhile(api, token);
      const message = uploaded?.message || MESSAGES.couldNotUploadImage;
      return refuse(message, values, { images: message });
    }
  }
  try {
    await addReviewByToken(api, review, { token, ...values });
  } catch {
    await leaveIfSpentMeanwhile(api, token);
    return refuse(MESSAGES.couldNotLoadData, values, {}, 502);
  }
  // The link is spent now: the thanks are drawn from the address, not from the API.
  throw redirect(`/tour/review/${encodeURIComponent(token)}?added=${review.activity.id}`);
}
