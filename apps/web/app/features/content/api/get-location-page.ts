// GET /api/location/page?id — a location landing page; undefined when there is none.
import type { ApiClient } from '../../../shared/api/client.ts';
import { ApiError } from '../../../shared/api/client.ts';
import type { LocationPage } from '../../../shared/api/types.ts';

export async function getLocationPage(
  api: ApiClient,
  id: number,
): Promise<LocationPage | undefined> {
  const { data, response } = await api.GET('/api/location/page', { params: { query: { id } } });
  if (response.status === 404 || response.status === 400) return undefined;
  if (!data) throw new ApiError(response.status, response.statusText);
  return data.data;
}
