// My Favorites (spec §2): cover, title, overview cut to 90, tour type, rating, from-price,
// 'View Tour Now' and Remove Item ('Removing item from favorites' → 'Item removed').
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@trails/ui/button';
import { TRUNCATE } from '@trails/domain/constants';
import { formatRating, truncate } from '@trails/domain/format';
import { MESSAGES } from '@trails/domain/messages';
import { isTourType, TOUR_TYPE_LABEL } from '@trails/domain/tour';
import { FAVOURITES_ROOT, removeFavourite } from '../../../shared/api/favourites.ts';
import { browserApi } from '../../../shared/api/client.ts';
import { notify } from '../../../shared/components/notices.tsx';
import { Picture } from '../../../shared/components/picture.tsx';
import { Stars } from '../../../shared/components/stars.tsx';
import { FromPrice } from '../../../shared/components/from-price.tsx';
import { useFavourites } from '../api/list-favourites.ts';
import type { Favourite } from '../api/list-favourites.ts';
import { ListState } from './list-state.tsx';
import * as styles from './account.css.ts';

export function FavouritesPage() {
  const favourites = useFavourites();
  return (
    <>
      <h1 className={styles.heading}>My Favorites</h1>
      <ListState query={favourites}>
        {(items) => (
          <ul className={styles.cards} aria-label="Favourite tours">
            {items.map((favourite) => (
              <FavouriteCard key={favourite.id} favourite={favourite} />
            ))}
          </ul>
        )}
      </ListState>
    </>
  );
}

function FavouriteCard({ favourite }: { readonly favourite: Favourite }) {
  const { activity } = favourite;
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState(false);

  async function remove() {
    setRemoving(true);
    notify(MESSAGES.removingFromFavourites);
    try {
      await removeFavourite(browserApi(), activity.id);
      notify(MESSAGES.itemRemoved, 'success');
      await queryClient.invalidateQueries({ queryKey: FAVOURITES_ROOT });
    } catch {
      notify(MESSAGES.couldNotProcessAction, 'error');
      setRemoving(false);
    }
  }

  return (
    <li className={styles.card}>
      <Picture
        className={styles.cardImage}
        picture={activity.picture}
        src={activity.cover_image}
        alt=""
        sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw"
      />
      <div className={styles.cardBody}>
        <p className={styles.muted}>
          {isTourType(activity.tour_type) ? TOUR_TYPE_LABEL[activity.tour_type] : ''}
        </p>
        <h2 className={styles.cardTitle}>{activity.title}</h2>
        <p className={styles.muted}>{truncate(activity.overview, TRUNCATE.favouriteOverview)}</p>
        <p className={styles.muted}>
          <Stars rating={activity.average_rating} />{' '}
          {activity.rating_count > 0
            ? `${formatRating(activity.average_rating)} (${activity.rating_count})`
            : formatRating(0)}
        </p>
        <p className={styles.price}>
          from{' '}
          <FromPrice
            sellingPrice={activity.price.selling_price}
            discount={activity.deals?.subscription.deals.discount}
          />
        </p>
        <div className={styles.cardFooter}>
          <Button asChild size="sm">
            <Link to={activity.full_seo_url} aria-label={`View Tour Now: ${activity.title}`}>
              View Tour Now
            </Link>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            icon="trash"
            loading={removing}
            onClick={() => void remove()}
            aria-label={`Remove Item: ${activity.title}`}
          >
            Remove Item
          </Button>
        </div>
      </div>
    </li>
  );
}
