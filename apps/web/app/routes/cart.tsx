// `/cart` (spec §2 Cart). The cart lives in the browser session (ADR 053); the server draws the
// page from the cart's cookie copy (ADR 095), so it shows at once and works without scripts: its
// Remove and Update are forms this route's action answers (ADR 265). Once the browser's cart is
// loaded the page is drawn from it, and its forms change it in the browser.
import { data, redirect } from 'react-router';
import { updatedInCart } from '@trails/domain/messages';
import { tourDateAt } from '@trails/domain/tour-date';
import type { Route } from './+types/cart';
import { CartPage } from '../features/cart/components/cart-page.tsx';
import { cartItemsOf } from '../features/cart/api/cart-items-of.ts';
import { plainCartChange } from '../features/cart/api/plain-cart.server.ts';
import {
  cartPathAfter,
  changeOf,
  searchPathAfterEmptied,
} from '../features/cart/api/plain-cart-fields.ts';
import { removalSaid } from '../features/cart/api/removal-said.server.ts';
import type { CartChange } from '../features/cart/api/plain-cart-fields.ts';
import type { CartItem } from '../features/cart/stores/cart-store.ts';
import type { ApiClient } from '../shared/api/client.ts';
import { readApi, visitorApi } from '../shared/api/server-api.server.ts';
import { cartFromCookieHeader, POSTED_COOKIE } from '../shared/lib/cart-cookie.ts';
import { useCart } from '../features/cart/stores/cart-store.ts';
import { noStore } from '../shared/lib/no-store.ts';
import { publicUrlOf, seoMeta } from '../shared/lib/seo.ts';

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(publicUrlOf(matches), { title: 'Your cart', path: '/cart', noindex: true });
}

// The page is this visitor's cart: never kept by a shared cache.
export const headers = noStore;

/** An Edit sent without scripts (`?edit=ID`): that item's form is drawn open. */
function editingOf(url: string): number | null {
  const edit = Number(new URL(url).searchParams.get('edit'));
  return Number.isInteger(edit) && edit > 0 ? edit : null;
}

/**
 * What the page says of a change a plain post made (ADR 268), or nothing when the cart does not
 * bear it out: an update of a tour the cart holds, named as the cart names it; a removal as
 * `removalSaid` reads it from the cookies.
 */
async function saidOf(
  change: CartChange | undefined,
  items: readonly CartItem[],
  cookie: string | null,
  api: ApiClient,
): Promise<string | null> {
  if (!change) return null;
  if (change.kind === 'removed') return removalSaid(change.activityId, cookie, api);
  const held = items.find((item) => item.activity.id === change.activityId);
  return held ? updatedInCart(held.activity.name) : null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const cookie = request.headers.get('Cookie');
  const rows = cartFromCookieHeader(cookie);
  const api = readApi(request);
  const items = await cartItemsOf(rows, api);
  const said = await saidOf(changeOf(new URL(request.url).searchParams), items, cookie, api);
  return data(
    {
      items,
      // Rows whose tour could not be read now (gone, or the API did not answer): drawn as such,
      // with their Remove, rather than left out of a cart the header counts them in.
      unread: rows.filter((row) => !items.some((item) => item.activity.id === row.activityId)),
      // The plain posts' tours the browser's cart has not taken yet (ADR 259): until it has,
      // an empty browser cart does not hide them (as at checkout).
      postedIds: cartFromCookieHeader(cookie, POSTED_COOKIE).map((row) => row.activityId),
      editing: editingOf(request.url),
      said,
      // The server's day, which the page says an item's date is past or too far by (ADR 275):
      // the browser's clock, read while hydrating, could name another day and redraw the page.
      today: tourDateAt(new Date()),
    },
    { headers: noStore() },
  );
}

/**
 * Once the browser's cart is loaded the page is drawn from it: a visit to the cart from another
 * page (or a revalidation) asks the server for nothing.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  if (useCart.persist.hasHydrated()) {
    return {
      items: [],
      unread: [],
      postedIds: [],
      editing: editingOf(request.url),
      said: null,
      today: tourDateAt(new Date()),
    };
  }
  return serverLoader();
}

/**
 * Remove and Update posted without scripts. Done, the cart page again, saying what changed (a
 * reload does not post twice), or search when the cart is empty now, as with scripts (spec §4),
 * which says so (ADR 279);
 * refused, the page with the item's edit form open, what was posted in it and each message at
 * its field.
 */
export async function action({ request }: Route.ActionArgs) {
  const change = await plainCartChange(
    visitorApi(request),
    request.headers.get('Cookie'),
    await request.formData(),
  );
  if (change.kind === 'refused') return data(change.refusal, { status: 400 });
  const headers = new Headers();
  for (const cookie of change.cookies) headers.append('Set-Cookie', cookie);
  return redirect(
    change.empty ? searchPathAfterEmptied(change.change) : cartPathAfter(change.change),
    { headers },
  );
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CartPage
      serverItems={loaderData.items}
      unread={loaderData.unread}
      postedIds={loaderData.postedIds}
      editing={loaderData.editing}
      said={loaderData.said}
      today={loaderData.today}
      refusal={actionData}
    />
  );
}
