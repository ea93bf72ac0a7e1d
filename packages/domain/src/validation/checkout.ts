// Checkout (spec §5): every cart item's travellers, pick-up and contact, then the two
// agreements. The payment step starts only when all of it passes.

import { MESSAGES } from '../messages.ts';
import { PickupType } from '../pickup.ts';
import type { FieldError, FieldErrors } from './result.ts';
import { looksLikeFlightNumber, looksLikeFlightTime } from './flight.ts';
import { isBlank, looksLikeEmail, looksLikePhone } from './text.ts';

export interface CheckoutPerson {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
}

/** One cart item's checkout details. Fields of the pick-up types not chosen are ignored. */
export interface CheckoutItemForm {
  readonly leadTraveller: CheckoutPerson;
  readonly pickupType: PickupType;
  readonly hotelName?: string;
  readonly hotelAddress?: string;
  readonly flightNumber?: string;
  readonly flightTime?: string;
  /** Where to be picked up, for the 'other' pick-up (beyond the spec, ADR 254). */
  readonly pickupPlace?: string;
  readonly contact: CheckoutPerson;
}

export interface CheckoutForm {
  readonly items: readonly CheckoutItemForm[];
  readonly agreedToTerms: boolean;
  readonly agreedToRefundPolicy: boolean;
}

export type CheckoutItemField =
  | 'leadFirstName'
  | 'leadLastName'
  | 'leadEmail'
  | 'leadPhone'
  | 'hotelName'
  | 'hotelAddress'
  | 'flightNumber'
  | 'flightTime'
  | 'pickupPlace'
  | 'contactFirstName'
  | 'contactLastName'
  | 'contactEmail'
  | 'contactPhone';

/** Checkout fields outside the cart items; `cart` fails only when there is nothing to buy. */
export type CheckoutFormField = 'cart' | 'terms' | 'refundPolicy';

export type CheckoutField = CheckoutItemField | CheckoutFormField;

export interface CheckoutError extends FieldError<CheckoutField> {
  /** The position of the failing cart item, for the item fields. */
  readonly itemIndex: number | undefined;
}

/**
 * The common result shape (`ok`, `firstError`, `errors`) plus `itemErrors`, one entry of
 * per-field messages for each cart item, in cart order.
 */
export type CheckoutValidation =
  | {
      readonly ok: true;
      readonly firstError: undefined;
      readonly errors: FieldErrors<CheckoutFormField>;
      readonly itemErrors: readonly FieldErrors<CheckoutItemField>[];
    }
  | {
      readonly ok: false;
      readonly firstError: CheckoutError;
      readonly errors: FieldErrors<CheckoutFormField>;
      readonly itemErrors: readonly FieldErrors<CheckoutItemField>[];
    };

/** The checks of one cart item, in the order of spec §5. */
function itemChecks(item: CheckoutItemForm): [CheckoutItemField, string | false][] {
  const lead = item.leadTraveller;
  const contact = item.contact;
  const hotel = item.pickupType === PickupType.Hotel;
  const airport = item.pickupType === PickupType.Airport;
  const other = item.pickupType === PickupType.Other;
  return [
    ['leadFirstName', isBlank(lead.firstName) && MESSAGES.leadFirstNameRequired],
    ['leadLastName', isBlank(lead.lastName) && MESSAGES.leadLastNameRequired],
    [
      'leadEmail',
      isBlank(lead.email)
        ? MESSAGES.leadEmailRequired
        : !looksLikeEmail(lead.email) && MESSAGES.leadEmailInvalid,
    ],
    [
      'leadPhone',
      isBlank(lead.phone)
        ? MESSAGES.leadPhoneRequired
        : !looksLikePhone(lead.phone) && MESSAGES.leadPhoneInvalid,
    ],
    ['hotelName', hotel && isBlank(item.hotelName) && MESSAGES.hotelNameRequired],
    ['hotelAddress', hotel && isBlank(item.hotelAddress) && MESSAGES.hotelAddressRequired],
    [
      'flightNumber',
      airport &&
        (isBlank(item.flightNumber)
          ? MESSAGES.flightNumberRequired
          : !looksLikeFlightNumber(item.flightNumber) && MESSAGES.flightNumberInvalid),
    ],
    [
      'flightTime',
      airport &&
        (isBlank(item.flightTime)
          ? MESSAGES.flightTimeRequired
          : !looksLikeFlightTime(item.flightTime) && MESSAGES.flightTimeInvalid),
    ],
    ['pickupPlace', other && isBlank(item.pickupPlace) && MESSAGES.pickupPlaceRequired],
    ['contactFirstName', isBlank(contact.firstName) && MESSAGES.contactFirstNameRequired],
    ['contactLastName', isBlank(contact.lastName) && MESSAGES.contactLastNameRequired],
    [
      'contactEmail',
      isBlank(contact.email)
        ? MESSAGES.contactEmailRequired
        : !looksLikeEmail(contact.email) && MESSAGES.contactEmailInvalid,
    ],
    [
      'contactPhone',
      isBlank(contact.phone)
        ? MESSAGES.contactPhoneRequired
        : !looksLikePhone(contact.phone) && MESSAGES.contactPhoneInvalid,
    ],
  ];
}

/**
 * Checks each cart item in cart order (lead traveller first name, last name, email, phone;
 * hotel name and address for a hotel pick-up; flight number and time for an airport pick-up;
 * the place for an other pick-up; contact first name, last name, email, phone), then the terms,
 * then the refund policy. `firstError` is the first failure in that order, with its cart item's position.
 */
export function validateCheckout(form: CheckoutForm): CheckoutValidation {
  let firstError: CheckoutError | undefined;
  const itemErrors = form.items.map((item, itemIndex) => {
    const errors: Partial<Record<CheckoutItemField, string>> = {};
    for (const [field, failure] of itemChecks(item)) {
      if (!failure) continue;
      errors[field] = failure;
      firstError ??= { field, message: failure, itemIndex };
    }
    return errors;
  });
  const errors: Partial<Record<CheckoutFormField, string>> = {};
  const formChecks: [CheckoutFormField, string | false][] = [
    ['cart', form.items.length === 0 && MESSAGES.cartEmpty],
    ['terms', !form.agreedToTerms && MESSAGES.termsRequired],
    ['refundPolicy', !form.agreedToRefundPolicy && MESSAGES.refundPolicyRequired],
  ];
  for (const [field, failure] of formChecks) {
    if (!failure) continue;
    errors[field] = failure;
    firstError ??= { field, message: failure, itemIndex: undefined };
  }
  return firstError
    ? { ok: false, firstError, errors, itemErrors }
    : { ok: true, firstError: undefined, errors, itemErrors };
}

/** The contact details when 'Same as Lead Traveler' is ticked. */
export function contactSameAsLeadTraveller(lead: CheckoutPerson): CheckoutPerson {
  return {
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
  };
}
