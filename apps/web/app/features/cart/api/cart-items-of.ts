// Cart items of the cart cookie's rows (ADR 259, 265): each row's tour from GET /api/activity,
// for what the cart draws of it (its name, picture, duration and pick-up places). A row whose tour
// cannot be read now is left out. The browser's cart adopts a plain post's rows with it; the cart
// page draws the copy with it on the server, for a browser whose scripts did not run.
import { browserApi } from '../../../shared/api/client.ts';
import type { ApiClient } from '../../../shared/api/client.ts';
import { cartActivityOf } from '../../../shared/api/cart-activity.ts';
import type { CartItem } from '../../../shared/api/types.ts';
import type { CartCookieItem } from '../../../shared/lib/cart-cookie.ts';
import { getActivity } from '../../../shared/api/get-activity.ts';

export async function cartItemsOf(
  rows: readonly CartCookieItem[],
  api: ApiClient = browserApi(),
): Promise<CartItem[]> {
  const items = await Promise.all(
    rows.map(async (row): Promise<CartItem | undefined> => {
      const tour = await getActivity(api, row.activityId).catch(() => undefined);
      return (
        tour && {
          user_id: null,
          from_date: row.startDate,
          amount: row.amount,
          location_id: row.locationId,
          adults: row.adults,
          children: row.children,
          infants: row.infants,
          activity: cartActivityOf(tour),
          bookNow: false,
        }
      );
    }),
  );
  return items.filter((item) => item !== undefined);
}
