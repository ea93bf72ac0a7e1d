// GET /api/locations/search — the pick-up location autocomplete.
import type { ApiClient } from '../../../shared/api/client.ts';
import { unwrap } from '../../../shared/api/client.ts';
import type { LocationOption } from '../../../shared/api/types.ts';

export async function searchLocations(
  api: ApiClient,
  keyword: string,
  signal?: AbortSignal,
): Promise<LocationOption[]> {
  const answer = await api.GET('/api/locations/search', { params: { query: { keyword } }, signal });
  return unwrap(answer).data;
}
