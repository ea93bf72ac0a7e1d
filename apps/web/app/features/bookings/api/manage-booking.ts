// Cancel and amend (auth): GET /api/account/my-bookings/cancel/{id} (a GET with an effect, as
// published), POST /api/booking/ammend, POST /api/account/amendments/{id}/pay (where to pay
// an amendment's balance, a new payment after a decline; ADR 219) and
// POST /api/account/amendments/{id}/withdraw (ADR 294), and
// POST /api/account/my-bookings/{id}/travellers (ADR 296), and PUT and DELETE of
// /api/account/my-bookings/{id}/travellers/{traveller} (ADR 305). The route's action calls these.
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

/** The payment page of an amendment's balance: its open payment, or a new one after a decline. */
export async function payAmendment(id: number): Promise<string> {
  const answer = await browserApi().POST('/api/account/amendments/{id}/pay', {
    params: { path: { id } },
  });
  return unwrap(answer).data.pay_link;
}

/** Withdraws the traveller's pending amendment; the API's message says what comes back. */
export async function withdrawAmendment(id: number): Promise<string> {
  const answer = await browserApi().POST('/api/account/amendments/{id}/withdraw', {
    params: { path: { id } },
  });
  return unwrap(answer).message;
}

/** Names one more traveller of the booking (ADR 296). */
export async function nameTraveller(
  id: number,
  body: { firstname: string; lastname: string },
): Promise<string> {
  const answer = await browserApi().POST('/api/account/my-bookings/{id}/travellers', {
    params: { path: { id } },
    body,
  });
  return unwrap(answer).message;
}

/** Corrects the name of a named traveller of the booking (ADR 305). */
export async function renameTraveller(
  id: number,
  traveller: number,
  body: { firstname: string; lastname: string },
): Promise<string> {
  const answer = await browserApi().PUT('/api/account/my-bookings/{id}/travellers/{traveller}', {
    params: { path: { id, traveller } },
    body,
  });
  return unwrap(answer).message;
}

/** Takes a named traveller off the booking (ADR 305); the party's size stays. */
export async function removeTraveller(id: number, traveller: number): Promise<string> {
  const answer = await browserApi().DELETE('/api/account/my-bookings/{id}/travellers/{traveller}', {
    params: { path: { id, traveller } },
  });
  return unwrap(answer).message;
}
