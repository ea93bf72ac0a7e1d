// The booking panel's form as posted without scripts (ADR 259): its field names, and what a
// refusal or a priced See total (ADR 283) draws the panel again with. Shared by the panel and the
// route's action.
import type { BookingPanelField } from '@trails/domain/validation/booking-panel';
import { notADateMessage } from '@trails/ui/date-picker';
import type { PartyField } from '../api/estimate-cost.ts';

/** The panel's fields as posted, to draw them again with the refusal. */
export interface PanelValues {
  readonly location: number | undefined;
  /** The date box's text, as typed. */
  readonly date: string;
  readonly adults: number;
  readonly children: number;
  readonly infants: number;
}

export interface PanelRefusal {
  readonly values: PanelValues;
  /** Each refusal about a field, at that field. */
  readonly errors: Readonly<Partial<Record<PartyField, string>>>;
  /** A refusal about no one field (the tour is in the cart already, a price that failed). */
  readonly message?: string | undefined;
}

/** A plain post's See total (ADR 283): the party as posted, and the API's price for it. */
export interface PanelTotal {
  readonly values: PanelValues;
  /** US dollars, as the live total's estimate gives them. */
  readonly amount: number;
}

/** What a plain post draws the panel again with: its refusal, or the party's price. */
export type PanelPosted = PanelRefusal | PanelTotal;

/** The panel's names for the posted fields. */
export const PANEL_FIELDS = {
  location: 'location',
  date: 'date',
  adults: 'adults',
  children: 'children',
  infants: 'infants',
  intent: 'intent',
} as const;

export const BOOK_NOW = 'book-now';
export const ADD_TO_CART = 'add-to-cart';
/** Prices the party and draws the page again with the total: nothing goes into the cart. */
export const SEE_TOTAL = 'see-total';

/** The panel's field each of the domain's checks is about; the others are not one field's. */
const FIELD_OF_CHECK: Partial<Record<BookingPanelField, PartyField>> = {
  pickupLocation: 'location',
  pickupDate: 'date',
  adults: 'adults',
};

/**
 * Where and how the panel says the first refusal of its own checks (the page's and the plain
 * post's alike): at its field, if it has one; a date the box cannot read is said as such, not as
 * a missing date (ADR 248).
 */
export function refusalOfCheck(
  error: { readonly field: BookingPanelField; readonly message: string },
  dateText: string,
): { readonly at: PartyField | undefined; readonly said: string } {
  const unreadDate = error.field === 'pickupDate' && dateText.trim() !== '';
  return {
    at: FIELD_OF_CHECK[error.field],
    said: unreadDate ? notADateMessage(dateText) : error.message,
  };
}
