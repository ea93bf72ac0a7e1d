// GET /search/carousel/{row}: a search page carousel's whole list as the cards draw it (ADR 198).
// The page sends a row's first four cards; the row asks for this when it comes near. The site
// answers rather than the browser asking the API: the cards' fields only (~40 % of the API's
// card), compressed like every page (the API's answers pass the proxy as they are).
import { CAROUSEL } from '@trails/domain/constants';
import type { Route } from './+types/search-carousel';
import { searchActivities } from '../features/catalog/api/search-activities.ts';
import { ApiError } from '../shared/api/client.ts';
import { readApi } from '../shared/api/server-api.server.ts';
import { SEARCH_CAROUSELS } from './search-carousels.ts';

/** As fresh as the site's own read cache allows, and no fresher than a row needs. */
const FRESH_S = 60;

export async function loader({ params, request }: Route.LoaderArgs) {
  const carousel = SEARCH_CAROUSELS.find((candidate) => candidate.row === params.row);
  if (!carousel) return Response.json({ message: 'Not Found' }, { status: 404 });
  try {
    const page = await searchActivities(readApi(request), carousel.query);
    return Response.json(
      { tours: page.data.slice(0, CAROUSEL.maxItems) },
      { headers: { 'Cache-Control': `public, max-age=${FRESH_S}` } },
    );
  } catch (error) {
    // The API's refusal or failure, said as the API's error shape; the row keeps its first cards.
    if (error instanceof ApiError) {
      return Response.json({ message: error.message }, { status: 502 });
    }
    throw error;
  }
}
