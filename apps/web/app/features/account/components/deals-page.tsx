// Deals & Discounts (spec §2): cards with image, discount %, title and number of deals.
import { Link } from 'react-router';
import { useDeals } from '../api/list-deals.ts';
import { Picture } from '../../../shared/components/picture.tsx';
import { ListState } from './list-state.tsx';
import * as styles from './account.css.ts';

export function DealsPage() {
  const deals = useDeals();
  return (
    <>
      <h1 className={styles.heading}>Deals &amp; Discounts</h1>
      <ListState query={deals}>
        {(items) => (
          <ul className={styles.cards} aria-label="Deals">
            {items.map((deal) => (
              <li key={deal.title} className={styles.card}>
                <Picture
                  className={styles.cardImage}
                  picture={deal.picture}
                  src={deal.image}
                  alt=""
                  sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw"
                />
                <div className={styles.cardBody}>
                  <span className={styles.discount}>{deal.discount}% off</span>
                  <h2 className={styles.cardTitle}>{deal.title}</h2>
                  <p className={styles.muted}>
                    {deal.num_activities} {deal.num_activities === 1 ? 'deal' : 'deals'}
                  </p>
                  {/* Its own trails (ADR 313); every deal's together where the API names none. */}
                  <Link to={deal.id ? `/search?deal=${deal.id}` : '/search?deals=1'}>
                    See the deals
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </>
  );
}
