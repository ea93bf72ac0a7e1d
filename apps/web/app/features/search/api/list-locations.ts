// GET /api/locations/get — every pick-up location (the filter panel's chips).
import type { ApiClient } from '../../../shared/api/client.ts';
import { unwrap } from '../../../shared/api/client.ts';
import type { LocationOption } from '../../../shared/api/types.ts';

export async function listLocations(api: ApiClient): Promise<LocationOption[]> {
  return unwrap(await api.GET('/api/locations/get')).data;
}
