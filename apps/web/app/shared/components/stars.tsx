import { RATING_STARS } from '@trails/domain/constants';
import { formatRating } from '@trails/domain/format';
import { Rating } from '@trails/ui/rating';

/** Stars out of five for a rating (the kit's Rating), named for screen readers. */
export function Stars({
  rating,
  showValue = false,
}: {
  readonly rating: number;
  readonly showValue?: boolean;
}) {
  return (
    <Rating
      value={rating}
      size="sm"
      showValue={showValue}
      label={() =>
        rating > 0 ? `${formatRating(rating)} out of ${RATING_STARS} stars` : formatRating(0)
      }
    />
  );
}
