import { useId } from 'react';
import { preload } from 'react-dom';
import { SUPPLIER_RATING_PLACEHOLDER } from '@trails/domain/constants';
import { formatRating } from '@trails/domain/format';
import {
  categorySummary,
  durationLabel,
  isDurationUnit,
  isTourType,
  TOUR_TYPE_LABEL,
  TOUR_TYPE_SLUG,
} from '@trails/domain/tour';
import type { Activity } from '../../../shared/api/types.ts';
import { Stars } from '../../../shared/components/stars.tsx';
import * as styles from './tour-detail.css.ts';
import { Badge } from '@trails/ui/badge';
import { Breadcrumb as KitBreadcrumb } from '@trails/ui/breadcrumb';
import { ImageGallery, type ImageSource } from '@trails/ui/image-gallery';

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
