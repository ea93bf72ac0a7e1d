import { Link } from 'react-router';
import type {
  FeaturedCategory,
  LocationPage,
  TravelInspiration,
} from '../../../shared/api/types.ts';
import { Picture } from '../../../shared/components/picture.tsx';
import * as ui from '../../../shared/styles/ui.css.ts';
import * as styles from './content-cards.css.ts';

/** Featured categories: each links to the search page filtered by its categories. */
export function FeaturedCategories({ items }: { readonly items: readonly FeaturedCategory[] }) {
  return (
    <ul className={styles.categories} aria-label="Featured categories">
      {items.map((item) => (
        <li key={item.title} className={styles.category}>
          <Picture
            className={styles.categoryImage}
            picture={item.picture}
            src={item.image_name}
            alt=""
            sizes="(min-width: 1024px) 240px, 50vw"
            fallbackWidth={640}
            fallbackHeight={480}
          />
          <div className={styles.categoryText}>
            <h3 className={styles.cardTitle}>
              <Link
                className={styles.stretched}
                to={`/search?category=${item.categories.map((c) => c.id).join(',')}&view=list`}
              >
                {item.title}
              </Link>
            </h3>
            <p className={styles.small}>{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Travel inspirations: image, title and description. */
export function InspirationCards({
  items,
  headingLevel = 3,
}: {
  readonly items: readonly TravelInspiration[];
  readonly headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={ui.grid} aria-label="Travel inspirations">
      {items.map((item, index) => (
        <li key={item.id ?? index} className={ui.card} style={{ listStyle: 'none' }}>
          <Picture
            className={styles.image}
            picture={item.picture}
            src={item.image_url}
            alt=""
            sizes="(min-width: 1024px) 280px, (min-width: 640px) 50vw, 100vw"
            fallbackWidth={640}
            fallbackHeight={427}
          />
          <div className={styles.body}>
            <Heading className={styles.cardTitle}>{item.title}</Heading>
            <p className={styles.small}>{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The list of location landing pages as tags. */
export function LocationTags({ pages }: { readonly pages: readonly LocationPage[] }) {
  return (
    <ul className={styles.tags} aria-label="Locations">
      {pages.map((page) => (
        <li key={page.id}>
          <Link className={styles.tag} to={page.full_seo_url}>
            {page.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
