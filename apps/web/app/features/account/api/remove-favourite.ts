// GET /api/account/favourites/remove/{id} (auth); the favourites reload after it.
import { browserApi, unwrap } from '../../../shared/api/client.ts';

export async function removeFavourite(activityId: number): Promise<void> {
  unwrap(
    await browserApi().GET('/api/account/favourites/remove/{id}', {
      params: { path: { id: activityId } },
    }),
  );
}
