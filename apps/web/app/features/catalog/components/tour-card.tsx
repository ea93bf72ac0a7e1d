import { Link } from 'react-router';
import { TRUNCATE } from '@trails/domain/constants';
import { formatRating, truncate } from '@trails/domain/format';
import { durationLabel, isDurationUnit, TOUR_TYPE_LABEL, isTourType } from '@trails/domain/tour';
import type { ListedCard } from '../listed-card.ts';
import { FavouriteButton } from '../../../shared/components/favourite-button.tsx';
import { Picture } from '../../../shared/components/picture.tsx';
import { Stars } from '../../../shared/components/stars.tsx';
import { FromPrice } from '../../../shared/components/from-price.tsx';
import * as styles from './tour-card.css.ts';

export interface CardLimits {
  readonly title: number;
  readonly overview: number;
}

const LISTING: CardLimits = { title: TRUNCATE.listingTitle, overview: TRUNCATE.listingOverview };

export function durationOf(tour: Pick<ListedCard, 'duration' | 'duration_value'>): string {
  return isDurationUnit(tour.duration)
    ? durationLabel(tour.duration_value, tour.duration)
    : String(tour.duration_value);
}

/**
 * How wide a card's image is drawn (the `sizes` attribute) in each layout: a list's thumbnail,
 * a grid's cell, a carousel's slide (85 % of a phone's width, then two and four a row).
 */
const IMAGE_SIZES = {
  list: '(min-width: 640px) 240px, 100vw',
  grid: '(min-width: 1024px) 280px, (min-width: 640px) 50vw, 100vw',
  carousel: '(min-width: 1024px) 280px, (min-width: 640px) 50vw, 85vw',
} as const;

/** A tour as listed: image, type, title, overview, rating and the starting price. */
export function TourCard({
  tour,
  layout = 'grid',
  limits = LISTING,
  headingLevel = 3,
  priority = false,
  linkQuery = '',
}: {
  readonly tour: ListedCard;
  /** A carousel's card is drawn as a grid's, with a narrower image on phones. */
  readonly layout?: keyof typeof IMAGE_SIZES;
  readonly limits?: CardLimits;
  readonly headingLevel?: 2 | 3;
  /** The card whose image is likely the page's largest paint: loaded eagerly, first. */
  readonly priority?: boolean;
  /** A query the tour's link carries: a search's date and places (ADR 251). */
  readonly linkQuery?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const discount = tour.deals?.subscription.deals.discount;
  return (
    <article className={layout === 'list' ? styles.listCard : styles.card}>
      <Picture
        className={styles.image}
        picture={tour.picture}
        src={tour.cover_image}
        alt=""
        priority={priority}
        sizes={IMAGE_SIZES[layout]}
      />
      <div className={styles.body}>
        <p className={styles.meta}>
          {isTourType(tour.tour_type) ? TOUR_TYPE_LABEL[tour.tour_type] : ''} · {durationOf(tour)}
          {discount ? <span className={styles.deal}> −{discount}%</span> : null}
        </p>
        <Heading className={styles.title}>
          <Link className={styles.link} to={`${tour.full_seo_url}${linkQuery}`} prefetch="intent">
            {truncate(tour.title, limits.title)}
          </Link>
        </Heading>
        <p className={styles.overview}>{truncate(tour.overview, limits.overview)}</p>
        <div className={styles.footer}>
          <span className={styles.rating}>
            <Stars rating={tour.average_rating} />
            <span>
              {tour.rating_count > 0
                ? `${formatRating(tour.average_rating)} (${tour.rating_count})`
                : formatRating(0)}
            </span>
          </span>
          <span className={styles.price}>
            <span className={styles.from}>from</span>{' '}
            <FromPrice sellingPrice={tour.price.selling_price} discount={discount} />
          </span>
          <FavouriteButton activityId={tour.id} title={tour.title} compact />
        </div>
      </div>
    </article>
  );
}
