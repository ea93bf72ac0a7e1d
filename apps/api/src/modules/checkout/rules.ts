// Checkout's field checks: the domain's checkout validator (spec §5, in its order) mapped to the
// wire's field paths, so a 400 names `booking.0.travellers.0.firstname`, `booking.1.hotel_name`…
import { validateCheckout } from '@trails/domain/validation/checkout';
import type { CheckoutItemField } from '@trails/domain/validation/checkout';
import { isPickupType } from '@trails/domain/pickup';
import type { BodyMessages, FieldErrors } from '../../http/errors.ts';

const WIRE: Record<CheckoutItemField, string> = {
  leadFirstName: 'travellers.0.firstname',
  leadLastName: 'travellers.0.lastname',
  leadEmail: 'travellers.0.email',
  leadPhone: 'travellers.0.phone',
  hotelName: 'hotel_name',
  hotelAddress: 'hotel_address',
  flightNumber: 'flight_no',
  flightTime: 'flight_time',
  pickupPlace: 'other',
  contactFirstName: 'contact_firstname',
  contactLastName: 'contact_lastname',
  contactEmail: 'contact_email',
  contactPhone: 'contact_phone',
};

type Loose = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): Loose =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {};

/** The §5 messages of a checkout body (any shape), keyed by wire field, in the spec's order. */
export function checkoutFieldErrors(body: unknown): FieldErrors {
  const items = Array.isArray(record(body).booking) ? (record(body).booking as unknown[]) : [];
  const result = validateCheckout({
    items: items.map((raw) => {
      const item = record(raw);
      const travellers = Array.isArray(item.travellers) ? item.travellers : [];
      const lead = record(travellers[0]);
      return {
        leadTraveller: {
          firstName: text(lead.firstname),
          lastName: text(lead.lastname),
          email: text(lead.email),
          phone: text(lead.phone),
        },
        pickupType: isPickupType(item.pickup_location) ? item.pickup_location : 'hotel',
        hotelName: text(item.hotel_name),
        hotelAddress: text(item.hotel_address),
        flightNumber: text(item.flight_no),
        flightTime: text(item.flight_time),
        pickupPlace: text(item.other),
        contact: {
          firstName: text(item.contact_firstname),
          lastName: text(item.contact_lastname),
          email: text(item.contact_email),
          phone: text(item.contact_phone),
        },
      };
    }),
    // The agreements are ticked on the page; the API has no field for them (spec §7).
    agreedToTerms: true,
    agreedToRefundPolicy: true,
  });
  const errors: FieldErrors = {};
  result.itemErrors.forEach((itemErrors, index) => {
    for (const field of Object.keys(WIRE) as CheckoutItemField[]) {
      const message = itemErrors[field];
      if (message) errors[`booking.${index}.${WIRE[field]}`] = [message];
    }
  });
  return errors;
}

/** Product messages win over Ajv's for a checkout body that failed the schema. */
export const checkoutMessages: BodyMessages = (body) => checkoutFieldErrors(body);
