// `/cart` (spec §2 Cart). The cart lives in the browser session (ADR 053); the server draws the
// page from the cart's cookie copy (ADR 095), so it shows at once and works without scripts: its
// Remove and Update are forms this route's action answers (ADR 265). Once the browser's cart is
// loaded the page is drawn from it, and its forms change it in the browser.
import { data, redirect } from 'react-router';
import type { Route } from './+types/cart';
import { CartPage } from '../features/cart/components/cart-page.tsx';
import { cartItemsOf } from '../features/cart/api/cart-items-of.ts';
import { plainCartChange } from '../features/cart/api/plain-cart.server.ts';
import { serverApi, visitorApi } from '../shared/api/server-api.server.ts';
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

export async function loader({ request }: Route.LoaderArgs) {
  const cookie = request.headers.get('Cookie');
  const rows = cartFromCookieHeader(cookie);
  const items = await cartItemsOf(rows, serverApi);
  return data(
    {
      items,
      // Rows whose tour could not be read now (gone, or the API did not answer): drawn as such,
      // with their Remove, rather than left out of a cart the header counts them in.
      unread: rows
        .map((row) => row.activityId)
        .filter((id) => !items.some((item) => item.activity.id === id)),
      // The plain posts' tours the browser's cart has not taken yet (ADR 259): until it has,
      // an empty browser cart does not hide them (as at checkout).
      postedIds: cartFromCookieHeader(cookie, POSTED_COOKIE).map((row) => row.activityId),
      editing: editingOf(request.url),
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
    return { items: [], unread: [], postedIds: [], editing: editingOf(request.url) };
  }
  return serverLoader();
}

/**
 * Remove and Update posted without scripts. Done, the cart page again (a reload does not post
 * twice), or search when the cart is empty now, as with scripts (spec §4); refused, the page with
 * the item's edit form open, what was posted in it and each message at its field.
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
  return redirect(change.empty ? '/search?key=' : '/cart', { headers });
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CartPage
      serverItems={loaderData.items}
      unread={loaderData.unread}
      postedIds={loaderData.postedIds}
      editing={loaderData.editing}
      refusal={actionData}
    />
  );
}
