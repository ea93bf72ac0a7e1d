// The review modal (spec §2 Dashboard and Reviews & Ratings, §4 Review, §5): stars ('Rate your
// activity' when none), feedback up to 200 characters with a counter ('Write your review' when
// empty). A booking whose review has stars opens read-only. The account area is drawn in the
// browser (ADR 082), so this form is a script's; the messages are the domain's.
import { useState, type FormEvent } from 'react';
import { REVIEW_FEEDBACK_MAX_LENGTH, TRUNCATE } from '@trails/domain/constants';
import { truncate } from '@trails/domain/format';
import { MESSAGES } from '@trails/domain/messages';
import { isReviewSubmittable } from '@trails/domain/review';
import { validateReview } from '@trails/domain/validation/review';
import type { ReviewField } from '@trails/domain/validation/review';
import { Button } from '@trails/ui/button';
import { Dialog } from '@trails/ui/dialog';
import { RatingInput } from '@trails/ui/rating';
import { TextArea } from '@trails/ui/text-area';
import { ApiError } from '../../../shared/api/client.ts';
import { Stars } from '../../../shared/components/stars.tsx';
import { notify } from '../../../shared/components/notices.tsx';
import type { MyReviewEntry } from '../api/list-reviews.ts';
import { useReviewMyBooking } from '../api/review-my-booking.ts';
import * as styles from './account.css.ts';

function ReviewForm({
  entry,
  onDone,
}: {
  readonly entry: MyReviewEntry;
  readonly onDone: () => void;
}) {
  const [rating, setRating] = useState(entry.reviews[0]?.rating ?? 0);
  const [feedback, setFeedback] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({});
  const submit = useReviewMyBooking(entry);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateReview({ rating, feedback, images: [] }, 'modal');
    setErrors(checked.errors);
    if (!checked.ok) {
      notify(checked.firstError.message, 'error');
      return;
    }
    submit.mutate(
      { rating, feedback: feedback.trim() },
      {
        onSuccess: () => {
          notify(MESSAGES.reviewAdded, 'success');
          onDone();
        },
        onError: (error) =>
          notify(
            error instanceof ApiError && error.status === 400
              ? error.message
              : MESSAGES.couldNotLoadData,
            'error',
          ),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className={styles.settings} noValidate>
      <RatingInput
        label={MESSAGES.rateYourActivity}
        value={rating}
        onValueChange={setRating}
        error={errors.rating}
      />
      <TextArea
        label="Your review"
        limit={REVIEW_FEEDBACK_MAX_LENGTH.modal}
        rows={5}
        placeholder={MESSAGES.writeYourReview}
        value={feedback}
        onChange={(event) => setFeedback(event.target.value)}
        error={errors.feedback}
      />
      <div>
        <Button type="submit" loading={submit.isPending}>
          Submit
        </Button>
      </div>
    </form>
  );
}

/** The modal for one booking: the form, or the review read-only once it has stars. */
export function ReviewModal({
  entry,
  trigger,
}: {
  readonly entry: MyReviewEntry;
  readonly trigger: React.ReactElement;
}) {
  const [open, setOpen] = useState(false);
  const review = entry.reviews[0];
  const submittable = isReviewSubmittable(review);
  return (
    <Dialog
      title={entry.activity.title}
      description={`${entry.booking_ref} · ${truncate(entry.activity.overview, TRUNCATE.reviewModalOverview)}`}
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
    >
      {submittable ? (
        <ReviewForm entry={entry} onDone={() => setOpen(false)} />
      ) : (
        <div>
          <Stars rating={review!.rating} showValue />
          <p>{review!.feedback}</p>
        </div>
      )}
    </Dialog>
  );
}
