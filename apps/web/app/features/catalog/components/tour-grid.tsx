import type { ActivityCard } from '../../../shared/api/types.ts';
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
}: {
  readonly tours: readonly ActivityCard[];
  readonly layout?: 'grid' | 'list';
  readonly limits?: CardLimits;
  readonly label?: string;
}) {
  return (
    <ul className={layout === 'list' ? styles.list : ui.grid} aria-label={label}>
      {tours.map((tour) => (
        <li key={tour.id} className={styles.item}>
          <TourCard tour={tour} layout={layout} {...(limits ? { limits } : {})} />
        </li>
      ))}
    </ul>
  );
}
