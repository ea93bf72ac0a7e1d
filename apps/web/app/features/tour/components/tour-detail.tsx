import { useId } from 'react';
import { preload } from 'react-dom';
import { SUPPLIER_RATING_PLACEHOLDER } from '@trails/domain/constants';
import { formatDate, formatRating, reviewerDisplayName } from '@trails/domain/format';
import {
  categorySummary,
  durationLabel,
  hasDayByDayItinerary,
  isDurationUnit,
  isTourType,
  TOUR_TYPE_LABEL,
  TOUR_TYPE_SLUG,
} from '@trails/domain/tour';
import type { Activity, ClientReview } from '../../../shared/api/types.ts';
import { Stars } from '../../../shared/components/stars.tsx';
import { safeHtml } from '../../../shared/lib/rich-text.ts';
import * as ui from '../../../shared/styles/ui.css.ts';
import * as styles from './tour-detail.css.ts';
import { Badge } from '@trails/ui/badge';
import { Breadcrumb as KitBreadcrumb } from '@trails/ui/breadcrumb';
import { ImageGallery, type ImageSource } from '@trails/ui/image-gallery';
import { Tabs } from '@trails/ui/tabs';

export function Breadcrumb({ activity }: { readonly activity: Activity }) {
  const type = isTourType(activity.tour_type) ? activity.tour_type : undefined;
  return (
    <div className={styles.breadcrumb}>
      <KitBreadcrumb
        items={[
          { label: 'Home', href: '/' },
          ...(type ? [{ label: TOUR_TYPE_LABEL[type], href: `/${TOUR_TYPE_SLUG[type]}` }] : []),
          { label: activity.title },
        ]}
      />
    </div>
  );
}

/**
 * The kit's image slider with thumbnails. The first image is the page's LCP: the kit loads it
 * eagerly, and a preload link with high priority lets the browser fetch it before the script.
 */
export function Gallery({ activity }: { readonly activity: Activity }) {
  const images: ImageSource[] = (
    activity.images.length > 0
      ? activity.images
      : [{ id: 0, url: activity.cover_image, alt_text: activity.title }]
  ).map((image) => {
    const srcSet = 'srcset' in image && image.srcset ? image.srcset : undefined;
    return {
      src: image.url,
      srcSet,
      sizes: srcSet ? GALLERY_SIZES : undefined,
      width: ('width' in image && image.width) || 960,
      height: ('height' in image && image.height) || 640,
      alt: image.alt_text ?? activity.title,
    };
  });
  const first = images[0];
  if (first) {
    preload(first.src, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: first.srcSet,
      imageSizes: first.sizes,
    });
  }
  return (
    <div className={styles.gallery}>
      <ImageGallery
        label={`Photos of ${activity.title}`}
        images={images}
        thumbLabel={(position) => `Show photo ${position} of ${images.length}`}
        positionLabel={(position, count) => `Photo ${position} of ${count}`}
        previousLabel="Previous photo"
        nextLabel="Next photo"
        priority
      />
    </div>
  );
}

const GALLERY_SIZES = '(min-width: 1024px) 760px, 100vw';

/** Title, rating badge, supplier rating, stars and count, tour id, duration, sold, category. */
export function TourSummary({ activity }: { readonly activity: Activity }) {
  const tipId = useId();
  const categories = categorySummary(activity.categories?.map((link) => link.category.name) ?? []);
  const hasRating = activity.rating_count > 0;
  return (
    <header className={styles.summary}>
      <p className={styles.category}>
        {categories.first}
        {categories.moreLabel && (
          <span className={styles.tooltipAnchor}>
            <button type="button" className={styles.more} aria-describedby={tipId}>
              {categories.moreLabel}
            </button>
            <span role="tooltip" id={tipId} className={styles.tooltip}>
              {categories.more.join(', ')}
            </span>
          </span>
        )}
      </p>
      <h1 className={styles.title}>{activity.title}</h1>
      <div className={styles.facts}>
        <Badge tone={hasRating ? 'brand' : 'neutral'}>
          {hasRating ? formatRating(activity.average_rating) : formatRating(0)}
        </Badge>
        <span>
          Supplier rating <strong>{SUPPLIER_RATING_PLACEHOLDER}</strong>
        </span>
        <span className={styles.stars}>
          <Stars rating={activity.average_rating} /> ({activity.rating_count}{' '}
          {activity.rating_count === 1 ? 'review' : 'reviews'})
        </span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Tour ID</dt>
          <dd>{activity.tour_id}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>
            {isDurationUnit(activity.duration)
              ? durationLabel(activity.duration_value, activity.duration)
              : activity.duration_value}
          </dd>
        </div>
        <div>
          <dt>Sold</dt>
          <dd>{activity.sold ?? 0}</dd>
        </div>
      </dl>
    </header>
  );
}

function Html({ html }: { readonly html: string | null | undefined }) {
  return <div className={ui.prose} dangerouslySetInnerHTML={{ __html: safeHtml(html) }} />;
}

/**
 * The kit's tabs under the summary; overnight tours show their itinerary day by day. Every
 * panel is in the server's HTML (`forceMount`, the closed ones `hidden`), so search engines read
 * the itinerary, inclusions and conditions of every tour, not only the open tab.
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

/** Customer reviews: first name, last initial, date, stars, feedback and images. */
export function Reviews({ reviews }: { readonly reviews: readonly ClientReview[] }) {
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
                <span className={ui.muted}>{formatDate(new Date(review.review_datetime))}</span>
              </p>
              <Stars rating={review.review_rating} />
              <p>{review.review_feedback}</p>
              {review.images.length > 0 && (
                <ul className={styles.reviewImages} aria-label="Photos from this review">
                  {review.images.map((image) => (
                    <li key={image.id}>
                      <img
                        src={reviewImageUrl(image.name)}
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
