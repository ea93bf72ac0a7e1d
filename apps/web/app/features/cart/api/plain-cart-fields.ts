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
