// The checkout form's fields, read back from the form itself. One reading serves the three
// places that need it — the enhanced submit in the browser, the route action that answers a
// plain post (forms first, ADR 059), and the draft kept in the browser session — so what the
// domain validator checks, what the API receives and what is put back on the page are always
// the same fields (ADR 095).
import { isPickupType, DEFAULT_PICKUP_TYPE } from '@trails/domain/pickup';
import type { PickupType } from '@trails/domain/pickup';
import type {
  CheckoutForm,
  CheckoutItemForm,
  CheckoutPerson,
} from '@trails/domain/validation/checkout';
import type { CartCookieItem } from '../../shared/lib/cart-cookie.ts';
import * as LIMITS from '@trails/api-client/limits';
import type { components } from '@trails/api-client/schema';

export type CheckoutRequest = components['schemas']['CheckoutRequest'];
export type CheckoutBooking = components['schemas']['CheckoutBooking'];
type CheckoutTraveller = components['schemas']['CheckoutTraveller'];

/** What the form posts, by field name: everything the traveller typed or chose. */
export type CheckoutValues = Readonly<Record<string, string>>;

/**
 * The cart item a checkout section books, carried in the form as hidden fields: the same fields
 * as the cart's cookie copy keeps.
 */
export type CheckoutItemKey = CartCookieItem;

/** The field names of one cart item's section (`b0_lead_firstname`, `b1_pickup`…). */
export function itemField(index: number, name: string): string {
  return `b${index}_${name}`;
}

/** The field names of an extra traveller (the lead traveller is traveller 0). */
export function travellerField(index: number, traveller: number, name: string): string {
  return itemField(index, `t${traveller}_${name}`);
}

export const FORM_FIELDS = {
  terms: 'terms',
  refundPolicy: 'refund_policy',
  /** One per checkout attempt, so a double click or a retry books once (ADR 096). */
  idempotencyKey: 'idempotency_key',
  /** Set once the contact e-mail was confirmed (the dialog, or the step without scripts). */
  confirmed: 'confirmed',
  itemCount: 'items',
} as const;

/** Extra travellers beyond the lead: one per adult and child after the first (infants ride along). */
export function extraTravellerCount(key: Pick<CheckoutItemKey, 'adults' | 'children'>): number {
  return Math.max(0, key.adults + key.children - 1);
}

/** Everything the form holds, as name → value (checkboxes that are ticked read 'on'). */
export function valuesOf(formData: FormData): CheckoutValues {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

const text = (values: CheckoutValues, name: string) => (values[name] ?? '').trim();
const ticked = (values: CheckoutValues, name: string) => Boolean(values[name]);
const count = (values: CheckoutValues, name: string) => {
  const value = Number(values[name]);
  return Number.isInteger(value) && value >= 0 ? value : 0;
};

export function itemKeyOf(values: CheckoutValues, index: number): CheckoutItemKey {
  const field = (name: string) => itemField(index, name);
  return {
    activityId: count(values, field('activity_id')),
    startDate: text(values, field('start_date')),
    locationId: count(values, field('location_id')),
    adults: count(values, field('adults')),
    children: count(values, field('children')),
    infants: count(values, field('infants')),
    amount: Number(values[field('amount')]) || 0,
  };
}

export function pickupTypeOf(values: CheckoutValues, index: number): PickupType {
  const chosen = values[itemField(index, 'pickup')];
  return isPickupType(chosen) ? chosen : DEFAULT_PICKUP_TYPE;
}

function person(values: CheckoutValues, index: number, who: 'lead' | 'contact'): CheckoutPerson {
  const field = (name: string) => itemField(index, `${who}_${name}`);
  return {
    firstName: text(values, field('firstname')),
    lastName: text(values, field('lastname')),
    email: text(values, field('email')),
    phone: text(values, field('phone')),
  };
}

/** Whether 'Same as Lead Traveler' is ticked for an item. */
export function contactSameAsLead(values: CheckoutValues, index: number): boolean {
  return ticked(values, itemField(index, 'contact_same'));
}

function itemForm(values: CheckoutValues, index: number): CheckoutItemForm {
  const leadTraveller = person(values, index, 'lead');
  const field = (name: string) => text(values, itemField(index, name));
  return {
    leadTraveller,
    pickupType: pickupTypeOf(values, index),
    hotelName: field('hotel_name'),
    hotelAddress: field('hotel_address'),
    flightNumber: field('flight_no'),
    flightTime: field('flight_time'),
    pickupPlace: field('other'),
    // 'Same as Lead Traveler' makes the lead traveller the contact, whatever the contact
    // fields (hidden while it is ticked) still hold.
    contact: contactSameAsLead(values, index) ? leadTraveller : person(values, index, 'contact'),
  };
}

export function itemCountOf(values: CheckoutValues): number {
  return Math.min(count(values, FORM_FIELDS.itemCount), 20);
}

/** The form as the domain's checkout validator reads it (spec §5). */
export function checkoutFormOf(values: CheckoutValues): CheckoutForm {
  return {
    items: Array.from({ length: itemCountOf(values) }, (_, index) => itemForm(values, index)),
    agreedToTerms: ticked(values, FORM_FIELDS.terms),
    agreedToRefundPolicy: ticked(values, FORM_FIELDS.refundPolicy),
  };
}

const orNull = (value: string) => (value === '' ? null : value);

/** The checkout call's body for a form the validator passed. */
export function checkoutRequestOf(values: CheckoutValues, siteOrigin: string): CheckoutRequest {
  const form = checkoutFormOf(values);
  const booking = form.items.map((item, index): CheckoutBooking => {
    const key = itemKeyOf(values, index);
    const lead = item.leadTraveller;
    const extras = Array.from({ length: extraTravellerCount(key) }, (_, n): CheckoutTraveller => {
      const field = (name: string) => text(values, travellerField(index, n + 1, name));
      return {
        firstname: field('firstname'),
        lastname: field('lastname'),
        email: orNull(field('email')),
        phone: orNull(field('phone')),
        lead_traveller: false,
      };
    }).filter((traveller) => traveller.firstname !== '' && traveller.lastname !== '');
    const pickup = item.pickupType;
    return {
      start_date: key.startDate,
      activity_id: key.activityId,
      location_id: key.locationId,
      num_adults: key.adults,
      num_children: key.children,
      num_infants: key.infants,
      booking_amount: key.amount,
      remarks: orNull(text(values, itemField(index, 'remarks'))),
      pickup_location: pickup,
      hotel_name: pickup === 'hotel' ? (item.hotelName ?? null) : null,
      hotel_address: pickup === 'hotel' ? (item.hotelAddress ?? null) : null,
      flight_no: pickup === 'airport' ? (item.flightNumber ?? null) : null,
      flight_time: pickup === 'airport' ? (item.flightTime ?? null) : null,
      other: pickup === 'other' ? orNull(text(values, itemField(index, 'other'))) : null,
      contact_firstname: item.contact.firstName,
      contact_lastname: item.contact.lastName,
      contact_email: item.contact.email,
      contact_phone: item.contact.phone,
      travellers: [
        {
          firstname: lead.firstName,
          lastname: lead.lastName,
          email: lead.email,
          phone: lead.phone,
          lead_traveller: true,
        },
        ...extras,
      ],
    };
  });
  return { booking, url: siteOrigin };
}

/** The e-mail the bookings are sent to (the first item's contact), for the confirmation. */
export function contactEmailOf(values: CheckoutValues): string {
  return checkoutFormOf(values).items[0]?.contact.email ?? '';
}

const PERSON_FIELD_WORDS: Readonly<Record<string, string>> = {
  firstname: 'first name',
  lastname: 'last name',
  email: 'email',
  phone: 'phone',
};

const ITEM_FIELD_LABELS: Readonly<Record<string, string>> = {
  hotel_name: 'Hotel name',
  hotel_address: 'Hotel address',
  flight_no: 'Flight number',
  flight_time: 'Flight time',
  other: 'Where should we pick you up?',
  remarks: 'Remarks',
};

/**
 * A text field's name as a person reads it (`b0_lead_firstname` → 'Lead traveler first name',
 * `b0_t1_email` → 'Traveler 2 email'): the label a refusal of the API starts with.
 */
export function fieldLabelOf(name: string): string {
  const person = /^b\d+_(lead|contact|t(\d+))_(firstname|lastname|email|phone)$/.exec(name);
  if (person) {
    const [, who, position, field] = person;
    const words = PERSON_FIELD_WORDS[field!]!;
    if (who === 'lead') return `Lead traveler ${words}`;
    if (who === 'contact') return `Contact ${words}`;
    return `Traveler ${Number(position) + 1} ${words}`;
  }
  const item = /^b\d+_(.+)$/.exec(name);
  return (item && ITEM_FIELD_LABELS[item[1]!]) ?? name;
}

type TextLimits = {
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly required?: boolean;
};

/**
 * The contract's length limits of a text field (`CheckoutTraveller` for a traveller,
 * `CheckoutBooking` for the contact, the pick-up and the remarks), for its HTML attributes.
 */
export function fieldLimitsOf(name: string): TextLimits {
  const traveller = /^b\d+_(?:lead|t\d+)_(firstname|lastname|email|phone)$/.exec(name);
  const item = /^b\d+_(.+)$/.exec(name);
  const travellerLimits: Readonly<Record<string, TextLimits>> = LIMITS.CheckoutTraveller;
  const bookingLimits: Readonly<Record<string, TextLimits>> = LIMITS.CheckoutBooking;
  const limits = traveller
    ? travellerLimits[traveller[1]!]
    : item
      ? bookingLimits[item[1]!]
      : undefined;
  // Lengths only: the form's own check says a missing field in the spec's words (§5).
  return limits ? { minLength: limits.minLength, maxLength: limits.maxLength } : {};
}

/** The account holder, as far as a checkout's lead traveller needs it. */
export interface AccountHolder {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly phone_number: string | null;
}

/**
 * A logged-in traveller's checkout starts with them as each item's lead traveller: the lead
 * fields the values leave empty take the account's name, e-mail and phone. Whatever was typed
 * (kept in the draft, or typed before the scripts ran) stays as it is.
 */
export function withAccountHolderAsLead(
  values: CheckoutValues,
  holder: AccountHolder | null,
  itemCount: number,
): CheckoutValues {
  if (!holder) return values;
  const filled: Record<string, string> = { ...values };
  const fromAccount = {
    firstname: holder.first_name,
    lastname: holder.last_name,
    email: holder.email,
    phone: holder.phone_number ?? '',
  };
  for (let index = 0; index < itemCount; index++) {
    for (const [field, value] of Object.entries(fromAccount)) {
      const name = itemField(index, `lead_${field}`);
      if (!filled[name]?.trim() && value.trim()) filled[name] = value;
    }
  }
  return filled;
}
