// Reviews & Ratings (spec §2): the bookings to review, with the review when there is one; 'View'
// opens the review modal (read-only once the review has stars).
import { TRUNCATE } from '@trails/domain/constants';
import { truncate } from '@trails/domain/format';
import { useReviews } from '../api/list-reviews.ts';
import { Button } from '@trails/ui/button';
import { Stars } from '../../../shared/components/stars.tsx';
import { ReviewModal } from './review-modal.tsx';
import { ListState } from './list-state.tsx';
import * as styles from './account.css.ts';

export function ReviewsPage() {
  const reviews = useReviews();
  return (
    <>
      <h1 className={styles.heading}>Reviews &amp; Ratings</h1>
      <ListState query={reviews}>
        {(entries) => (
          <ul className={styles.list}>
            {entries.map((entry) => {
              const review = entry.reviews[0];
              return (
                <li key={entry.booking_id} className={styles.listItem}>
                  <h2 className={styles.cardTitle}>{entry.activity.title}</h2>
                  <p className={styles.muted}>
                    {entry.booking_ref} ·{' '}
                    {truncate(entry.activity.overview, TRUNCATE.reviewsListOverview)}
                  </p>
                  <Stars rating={review?.rating ?? 0} />
                  {review?.feedback && <p>{review.feedback}</p>}
                  <div>
                    <ReviewModal
                      entry={entry}
                      trigger={
                        <Button
                          variant="secondary"
                          aria-label={`View the review of ${entry.activity.title}`}
                        >
                          View
                        </Button>
                      }
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </ListState>
    </>
  );
}
