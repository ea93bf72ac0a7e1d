import { data } from 'react-router';
import { formatTrailCount } from '@trails/domain/format';
import { activitiesStartingFrom } from '@trails/domain/messages';
import type { Route } from './+types/location';
import { searchActivities } from '../features/catalog/api/search-activities.ts';
import { listedCard } from '../features/catalog/listed-card.ts';
import { TourCarousel } from '../features/catalog/components/tour-carousel.tsx';
import { TourGrid } from '../features/catalog/components/tour-grid.tsx';
import { getLocationPage } from '../features/content/api/get-location-page.ts';
import { readApi } from '../shared/api/server-api.server.ts';
import { Picture } from '../shared/components/picture.tsx';
import { publicUrlOf, seoMeta } from '../shared/lib/seo.ts';
import { safeHtml } from '../shared/lib/rich-text.ts';
import { SOCIAL_LINKS } from '../shared/lib/site.ts';
import * as ui from '../shared/styles/ui.css.ts';
import * as styles from './location.css.ts';

export async function loader({ params, request }: Route.LoaderArgs) {
  const api = readApi(request);
  const id = Number(params.pid);
  if (!Number.isInteger(id) || id < 1) throw data(null, { status: 404 });
  const page = await getLocationPage(api, id);
  if (!page) throw data(null, { status: 404 });
  const activities =
    page.activities?.map(listedCard) ??
    (await searchActivities(api, { location: [page.location], limit: 12 })).data;
  const popular = await searchActivities(api, {
    location: [page.location],
    featured: true,
    limit: 16,
  }).catch(() => undefined);
  return { page, activities, popular: popular?.data ?? [] };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  return seoMeta(publicUrlOf(matches), {
    title: page.seo_title || page.title,
    description: page.seo_description,
    path: page.full_seo_url,
    image: page.image_name,
  });
}

export default function LocationRoute({ loaderData }: Route.ComponentProps) {
  const { page, activities, popular } = loaderData;
  const name = page.location_data.name;
  return (
    <div className={ui.container}>
      <div className={styles.hero}>
        <Picture
          className={styles.image}
          picture={page.picture}
          src={page.image_name}
          alt={page.image_alt ?? name}
          sizes="(min-width: 1024px) 600px, 100vw"
          priority
        />
        <div>
          <h1>{page.title}</h1>
          <div
            className={ui.prose}
            dangerouslySetInnerHTML={{ __html: safeHtml(page.description) }}
          />
          <p className={ui.muted}>
            {formatTrailCount(page.aktivity_count, page.aktivity_count_estimated)}
          </p>
          <ul className={styles.social} aria-label="Share and follow">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <section className={ui.section} aria-labelledby="location-activities">
        <h2 id="location-activities">{activitiesStartingFrom(name)}</h2>
        <TourGrid tours={activities} label={activitiesStartingFrom(name)} />
      </section>
      <TourCarousel
        title={`Popular around ${name}`}
        tours={popular}
        moreHref={`/search?location=${page.location}&view=list`}
      />
    </div>
  );
}
