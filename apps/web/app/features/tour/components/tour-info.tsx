// The tour page's lower part (ADR 091): the tabs (itinerary, includes, excludes, conditions,
// know before you go) and the customer reviews. In the server's HTML like the rest; hydrated
// from its own chunk after the gallery, summary and booking panel (the tour route loads it with
// React.lazy).
import { formatRating, reviewerDisplayName } from '@trails/domain/format';
import { hasDayByDayItinerary, isTourType } from '@trails/domain/tour';
import type { Activity, ClientReview } from '../../../shared/api/types.ts';
import { Stars } from '../../../shared/components/stars.tsx';
import { safeHtml } from '../../../shared/lib/rich-text.ts';
import * as ui from '../../../shared/styles/ui.css.ts';
import * as styles from './tour-detail.css.ts';
import { Badge } from '@trails/ui/badge';
import { Tabs } from '@trails/ui/tabs';

function Html({ html }: { readonly html: string | null | undefined }) {
  return <div className={ui.prose} dangerouslySetInnerHTML={{ __html: safeHtml(html) }} />;
}

/**
 * The kit's tabs under the summary; overnight tours show their itinerary day by day. Every
 * panel is in the server's HTML (`forceMount`, the closed ones `hidden`), so search engines read
 * the itinerary, inclusions and conditions of every tour, not only the open tab. Without scripts
 * the tabs could not open them: all the panels are shown, one after another under their names
 * (ADR 281), so the cancellation terms can be read before paying.
 */
export function TourTabs({ activity }: { readonly activity: Activity }) {
  const dayByDay = isTourType(activity.tour_type) && hasDayByDayItinerary(activity.tour_type);
  return (
    <div className={styles.tabsBlock}>
      <Tabs
        forceMount
        label="About this trail"
        items={[
          {
            value: 'itinerary',
            label: 'Itinerary',
            // Without scripts, 'Overview' and 'Itinerary' head it: a heading above them would
            // say 'Itinerary' twice.
            ownHeading: true,
            content: (
              <>
                <h2 className={styles.panelTitle}>Overview</h2>
                <p>{activity.overview}</p>
                <h2 className={styles.panelTitle}>Itinerary</h2>
                {dayByDay ? (
                  <ol className={styles.days}>
                    {activity.itinery.map((entry, index) => (
                      <li key={index} className={styles.day}>
                        <Badge tone="brand">Day {entry.day ?? index + 1}</Badge>
                        <div>
                          {entry.title && <h3 className={styles.dayTitle}>{entry.title}</h3>}
                          <p>{entry.summery}</p>
                        </div>
                      </li>
                    ))}
                  </ol>
                ) : (
                  <ol className={styles.steps}>
                    {activity.itinery.map((entry, index) => (
                      <li key={index}>
                        {entry.title && <strong>{entry.title}: </strong>}
                        {entry.summery}
                      </li>
                    ))}
                  </ol>
                )}
              </>
            ),
          },
          { value: 'includes', label: 'Includes', content: <Html html={activity.inclusion} /> },
          { value: 'excludes', label: 'Excludes', content: <Html html={activity.exclision} /> },
          {
            value: 'conditions',
            label: 'Conditions',
            content: (
              <>
                <Html html={activity.condtions} />
                <h2 className={styles.panelTitle}>Cancellation policy</h2>
                <Html html={activity.cancel_policy} />
              </>
            ),
          },
          {
            value: 'know',
            label: 'Know Before You Go',
            content: (
              <>
                <Html html={activity.know} />
                {activity.know_policy && <Html html={activity.know_policy} />}
              </>
            ),
          },
        ]}
      />
    </div>
  );
}

/**
 * Customer reviews: first name, last initial, date, stars, feedback and images. `dates` holds
 * each review's date as shown (dd/MM/yyyy in Sri Lanka), worked out by the page's loader: on the
 * phone it would build a time-zone formatter while the part hydrates (ADR 200).
 */
export function Reviews({
  reviews,
  dates,
}: {
  readonly reviews: readonly ClientReview[];
  readonly dates: readonly string[];
}) {
  return (
    <section aria-labelledby="reviews-title" className={styles.reviews}>
      <h2 id="reviews-title">Customer reviews</h2>
      {reviews.length === 0 ? (
        <p className={ui.muted}>{formatRating(0)}</p>
      ) : (
        <ul className={styles.reviewList}>
          {reviews.map((review, index) => (
            <li key={index} className={styles.review}>
              <p className={styles.reviewer}>
                <strong>
                  {reviewerDisplayName({
                    firstName: review.profile.first_name,
                    lastName: review.profile.last_name,
                  })}
                </strong>
                <time className={ui.muted} dateTime={review.review_datetime}>
                  {dates[index]}
                </time>
              </p>
              <Stars rating={review.review_rating} />
              <p>{review.review_feedback}</p>
              {review.images.length > 0 && (
                <ul className={styles.reviewImages} aria-label="Photos from this review">
                  {review.images.map((image) => (
                    <li key={image.id}>
                      <img
                        src={image.url ?? reviewImageUrl(image.name)}
                        srcSet={image.srcset}
                        sizes={image.srcset ? '96px' : undefined}
                        alt="Photo from the review"
                        width={96}
                        height={72}
                        loading="lazy"
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function reviewImageUrl(name: string): string {
  return name.startsWith('/') || name.startsWith('http') ? name : `/media/${name}`;
}

/** The tabs and the customer reviews. */
export function TourInfo({
  activity,
  reviewDates,
}: {
  readonly activity: Activity;
  /** Each review's date as shown, from the loader (`reviewDatesOf`). */
  readonly reviewDates: readonly string[];
}) {
  return (
    <>
      <TourTabs activity={activity} />
      <Reviews reviews={activity.clientReviews} dates={reviewDates} />
    </>
  );
}
