// GET /api/activity?id — a tour with everything its page shows; undefined when there is none.
import type { ApiClient } from './client.ts';
import { ApiError } from './client.ts';
import type { Activity } from './types.ts';

export async function getActivity(api: ApiClient, id: number): Promise<Activity | undefined> {
  const { data, response } = await api.GET('/api/activity', { params: { query: { id } } });
  if (response.status === 404 || response.status === 400) return undefined;
  if (!data) throw new ApiError(response.status, response.statusText);
  return data.data;
}
