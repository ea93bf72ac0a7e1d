import { HOME_SECTION_LIMITS } from '@trails/domain/constants';
import { MESSAGES } from '@trails/domain/messages';
import type { Route } from './+types/home';
import { searchActivities } from '../features/catalog/api/search-activities.ts';
import { TourCarousel } from '../features/catalog/components/tour-carousel.tsx';
import { TourGrid } from '../features/catalog/components/tour-grid.tsx';
import { getSiteSettings } from '../features/content/api/get-site-settings.ts';
import { listFeaturedCategories } from '../features/content/api/list-featured-categories.ts';
import { listLocationPageTags } from '../features/content/api/list-location-page-tags.ts';
import { listSliders } from '../features/content/api/list-sliders.ts';
import { listTravelInspirations } from '../features/content/api/list-travel-inspirations.ts';
import { Banner } from '../features/content/components/banner.tsx';
import {
  FeaturedCategories,
  InspirationCards,
  LocationTags,
} from '../features/content/components/content-cards.tsx';
import { HomeSearch } from '../features/search/components/home-search.tsx';
import { serverApi } from '../shared/api/server-api.server.ts';
import { publicUrlOf, seoMeta } from '../shared/lib/seo.ts';
import { SITE_NAME } from '../shared/lib/site.ts';
import * as ui from '../shared/styles/ui.css.ts';
import { Link } from 'react-router';

export async function loader() {
  const api = serverApi;
  const [
    settings,
    sliders,
    featuredCategories,
    madeForYou,
    topSelling,
    deals,
    suggested,
    inspirations,
    locationPages,
  ] = await Promise.all([
    getSiteSettings(api),
    listSliders(api),
    listFeaturedCategories(api),
    searchActivities(api, { featured: true, limit: HOME_SECTION_LIMITS.featured }),
    searchActivities(api, { limit: HOME_SECTION_LIMITS.topSelling }),
    searchActivities(api, { deals: true, limit: HOME_SECTION_LIMITS.deals }),
    searchActivities(api, { limit: HOME_SECTION_LIMITS.suggested }),
    listTravelInspirations(api, 1),
    listLocationPageTags(api),
  ]);
  return {
    settings,
    sliders,
    featuredCategories,
    madeForYou: madeForYou.data,
    topSelling: topSelling.data,
    deals: deals.data,
    // The keyword box's top tours: only what it shows.
    suggested: suggested.data.map(({ id, title, tour_type, full_seo_url }) => ({
      id,
      title,
      tour_type,
      full_seo_url,
    })),
    inspirations: inspirations.data.slice(0, 4),
    locationPages,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return seoMeta(publicUrlOf(matches), {
    title: data?.settings.title ?? SITE_NAME,
    description: data?.settings.description,
    path: '/',
    image: data?.sliders[0]?.image_name,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const {
    sliders,
    featuredCategories,
    madeForYou,
    topSelling,
    deals,
    suggested,
    inspirations,
    locationPages,
  } = loaderData;
  return (
    <>
      <Banner slides={sliders}>
        <HomeSearch topTours={suggested} />
      </Banner>
      <div className={ui.container}>
        {featuredCategories.length > 0 && (
          <section className={ui.section} aria-labelledby="featured-categories">
            <h2 id="featured-categories">Featured categories</h2>
            <FeaturedCategories items={featuredCategories} />
          </section>
        )}
        <div className={ui.strip}>
          <strong>Free Cancellation</strong>
          <span>Cancel for free up to 24 hours (local time) before your trail starts.</span>
        </div>
        <TourCarousel
          title="Made for you"
          tours={madeForYou}
          moreHref="/search?featured=1&view=list"
        />
        <div className={ui.strip}>
          <strong>Last Minute Booking</strong>
          <span>Book today, walk tomorrow: many trails take bookings up to the day before.</span>
        </div>
        <section className={ui.section} aria-labelledby="top-selling">
          <h2 id="top-selling">Top Selling</h2>
          <TourGrid tours={topSelling} label="Top selling trails" />
        </section>
        {deals.length > 0 && (
          <section className={ui.section} aria-labelledby="deals">
            <h2 id="deals">Deals &amp; Discount</h2>
            <TourGrid tours={deals} label="Trails with a deal" />
            <p>
              <Link to="/search?deals=1&view=list">See every deal</Link>
            </p>
          </section>
        )}
        {inspirations.length > 0 && (
          <section className={ui.section} aria-labelledby="inspirations">
            <h2 id="inspirations">Travel Inspirations</h2>
            <InspirationCards items={inspirations} />
            <p>
              <Link to="/travel-inspiration">More travel inspiration</Link>
            </p>
          </section>
        )}
        {locationPages.length > 0 && (
          <section className={ui.section} aria-labelledby="locations">
            <h2 id="locations">Where trails start</h2>
            <LocationTags pages={locationPages} />
          </section>
        )}
        <p className={ui.muted}>
          {MESSAGES.noAdditionalTaxesAndFees} · {MESSAGES.lowestPriceGuarantee} ·{' '}
          {MESSAGES.globalSupport}
        </p>
      </div>
    </>
  );
}
