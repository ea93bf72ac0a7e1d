// Cancel and amend (auth): GET /api/account/my-bookings/cancel/{id} (a GET with an effect, as
// published) and POST /api/booking/ammend. The route's action calls these.
import type { Schemas } from '@trails/api-client/client';
import { browserApi, unwrap } from '../../../shared/api/client.ts';

export type AmendRequest = Schemas['AmendRequest'];

export async function cancelBooking(id: number): Promise<string> {
  const answer = await browserApi().GET('/api/account/my-bookings/cancel/{id}', {
    params: { path: { id } },
  });
  return unwrap(answer).message;
}

export async function amendBooking(body: AmendRequest): Promise<string> {
  return unwrap(await browserApi().POST('/api/booking/ammend', { body })).message;
}
