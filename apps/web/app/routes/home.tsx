import { HOME_SECTION_LIMITS } from '@trails/domain/constants';
import { tourDateAt } from '@trails/domain/tour-date';
import { deferredPart } from '../shared/components/deferred-part.tsx';
import { HydratedApart } from '../shared/components/hydrated-apart.tsx';
import type { Route } from './+types/home';
import { searchActivities } from '../features/catalog/api/search-activities.ts';
import { getSiteSettings } from '../features/content/api/get-site-settings.ts';
import { listFeaturedCategories } from '../features/content/api/list-featured-categories.ts';
import { listLocationPageTags } from '../features/content/api/list-location-page-tags.ts';
import { listSliders } from '../features/content/api/list-sliders.ts';
import { listTravelInspirations } from '../features/content/api/list-travel-inspirations.ts';
import { Banner } from '../features/content/components/banner.tsx';
import { HomeSearch } from '../features/search/components/home-search.tsx';
import { readApi } from '../shared/api/server-api.server.ts';
import { publicUrlOf, seoMeta } from '../shared/lib/seo.ts';
import { SITE_NAME } from '../shared/lib/site.ts';

// Below the banner and the search bar: hydrated from its own chunk when the visitor comes near
// (ADR 091, 190).
const HomeSections = deferredPart(() => import('./home-sections.tsx'));

export async function loader({ request }: Route.LoaderArgs) {
  const api = readApi(request);
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
    // Today in Sri Lanka, the first day the date picker offers: worked out here, so the phone
    // builds no time-zone formatter while the page hydrates (ADR 200).
    today: tourDateAt(new Date()),
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
    today,
  } = loaderData;
  return (
    <>
      <HydratedApart>
        <Banner slides={sliders}>
          <HydratedApart>
            <HomeSearch topTours={suggested} today={today} />
          </HydratedApart>
        </Banner>
      </HydratedApart>
      <HomeSections
        featuredCategories={featuredCategories}
        madeForYou={madeForYou}
        topSelling={topSelling}
        deals={deals}
        inspirations={inspirations}
        locationPages={locationPages}
      />
    </>
  );
}
