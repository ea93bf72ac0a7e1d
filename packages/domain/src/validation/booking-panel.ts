// The booking panel of a tour's details page (spec §5), used by Book Now and Add to cart.

import { isCartFull } from '../cart.ts';
import { MESSAGES } from '../messages.ts';
import type { LocalDate } from '../tour-date.ts';
import { resultOf } from './result.ts';
import type { ValidationResult } from './result.ts';
import { isBlank } from './text.ts';

export interface BookingPanelForm {
  /** The tour being booked. */
  readonly activityId: number;
  /** The chosen pick-up location's id, if any. */
  readonly pickupLocation: number | string | null | undefined;
  readonly pickupDate: LocalDate | null | undefined;
  readonly adults: number | null | undefined;
  readonly children: number | null | undefined;
  readonly infants: number | null | undefined;
  /** The amount of the latest cost estimate, in cents; absent until one has come back. */
  readonly estimateCents: number | null | undefined;
  /** The tours already in the cart. */
  readonly cartActivityIds: readonly number[];
  /** Book Now: a tour already in the cart goes on to checkout instead of being refused. */
  readonly bookNow?: boolean;
}

export type BookingPanelField = 'pickupLocation' | 'pickupDate' | 'adults' | 'estimate' | 'cart';

/** A traveller count as the panel uses it: anything below 1 (or not a number) counts as 0. */
export function travellerCount(value: number | null | undefined): number {
  if (value == null || !Number.isFinite(value) || value < 1) return 0;
  return Math.floor(value);
}

function hasPickupLocation(form: Pick<BookingPanelForm, 'pickupLocation'>): boolean {
  const location = form.pickupLocation;
  return typeof location === 'number' ? Number.isFinite(location) : !isBlank(location);
}

/**
 * Checks, in order: pick-up location, pick-up date, at least one adult, a valid non-zero
 * estimate, and that the cart takes the tour: not in it already (unless Book Now, which goes on
 * to it), and room for one more (ADR 263).
 */
export function validateBookingPanel(form: BookingPanelForm): ValidationResult<BookingPanelField> {
  const estimate = form.estimateCents;
  const validEstimate = estimate != null && Number.isSafeInteger(estimate) && estimate > 0;
  return resultOf<BookingPanelField>([
    ['pickupLocation', !hasPickupLocation(form) && MESSAGES.pickupLocationRequired],
    ['pickupDate', isBlank(form.pickupDate) && MESSAGES.pickupDateRequired],
    ['adults', travellerCount(form.adults) === 0 && MESSAGES.adultsRequired],
    ['estimate', !validEstimate && MESSAGES.bookingFormIncorrect],
    ['cart', cartRefusal(form)],
  ]);
}

function cartRefusal(form: BookingPanelForm): string | false {
  if (form.cartActivityIds.includes(form.activityId))
    return !form.bookNow && MESSAGES.alreadyInCart;
  return isCartFull(form.cartActivityIds) && MESSAGES.cartFull;
}

/**
 * Checked when a date is picked: a date chosen before a location gives
 * 'Please select pick-up location first'. `undefined` when the choice is fine.
 */
export function pickupDateChoiceError(
  form: Pick<BookingPanelForm, 'pickupLocation'>,
): string | undefined {
  return hasPickupLocation(form) ? undefined : MESSAGES.pickupLocationFirst;
}
