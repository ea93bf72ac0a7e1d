// Cart items of the cart cookie's rows (ADR 259): each row's tour from GET /api/activity, for
// what the cart draws of it (its name, picture, duration and pick-up places). A row whose tour
// cannot be read now is left out.
import { browserApi } from '../../../shared/api/client.ts';
import { cartActivityOf } from '../../../shared/api/cart-activity.ts';
import type { CartItem } from '../../../shared/api/types.ts';
import type { CartCookieItem } from '../../../shared/lib/cart-cookie.ts';

export async function cartItemsOf(rows: readonly CartCookieItem[]): Promise<CartItem[]> {
  const items = await Promise.all(
    rows.map(async (row): Promise<CartItem | undefined> => {
      const { data } = await browserApi()
        .GET('/api/activity', { params: { query: { id: row.activityId } } })
        .catch(() => ({ data: undefined }));
      const tour = data?.data;
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
