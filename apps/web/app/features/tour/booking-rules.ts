// The booking panel's rules (spec §5), checked in the spec's order. The messages come from the
// domain's catalogue; the order and the situations are the panel's own.
import { MESSAGES } from '@trails/domain/messages';

export interface BookingPanelInput {
  readonly locationId: number | undefined;
  readonly date: string | undefined;
  readonly adults: number;
  /** The live estimate; undefined while none is known (or after a pricing error). */
  readonly amount: number | undefined;
}

/** The first rule the panel breaks, or undefined when it can be added to the cart. */
export function bookingPanelError(input: BookingPanelInput): string | undefined {
  if (!input.locationId) return MESSAGES.pickupLocationRequired;
  if (!input.date) return MESSAGES.pickupDateRequired;
  if (!(input.adults >= 1)) return MESSAGES.adultsRequired;
  if (input.amount === undefined || !(input.amount > 0)) return MESSAGES.bookingFormIncorrect;
  return undefined;
}

/** Choosing a date before a location is refused with this message. */
export function dateChoiceError(locationId: number | undefined): string | undefined {
  return locationId ? undefined : MESSAGES.pickupLocationFirst;
}
