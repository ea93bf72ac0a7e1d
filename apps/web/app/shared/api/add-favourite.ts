// GET /api/account/favourites/add/{id} (auth).
import type { ApiClient } from './client.ts';
import { unwrap } from './client.ts';

export async function addFavourite(api: ApiClient, activityId: number): Promise<void> {
  unwrap(
    await api.GET('/api/account/favourites/add/{id}', { params: { path: { id: activityId } } }),
  );
}
