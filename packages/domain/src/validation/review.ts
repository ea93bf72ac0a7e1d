// Reviews: the review modal (dashboard, Reviews & Ratings) and the emailed-token page (spec §5).

import { REVIEW_FEEDBACK_MAX_LENGTH, REVIEW_IMAGES } from '../constants.ts';
import type { ReviewFormKind } from '../constants.ts';
import { graphemeCount } from '../graphemes.ts';
import { MESSAGES } from '../messages.ts';
import { resultOf } from './result.ts';
import type { ValidationResult } from './result.ts';
import { isBlank } from './text.ts';

/** An image picked for upload: its file name and MIME type (`File.name`, `File.type`). */
export interface ReviewImageFile {
  readonly name: string;
  readonly type: string;
}

export interface ReviewForm {
  /** Stars given, 0 when none yet. */
  readonly rating: number;
  readonly feedback: string;
  /** Images attached (already uploaded or about to be). */
  readonly images: readonly ReviewImageFile[];
}

export type ReviewField = 'rating' | 'feedback' | 'images';

/**
 * The length of feedback as the limits count it: user-perceived characters of the trimmed
 * text. The counter under the text box shows this number.
 */
export function feedbackLength(feedback: string): number {
  return graphemeCount(feedback.trim());
}

/** Whether a file is a JPG, PNG or GIF: by MIME type, or by extension when the type is unknown. */
export function isAllowedReviewImage(file: ReviewImageFile): boolean {
  const type = file.type.trim().toLowerCase();
  if (type) return (REVIEW_IMAGES.mimeTypes as readonly string[]).includes(type);
  const name = file.name.toLowerCase();
  return REVIEW_IMAGES.extensions.some((extension) => name.endsWith(extension));
}

/**
 * Checked when an image is picked, before it is uploaded: `undefined` when it can go,
 * else the message to show.
 */
export function reviewImageError(file: ReviewImageFile, imagesAlready: number): string | undefined {
  if (imagesAlready >= REVIEW_IMAGES.max) return MESSAGES.maxReviewImages;
  if (!isAllowedReviewImage(file)) return MESSAGES.reviewImageType;
  return undefined;
}

/**
 * Checks, in order: a rating (0 gives 'Rate your activity'), feedback written, feedback within
 * 200 characters in the modal or 500 on the token page, at most 3 images, only JPG/PNG/GIF.
 */
export function validateReview(
  form: ReviewForm,
  where: ReviewFormKind,
): ValidationResult<ReviewField> {
  const rated = Number.isFinite(form.rating) && form.rating > 0;
  return resultOf<ReviewField>([
    ['rating', !rated && MESSAGES.rateYourActivity],
    ['feedback', isBlank(form.feedback) && MESSAGES.writeYourReview],
    [
      'feedback',
      feedbackLength(form.feedback) > REVIEW_FEEDBACK_MAX_LENGTH[where] &&
        MESSAGES.reviewFeedbackTooLong,
    ],
    ['images', form.images.length > REVIEW_IMAGES.max && MESSAGES.maxReviewImages],
    ['images', !form.images.every(isAllowedReviewImage) && MESSAGES.reviewImageType],
  ]);
}
