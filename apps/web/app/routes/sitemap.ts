import type { Route } from './+types/sitemap';
import { searchActivities } from '../features/catalog/api/search-activities.ts';
import { listLocationPageTags } from '../features/content/api/list-location-page-tags.ts';
import { publicUrl, readApi } from '../shared/api/server-api.server.ts';
import { pathInsideSite } from '../shared/lib/site-links.ts';

const STATIC_PATHS = [
  '/',
  '/search',
  '/half-day',
  '/full-day',
  '/overnight',
  '/about',
  '/help',
  '/help/0',
  '/help/1',
  '/help/2',
  '/travel-inspiration',
];
const PAGE_LIMIT = 50;

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Every public page: the fixed ones, every tour and every location page (from data). */
export async function loader({ request }: Route.LoaderArgs) {
  const api = readApi(request);
  const paths = [...STATIC_PATHS];
  const first = await searchActivities(api, { limit: PAGE_LIMIT, page: 1 });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.last_page - 1) }, (_, index) =>
      searchActivities(api, { limit: PAGE_LIMIT, page: index + 2 }),
    ),
  );
  for (const page of [first, ...rest]) for (const tour of page.data) paths.push(tour.full_seo_url);
  for (const location of await listLocationPageTags(api)) paths.push(location.full_seo_url);
  // Only pages of this site, each parsed against its origin (ADR 184).
  const inside = paths
    .map((path) => pathInsideSite(path, publicUrl))
    .filter((path): path is string => path !== null);
  const urls = [...new Set(inside)]
    .map((path) => `  <url><loc>${escapeXml(new URL(path, `${publicUrl}/`).href)}</loc></url>`)
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
