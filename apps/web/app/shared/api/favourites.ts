// GET /api/account/favourites/add/{id} and …/remove/{id} (auth).
import type { ApiClient } from './client.ts';
import { unwrap } from './client.ts';

export async function addFavourite(api: ApiClient, activityId: number): Promise<void> {
  unwrap(
    await api.GET('/api/account/favourites/add/{id}', { params: { path: { id: activityId } } }),
  );
}

export async function removeFavourite(api: ApiClient, activityId: number): Promise<void> {
  unwrap(
    await api.GET('/api/account/favourites/remove/{id}', { params: { path: { id: activityId } } }),
  );
}
