// What a page says of a Remove posted without scripts (ADR 268, 279), from the browser's own
// cookies: a tour the cart no longer holds and that this browser's removed list names (the cart's
// action just wrote it there). The name is the API's, or "A trail" when it cannot be read. A
// made-up address says nothing and costs no API call.
import { emptiedCart, removedFromCart } from '@trails/domain/messages';
import { getActivity } from '../../../shared/api/get-activity.ts';
import type { ApiClient } from '../../../shared/api/client.ts';
import { cartFromCookieHeader, removedFromCookieHeader } from '../../../shared/lib/cart-cookie.ts';
import type { CartCookieItem } from '../../../shared/lib/cart-cookie.ts';
import { changeOf } from './plain-cart-fields.ts';

/** The removed tour's name (undefined when unread), or null when the cookies do not bear it out. */
async function removedTour(
  activityId: number,
  held: readonly CartCookieItem[],
  cookie: string | null,
  api: ApiClient,
): Promise<{ name: string | undefined } | null> {
  // Back in the cart (another tab wrote it there again): it was not removed.
  if (held.some((row) => row.activityId === activityId)) return null;
  if (!removedFromCookieHeader(cookie).includes(activityId)) return null;
  const tour = await getActivity(api, activityId).catch(() => undefined);
  return { name: tour?.title };
}

/** "<Tour> was removed from your cart", or null when the cookies do not bear it out. */
export async function removalSaid(
  activityId: number,
  cookie: string | null,
  api: ApiClient,
): Promise<string | null> {
  const tour = await removedTour(activityId, cartFromCookieHeader(cookie), cookie, api);
  return tour && removedFromCart(tour.name);
}

/**
 * What search says when the last Remove sent the visitor there (`/search?key=&removed=12`): the
 * removal and, while the cart is still empty, that it is — the snackbar's words with scripts.
 */
export async function emptiedCartSaid(
  search: URLSearchParams,
  cookie: string | null,
  api: ApiClient,
): Promise<string | null> {
  const change = changeOf(search);
  if (change?.kind !== 'removed') return null;
  // The cart's cookie copy read once: whether it holds the tour, and whether it is empty.
  const held = cartFromCookieHeader(cookie);
  const tour = await removedTour(change.activityId, held, cookie, api);
  if (!tour) return null;
  return held.length > 0 ? removedFromCart(tour.name) : emptiedCart(tour.name);
}
