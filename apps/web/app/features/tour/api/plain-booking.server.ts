// Book Now and Add to cart posted as a plain form: a phone whose scripts did not arrive, or a tap
// before they ran (ADR 259). The same checks as the panel's script, in the same order and words,
// then the API's price. The route puts the item into the cart's cookie copy (ADR 095), which
// checkout draws from and the browser's cart adopts once scripts run.
import { MESSAGES } from '@trails/domain/messages';
import { parseDisplayDate } from '@trails/domain/tour-date';
import { travellerCount, validateBookingPanel } from '@trails/domain/validation/booking-panel';
import type { ApiClient } from '../../../shared/api/client.ts';
import { estimateCost } from '../../../shared/api/estimate-cost.ts';
import type { Activity } from '../../../shared/api/types.ts';
import type { CartCookieItem } from '../../../shared/lib/cart-cookie.ts';
import { BOOK_NOW, PANEL_FIELDS, refusalOfCheck } from '../plain-booking-fields.ts';
import type { PanelRefusal, PanelValues } from '../plain-booking-fields.ts';

export type PlainBooking =
  | { readonly kind: 'refused'; readonly refusal: PanelRefusal }
  /**
   * Book Now: go on to checkout with this item in the cart. When the cart has the tour already,
   * the item takes its place: Book Now books the date and party the panel shows.
   */
  | { readonly kind: 'checkout'; readonly item: CartCookieItem }
  /** Add to cart: this item added; back to the tour, saying so. */
  | { readonly kind: 'added'; readonly item: CartCookieItem };

function countOf(form: FormData, name: string): number {
  const value = Number(form.get(name));
  return travellerCount(Number.isFinite(value) ? value : 0);
}

export async function plainBooking(
  api: ApiClient,
  activity: Activity,
  form: FormData,
  /** The tours in the cart already. */
  cartActivityIds: readonly number[],
): Promise<PlainBooking> {
  const posted = Number(form.get(PANEL_FIELDS.location));
  const values: PanelValues = {
    // Only a place this tour picks up at: anything else is no place chosen.
    location: activity.pickup_locations.some((place) => place.loc_id === posted)
      ? posted
      : undefined,
    date: String(form.get(PANEL_FIELDS.date) ?? '').trim(),
    adults: activity.include_adults === 1 ? countOf(form, PANEL_FIELDS.adults) : 0,
    children: activity.include_children === 1 ? countOf(form, PANEL_FIELDS.children) : 0,
    infants: activity.include_infants === 1 ? countOf(form, PANEL_FIELDS.infants) : 0,
  };
  const bookNow = form.get(PANEL_FIELDS.intent) === BOOK_NOW;
  const refuse = (refusal: Omit<PanelRefusal, 'values'>): PlainBooking => ({
    kind: 'refused',
    refusal: { values, ...refusal },
  });

  const date = parseDisplayDate(values.date);
  // The panel's own checks before any price: a place, a date, an adult (spec §5).
  const panel = {
    activityId: activity.id,
    pickupLocation: values.location,
    pickupDate: date,
    adults: values.adults,
    children: values.children,
    infants: values.infants,
    estimateCents: 1,
    bookNow,
  };
  const checked = validateBookingPanel({ ...panel, cartActivityIds: [] });
  if (!checked.ok) {
    const { at, said } = refusalOfCheck(checked.firstError, values.date);
    return refuse(at ? { errors: { [at]: said } } : { errors: {}, message: said });
  }

  const priced = await estimateCost(api, {
    activityId: activity.id,
    date,
    locationId: values.location!,
    adults: values.adults,
    children: values.children,
    infants: values.infants,
  }).catch(() => undefined);
  if (!priced) return refuse({ errors: {}, message: MESSAGES.couldNotLoadData });
  if (!priced.ok) {
    return priced.field
      ? refuse({ errors: { [priced.field]: priced.message } })
      : refuse({ errors: {}, message: priced.message });
  }
  if (!(priced.estimate.amount > 0)) {
    return refuse({ errors: {}, message: MESSAGES.bookingFormIncorrect });
  }

  // The cart's checks last, as the panel's: the tour not in it already (Book Now goes on to
  // checkout with the panel's choices in its place, as the panel's script does), and room for
  // it (ADR 263).
  const taken = validateBookingPanel({ ...panel, cartActivityIds });
  if (!taken.ok) return refuse({ errors: {}, message: taken.firstError.message });
  const item: CartCookieItem = {
    activityId: activity.id,
    startDate: date!,
    locationId: values.location!,
    adults: values.adults,
    children: values.children,
    infants: values.infants,
    amount: priced.estimate.amount,
  };
  return bookNow ? { kind: 'checkout', item } : { kind: 'added', item };
}
