// What a listing draws of a tour, and only that: the loaders of public pages send these to the
// browser twice (as HTML and as the data React hydrates from), so every field a card does not
// show is paid for twice on a phone's connection. The overview is cut to the longest a listing
// shows (cutting again to a shorter limit gives the same text as cutting the original). A card's
// image is decorative (its title is the link), so its picture goes without the alt text.
import { TRUNCATE } from '@trails/domain/constants';
import { truncate } from '@trails/domain/format';
import type { ActivityCard, ResponsiveImage } from '../../shared/api/types.ts';

export type ListedCard = Pick<
  ActivityCard,
  | 'id'
  | 'title'
  | 'overview'
  | 'tour_type'
  | 'duration'
  | 'duration_value'
  | 'cover_image'
  | 'average_rating'
  | 'rating_count'
  | 'price'
  | 'deals'
  | 'full_seo_url'
> & { readonly picture?: ListedPicture };

/** What a card's `<img>` uses of the API's responsive image. */
export type ListedPicture = Pick<ResponsiveImage, 'url' | 'width' | 'height' | 'srcset'>;

const LONGEST_LISTED_OVERVIEW = Math.max(TRUNCATE.listingOverview, TRUNCATE.relatedOverview);

export function listedCard(card: ActivityCard): ListedCard {
  return {
    id: card.id,
    title: card.title,
    overview: truncate(card.overview, LONGEST_LISTED_OVERVIEW),
    tour_type: card.tour_type,
    duration: card.duration,
    duration_value: card.duration_value,
    cover_image: card.cover_image,
    ...(card.picture && {
      picture: {
        url: card.picture.url,
        width: card.picture.width,
        height: card.picture.height,
        srcset: card.picture.srcset,
      },
    }),
    average_rating: card.average_rating,
    rating_count: card.rating_count,
    price: { selling_price: card.price.selling_price },
    deals: card.deals,
    full_seo_url: card.full_seo_url,
  };
}
