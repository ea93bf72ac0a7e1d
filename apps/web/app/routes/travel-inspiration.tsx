import type { Route } from './+types/travel-inspiration';
import { listTravelInspirations } from '../features/content/api/list-travel-inspirations.ts';
import { InspirationCards } from '../features/content/components/content-cards.tsx';
import { readApi } from '../shared/api/server-api.server.ts';
import { Pagination } from '../shared/components/pagination.tsx';
import { publicUrlOf, seoMeta } from '../shared/lib/seo.ts';
import * as ui from '../shared/styles/ui.css.ts';

export async function loader({ request, url }: Route.LoaderArgs) {
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  return { inspirations: await listTravelInspirations(readApi(request), page) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const page = data?.inspirations.current_page ?? 1;
  return seoMeta(publicUrlOf(matches), {
    title: 'Travel inspiration',
    description:
      "Ideas for walking Sri Lanka's Central Highlands: sunrise climbs, tea country and cloud forests.",
    path: page > 1 ? `/travel-inspiration?page=${page}` : '/travel-inspiration',
    image: data?.inspirations.data[0]?.image_url,
  });
}

export default function TravelInspirationRoute({ loaderData }: Route.ComponentProps) {
  const { inspirations } = loaderData;
  return (
    <div className={ui.page}>
      <h1>Travel inspiration</h1>
      <InspirationCards items={inspirations.data} headingLevel={2} />
      <Pagination
        current={inspirations.current_page}
        last={inspirations.last_page}
        hrefOf={(page) => `/travel-inspiration?page=${page}`}
      />
    </div>
  );
}
