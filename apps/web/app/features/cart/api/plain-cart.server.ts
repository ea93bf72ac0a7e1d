// The cart page's Remove and Update posted as plain forms (ADR 265): a phone whose scripts did
// not arrive, or a tap before they ran. Without scripts the cart is its cookie copy (ADR 095), so
// the change is made there; the two lists beside it tell the browser's cart, once scripts run,
// what changed (a tour removed, a row posted), so its next write does not undo the change.
// An Update is checked and priced as the tour page's booking panel is (`pricedChoice`).
import { API_MESSAGES, MESSAGES } from '@trails/domain/messages';
import type { ApiClient } from '../../../shared/api/client.ts';
import {
  cartCookieAssignment,
  cartFromCookieHeader,
  POSTED_COOKIE,
  removedCookieAssignment,
  removedFromCookieHeader,
  withoutTour,
  withRow,
} from '../../../shared/lib/cart-cookie.ts';
import type { CartCookieItem } from '../../../shared/lib/cart-cookie.ts';
import { pricedChoice } from '../../../shared/forms/priced-choice.server.ts';
import { getActivity } from '../../../shared/api/get-activity.ts';
import { PANEL_FIELDS } from '../../../shared/forms/plain-booking-fields.ts';
import { CART_FIELDS, REMOVE, UPDATE } from './plain-cart-fields.ts';
import type { CartChange, CartRefusal } from './plain-cart-fields.ts';

export type PlainCartChange =
  /**
   * Done (or nothing to do): the cookies to set, whether the cart is empty now, and what changed
   * (nothing when there was nothing to do).
   */
  | {
      readonly kind: 'changed';
      readonly cookies: readonly string[];
      readonly empty: boolean;
      readonly change?: CartChange;
    }
  | { readonly kind: 'refused'; readonly refusal: CartRefusal };

/** The cookies that make `cart` the copy, with the posted and removed lists beside it. */
function cookiesOf(
  cart: readonly CartCookieItem[],
  posted: readonly CartCookieItem[],
  removed: readonly number[],
): string[] {
  return [
    cartCookieAssignment(cart),
    cartCookieAssignment(posted, POSTED_COOKIE),
    removedCookieAssignment(removed),
  ];
}

export async function plainCartChange(
  api: ApiClient,
  cookieHeader: string | null,
  form: FormData,
): Promise<PlainCartChange> {
  const cart = cartFromCookieHeader(cookieHeader);
  const posted = cartFromCookieHeader(cookieHeader, POSTED_COOKIE);
  const removed = removedFromCookieHeader(cookieHeader);
  const activityId = Number(form.get(CART_FIELDS.tour));
  const intent = form.get(CART_FIELDS.intent);
  if (intent === REMOVE) {
    // Listed as removed even when the copy no longer has it (another tab wrote its own cart
    // there): this tab's browser cart may hold it still, and lets it go once scripts run.
    const left = withoutTour(cart, activityId);
    if (!Number.isInteger(activityId) || activityId <= 0) {
      return { kind: 'changed', cookies: [], empty: left.length === 0 };
    }
    return {
      kind: 'changed',
      cookies: cookiesOf(left, withoutTour(posted, activityId), [
        ...removed.filter((id) => id !== activityId),
        activityId,
      ]),
      empty: left.length === 0,
      change: { kind: 'removed', activityId },
    };
  }
  // A tour no longer in the copy (removed in another tab meanwhile): nothing to change.
  if (!cart.some((row) => row.activityId === activityId)) {
    return { kind: 'changed', cookies: [], empty: cart.length === 0 };
  }
  if (intent !== UPDATE) return { kind: 'changed', cookies: [], empty: false };

  const refused = (said: Pick<CartRefusal, 'errors' | 'message'>): PlainCartChange => ({
    kind: 'refused',
    refusal: {
      activityId,
      values: {
        location: Number(form.get(PANEL_FIELDS.location)) || undefined,
        date: String(form.get(PANEL_FIELDS.date) ?? '').trim(),
        adults: Number(form.get(PANEL_FIELDS.adults)) || 0,
        children: Number(form.get(PANEL_FIELDS.children)) || 0,
        infants: Number(form.get(PANEL_FIELDS.infants)) || 0,
      },
      ...said,
    },
  });
  let activity;
  try {
    activity = await getActivity(api, activityId);
  } catch {
    return refused({ errors: {}, message: MESSAGES.couldNotLoadData });
  }
  if (!activity) return refused({ errors: {}, message: API_MESSAGES.tourNotAvailable });
  // The cart's form offers every count. The panel's checks read only the counts a tour takes
  // (the panel shows no other), so a count this tour does not take is refused here, at its field.
  if (activity.include_children !== 1 && Number(form.get(PANEL_FIELDS.children)) > 0) {
    return refused({ errors: { children: API_MESSAGES.childrenNotAllowed } });
  }
  if (activity.include_infants !== 1 && Number(form.get(PANEL_FIELDS.infants)) > 0) {
    return refused({ errors: { infants: API_MESSAGES.infantsNotAllowed } });
  }
  const choice = await pricedChoice(api, activity, form);
  if (choice.kind === 'refused') {
    return { kind: 'refused', refusal: { activityId, ...choice.refusal } };
  }
  return {
    kind: 'changed',
    cookies: cookiesOf(
      withRow(cart, choice.item),
      withRow(posted, choice.item),
      removed.filter((id) => id !== activityId),
    ),
    empty: false,
    change: { kind: 'updated', activityId },
  };
}
