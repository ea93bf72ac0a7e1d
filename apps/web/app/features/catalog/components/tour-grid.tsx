import type { ListedCard } from '../listed-card.ts';
import * as ui from '../../../shared/styles/ui.css.ts';
import { TourCard } from './tour-card.tsx';
import type { CardLimits } from './tour-card.tsx';
import * as styles from './tour-grid.css.ts';

/** Tours as a grid of cards or a list of rows. */
export function TourGrid({
  tours,
  layout = 'grid',
  limits,
  label,
  priorityFirst = false,
  linkQuery,
  headingLevel,
}: {
  readonly tours: readonly ListedCard[];
  readonly layout?: 'grid' | 'list';
  readonly limits?: CardLimits;
  readonly label?: string;
  /** The first card's image is the page's largest paint (the top of a listing). */
  readonly priorityFirst?: boolean;
  /** A query every tour's link carries (see TourCard). */
  readonly linkQuery?: string;
  /** The cards' titles: h3 under a section's h2, h2 straight under the page's h1. */
  readonly headingLevel?: 2 | 3;
}) {
  return (
    <ul className={layout === 'list' ? styles.list : ui.grid} aria-label={label}>
      {tours.map((tour, index) => (
        <li key={tour.id} className={styles.item}>
          <TourCard
            tour={tour}
            layout={layout}
            priority={priorityFirst && index === 0}
            {...(limits ? { limits } : {})}
            {...(linkQuery ? { linkQuery } : {})}
            {...(headingLevel ? { headingLevel } : {})}
          />
        </li>
      ))}
    </ul>
  );
}
