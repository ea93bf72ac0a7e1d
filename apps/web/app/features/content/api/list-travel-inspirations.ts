// GET /api/travel/inspiration?page — a page of travel inspirations.
import type { ApiClient } from '../../../shared/api/client.ts';
import { unwrap } from '../../../shared/api/client.ts';
import type { TravelInspirationPage } from '../../../shared/api/types.ts';

export async function listTravelInspirations(
  api: ApiClient,
  page = 1,
): Promise<TravelInspirationPage> {
  return unwrap(await api.GET('/api/travel/inspiration', { params: { query: { page } } })).data;
}
