// When a booking's review can still be written (spec §4).

/** A booking's existing review, if any; a rating of 0 means "not rated yet". */
export interface ExistingReview {
  readonly rating: number;
}

/** A review can be submitted when none exists or its rating is 0; otherwise it is read-only. */
export function isReviewSubmittable(review: ExistingReview | null | undefined): boolean {
  return review == null || review.rating === 0;
}
