// One checkout submission, whoever sends it: the domain's validator (spec §5, in its order), the
// e-mail confirmation, then the booking call. The browser's enhanced submit and the route action
// of a plain post both end here, so a form with and without scripts is judged the same way.
import { validateCheckout } from '@trails/domain/validation/checkout';
import type { CheckoutItemField } from '@trails/domain/validation/checkout';
import type { ApiClient } from '../../../shared/api/client.ts';
import {
  checkoutFormOf,
  checkoutRequestOf,
  contactEmailOf,
  contactSameAsLead,
  fieldLabelOf,
  FORM_FIELDS,
  itemField,
} from '../checkout-fields.ts';
import type { CheckoutRequest, CheckoutValues } from '../checkout-fields.ts';
import { checkoutCart } from './checkout-cart.ts';

/** Messages by field name (`b0_lead_firstname`, `terms`…); `cart` when there is nothing to book. */
export type CheckoutErrors = Readonly<Record<string, string>>;

export type CheckoutResult =
  | {
      readonly kind: 'invalid';
      readonly values: CheckoutValues;
      readonly errors: CheckoutErrors;
      /** The first failure in §5's order: the notice, and where focus goes. */
      readonly message: string;
      readonly firstField: string;
      /** Refused while replacing an earlier attempt: that attempt's key stays (ADR 242). */
      readonly earlierAttemptStands?: boolean;
    }
  | { readonly kind: 'confirm-email'; readonly values: CheckoutValues; readonly email: string }
  | {
      readonly kind: 'failed';
      readonly values: CheckoutValues;
      readonly message: string;
      readonly retrySameAttempt: boolean;
      /**
       * Refused while replacing an earlier attempt whose order stands: its key stays the
       * attempt's, so the next submit replaces it again and may take its seats (ADR 242).
       */
      readonly earlierAttemptStands?: boolean;
    }
  | {
      readonly kind: 'payment';
      readonly paymentLink: string;
      /** The Idempotency-Key that made the order: the page keeps it for this attempt. */
      readonly attemptKey: string;
    };

const ITEM_FIELD_NAMES: Readonly<Record<CheckoutItemField, string>> = {
  leadFirstName: 'lead_firstname',
  leadLastName: 'lead_lastname',
  leadEmail: 'lead_email',
  leadPhone: 'lead_phone',
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

const FORM_FIELD_NAMES = {
  cart: 'cart',
  terms: FORM_FIELDS.terms,
  refundPolicy: FORM_FIELDS.refundPolicy,
} as const;

/** The validator's verdict as messages at the form's fields, or undefined when it passes. */
export function checkoutErrorsOf(
  values: CheckoutValues,
): Extract<CheckoutResult, { kind: 'invalid' }> | undefined {
  const checked = validateCheckout(checkoutFormOf(values));
  if (checked.ok) return undefined;
  const errors: Record<string, string> = {};
  checked.itemErrors.forEach((itemErrors, index) => {
    const same = contactSameAsLead(values, index);
    for (const [field, message] of Object.entries(itemErrors) as [CheckoutItemField, string][]) {
      // With 'Same as Lead Traveler' the contact is the lead traveller: its errors are shown
      // once, at the lead traveller's fields.
      if (same && field.startsWith('contact')) continue;
      errors[itemField(index, ITEM_FIELD_NAMES[field])] = message;
    }
  });
  for (const [field, message] of Object.entries(checked.errors)) {
    errors[FORM_FIELD_NAMES[field as keyof typeof FORM_FIELD_NAMES]] = message;
  }
  const first = checked.firstError;
  const firstField =
    first.itemIndex === undefined
      ? FORM_FIELD_NAMES[first.field as keyof typeof FORM_FIELD_NAMES]
      : itemField(first.itemIndex, ITEM_FIELD_NAMES[first.field as CheckoutItemField]);
  return { kind: 'invalid', values, errors, message: first.message, firstField };
}

/**
 * The key of the attempt that replaces `earlier` with these details: derived from both, so a
 * retry of it after an unknown outcome, or a second post of the same details (a double click
 * without scripts, whose page keeps its key), books once (ADR 241).
 */
async function replacingKey(earlier: string, request: CheckoutRequest): Promise<string> {
  const text = new TextEncoder().encode(`${earlier}\n${JSON.stringify(request)}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', text));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Judges a submitted checkout form: errors at the fields, else (without confirmation) the
 * e-mail to confirm, else the booking call's payment link or failure. `values` are what the
 * form posted, kept in every answer that returns to the form.
 */
export async function submitCheckout(
  api: ApiClient,
  values: CheckoutValues,
  siteOrigin: string,
): Promise<CheckoutResult> {
  const invalid = checkoutErrorsOf(values);
  if (invalid) return invalid;
  // The confirmation is part of the post, not of the values to put back on the page.
  const { [FORM_FIELDS.confirmed]: confirmed, ...kept } = values;
  if (confirmed !== 'yes') {
    return { kind: 'confirm-email', values: kept, email: contactEmailOf(kept) };
  }
  const request = checkoutRequestOf(kept, siteOrigin);
  let key = kept[FORM_FIELDS.idempotencyKey] || crypto.randomUUID();
  let answer = await checkoutCart(api, request, key);
  const replacing = !answer.ok && answer.keyUsedForOtherDetails;
  if (replacing) {
    // The details changed since the key's attempt (Back from the payment page and a typo
    // fixed): these details are a new attempt, made at once under a new key, not a refusal the
    // traveller must get past (ADR 241). It replaces the earlier one, whose seats it may take
    // (ADR 242).
    const earlier = key;
    key = await replacingKey(earlier, request);
    answer = await checkoutCart(api, request, key, earlier);
  }
  if (answer.ok) return { kind: 'payment', paymentLink: answer.paymentLink, attemptKey: key };
  // The server refused a field the page does not check (an e-mail that is no address…): the
  // message goes to that field, like the page's own checks.
  const errors = Object.fromEntries(
    Object.entries(answer.fieldErrors).map(([name, message]) => {
      // With 'Same as Lead Traveler' the contact fields are folded away: say it at the lead's.
      const contact = /^b(\d+)_contact_(.*)$/.exec(name);
      if (!contact || !contactSameAsLead(kept, Number(contact[1]))) return [name, message];
      const lead = itemField(Number(contact[1]), `lead_${contact[2]}`);
      // The message names its field by label: the lead's, where it is shown.
      const label = `${fieldLabelOf(name)}:`;
      const relabelled = message.startsWith(label)
        ? `${fieldLabelOf(lead)}:${message.slice(label.length)}`
        : message;
      return [lead, relabelled];
    }),
  );
  const [firstField, firstMessage] = Object.entries(errors)[0] ?? [];
  return firstField && firstMessage
    ? {
        kind: 'invalid',
        values: kept,
        errors,
        message: firstMessage,
        firstField,
        earlierAttemptStands: replacing,
      }
    : {
        kind: 'failed',
        values: kept,
        message: answer.message,
        retrySameAttempt: answer.retrySameAttempt,
        earlierAttemptStands: replacing,
      };
}
