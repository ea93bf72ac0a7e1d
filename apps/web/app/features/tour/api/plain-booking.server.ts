// Book Now, Add to cart and See total posted as a plain form: a phone whose scripts did not
// arrive, or a tap before they ran (ADR 259, 283). The panel's checks and the API's price
// (`pricedChoice`), then the cart's, as the panel's script does. The route puts the item into the
// cart's cookie copy (ADR 095), which checkout draws from and the browser's cart adopts once
// scripts run; See total only answers the price.
import { validateBookingPanel } from '@trails/domain/validation/booking-panel';
import type { ApiClient } from '../../../shared/api/client.ts';
import type { Activity } from '../../../shared/api/types.ts';
import type { CartCookieItem } from '../../../shared/lib/cart-cookie.ts';
import { BOOK_NOW, PANEL_FIELDS, SEE_TOTAL } from '../../../shared/forms/plain-booking-fields.ts';
import type { PanelRefusal, PanelTotal } from '../../../shared/forms/plain-booking-fields.ts';
import { pricedChoice } from '../../../shared/forms/priced-choice.server.ts';

export type PlainBooking =
  | { readonly kind: 'refused'; readonly refusal: PanelRefusal }
  /**
   * Book Now: go on to checkout with this item in the cart. When the cart has the tour already,
   * the item takes its place: Book Now books the date and party the panel shows.
   */
  | { readonly kind: 'checkout'; readonly item: CartCookieItem }
  /** Add to cart: this item added; back to the tour, saying so. */
  | { readonly kind: 'added'; readonly item: CartCookieItem }
  /** See total (ADR 283): the party's price, for the panel's total; nothing for the cart. */
  | { readonly kind: 'total'; readonly total: PanelTotal };

export async function plainBooking(
  api: ApiClient,
  activity: Activity,
  form: FormData,
  /** The tours in the cart already. */
  cartActivityIds: readonly number[],
): Promise<PlainBooking> {
  const choice = await pricedChoice(api, activity, form);
  if (choice.kind === 'refused') return choice;
  const { item } = choice;
  // A price asked for is not a tour booked: the cart's checks are not this post's to make (the
  // tour in the cart, or a full cart, still has a price to show).
  if (form.get(PANEL_FIELDS.intent) === SEE_TOTAL) {
    return { kind: 'total', total: { values: choice.values, amount: item.amount } };
  }
  const bookNow = form.get(PANEL_FIELDS.intent) === BOOK_NOW;
  // The cart's checks last, as the panel's: the tour not in it already (Book Now goes on to
  // checkout with the panel's choices in its place, as the panel's script does), and room for
  // it (ADR 263).
  const taken = validateBookingPanel({
    activityId: activity.id,
    pickupLocation: item.locationId,
    pickupDate: item.startDate,
    adults: item.adults,
    children: item.children,
    infants: item.infants,
    estimateCents: 1,
    bookNow,
    cartActivityIds,
  });
  if (!taken.ok) {
    return {
      kind: 'refused',
      refusal: {
        values: choice.values,
        errors: {},
        message: taken.firstError.message,
      },
    };
  }
  return bookNow ? { kind: 'checkout', item } : { kind: 'added', item };
}
