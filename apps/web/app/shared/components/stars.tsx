import { RATING_STARS } from '@trails/domain/constants';
import { formatRating } from '@trails/domain/format';
import * as styles from './stars.css.ts';

/** Stars out of five for a rating, with the number for screen readers. */
export function Stars({
  rating,
  className,
}: {
  readonly rating: number;
  readonly className?: string;
}) {
  const full = Math.round(rating);
  const label =
    rating > 0 ? `${formatRating(rating)} out of ${RATING_STARS} stars` : formatRating(0);
  return (
    <span className={className} role="img" aria-label={label}>
      {Array.from({ length: RATING_STARS }, (_, index) => (
        <span key={index} aria-hidden="true" className={index < full ? styles.on : styles.off}>
          ★
        </span>
      ))}
    </span>
  );
}
