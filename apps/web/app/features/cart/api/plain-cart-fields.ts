// The cart page's forms as posted without scripts (ADR 265): their own fields' names, and what a
// refused Update draws the page again with. Shared by the page and the route's action; an Update
// posts the booking panel's fields too (PANEL_FIELDS).
import type { PanelRefusal } from '../../../shared/forms/plain-booking-fields.ts';

export const CART_FIELDS = { intent: 'intent', tour: 'tour' } as const;
export const REMOVE = 'remove';
export const UPDATE = 'update';

/** An Update refused: which item, what was posted, and each message at its field. */
export interface CartRefusal extends PanelRefusal {
  readonly activityId: number;
}

/**
 * A change made by a plain post, as the page's address after it says it (ADR 268): `/cart?
 * updated=12` or `/cart?removed=12`. The page says which tour changed; a reload says it again,
 * as the address does.
 */
export type CartChange = { readonly kind: 'updated' | 'removed'; readonly activityId: number };

const CHANGE_KINDS = ['updated', 'removed'] as const;

/** The cart's address after a plain post that changed `change`. */
export function cartPathAfter(change: CartChange | undefined): string {
  return change ? `/cart?${change.kind}=${change.activityId}` : '/cart';
}

/**
 * Where the last Remove sends the visitor: search, as with scripts (spec §4), its address naming
 * the tour so the page can say what happened (ADR 279).
 */
export function searchPathAfterEmptied(change: CartChange | undefined): string {
  return change?.kind === 'removed' ? `/search?key=&removed=${change.activityId}` : '/search?key=';
}

/** The change the cart's (or, after the last Remove, search's) address says, if any. */
export function changeOf(search: URLSearchParams): CartChange | undefined {
  for (const kind of CHANGE_KINDS) {
    const activityId = Number(search.get(kind));
    if (Number.isInteger(activityId) && activityId > 0) return { kind, activityId };
  }
  return undefined;
}
