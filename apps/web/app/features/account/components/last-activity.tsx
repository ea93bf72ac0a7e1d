// 'How is your last Activity?' (spec §2 Dashboard): the latest Completed booking with its stars,
// and 'Review Now' (the review modal) while it has no review or a rating of 0.
import { MESSAGES } from '@trails/domain/messages';
import { isReviewSubmittable } from '@trails/domain/review';
import { Button } from '@trails/ui/button';
import { Stars } from '../../../shared/components/stars.tsx';
import { useReviews } from '../api/list-reviews.ts';
import { ReviewModal } from './review-modal.tsx';
import * as styles from './account.css.ts';

export function LastActivity() {
  const reviews = useReviews();
  // The list is newest first: the latest tour that took place leads.
  const latest = reviews.data?.[0];
  if (!latest) return null;
  const review = latest.reviews[0];
  return (
    <section aria-labelledby="last-activity" className={styles.content}>
      <h2 id="last-activity" className={styles.subheading}>
        {MESSAGES.lastActivityQuestion}
      </h2>
      <div className={styles.listItem}>
        <h3 className={styles.cardTitle}>{latest.activity.title}</h3>
        <p className={styles.muted}>{latest.booking_ref}</p>
        <Stars rating={review?.rating ?? 0} />
        {isReviewSubmittable(review) && (
          <div>
            <ReviewModal entry={latest} trigger={<Button>{MESSAGES.reviewNow}</Button>} />
          </div>
        )}
      </div>
    </section>
  );
}
