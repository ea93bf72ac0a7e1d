// The booking panel's choices as posted without scripts, checked and priced: the same checks as
// the panel's script, in the same order and words (a place, a date, an adult: spec §5), then the
// API's price. The tour page's Book Now and Add to cart (ADR 259) and the cart page's Update
// (ADR 265) post the same fields.
import { MESSAGES } from '@trails/domain/messages';
import { parseDisplayDate } from '@trails/domain/tour-date';
import { travellerCount, validateBookingPanel } from '@trails/domain/validation/booking-panel';
import type { ApiClient } from '../api/client.ts';
import { estimateCost } from '../api/estimate-cost.ts';
import type { Activity } from '../api/types.ts';
import type { CartCookieItem } from '../lib/cart-cookie.ts';
import { PANEL_FIELDS, refusalOfCheck } from './plain-booking-fields.ts';
import type { PanelRefusal, PanelValues } from './plain-booking-fields.ts';

function countOf(form: FormData, name: string): number {
  const value = Number(form.get(name));
  return travellerCount(Number.isFinite(value) ? value : 0);
}

/** The panel's choices, checked and priced: the item they make, or the first refusal. */
export type PricedChoice =
  | { readonly kind: 'refused'; readonly refusal: PanelRefusal }
  | { readonly kind: 'priced'; readonly item: CartCookieItem; readonly values: PanelValues };

/**
 * The panel's own checks on a posted form (a place, a date, an adult: spec §5), then the API's
 * price. The cart's edit posts the same fields (ADR 265).
 */
export async function pricedChoice(
  api: ApiClient,
  activity: Activity,
  form: FormData,
): Promise<PricedChoice> {
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
  const refuse = (refusal: Omit<PanelRefusal, 'values'>): PricedChoice => ({
    kind: 'refused',
    refusal: { values, ...refusal },
  });

  const date = parseDisplayDate(values.date);
  const checked = validateBookingPanel({
    activityId: activity.id,
    pickupLocation: values.location,
    pickupDate: date,
    adults: values.adults,
    children: values.children,
    infants: values.infants,
    estimateCents: 1,
    cartActivityIds: [],
  });
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
  return {
    kind: 'priced',
    values,
    item: {
      activityId: activity.id,
      startDate: date!,
      locationId: values.location!,
      adults: values.adults,
      children: values.children,
      infants: values.infants,
      amount: priced.estimate.amount,
    },
  };
}
