// `POST /api/booking/checkout`: books the cart and answers the payment page to send the browser
// to. Used by the enhanced submit in the browser (with the signed-in token, when there is one)
// and by the route action that answers a plain post (a guest; ADR 095).
import { MESSAGES } from '@trails/domain/messages';
import { apiFieldErrorsOf, formErrorsOf } from '@trails/domain/validation/api-refusal';
import type { ApiClient } from '../../../shared/api/client.ts';
import { fieldLabelOf } from '../checkout-fields.ts';
import type { CheckoutRequest } from '../checkout-fields.ts';

export type CheckoutAnswer =
  | { readonly ok: true; readonly paymentLink: string }
  | {
      readonly ok: false;
      /** The notice: the spec's message, or the server's when it names what changed. */
      readonly message: string;
      /** The server's messages by the form's field names, where it named a field of the form. */
      readonly fieldErrors: Readonly<Record<string, string>>;
      /**
       * Whether the same attempt may be sent again with the same key: the outcome is unknown
       * (no answer, or a server error), so a retry must not book twice (ADR 096). A definite
       * refusal wrote nothing and the next submit is a new attempt.
       */
      readonly retrySameAttempt: boolean;
      /**
       * The key already made an order of other details: the traveller changed the form after
       * an attempt (Back from the payment page, a typo fixed). Nothing was written.
       */
      readonly keyUsedForOtherDetails: boolean;
    };

/** A field the API names (`booking.0.travellers.0.firstname`) as the form's field name. */
export function formFieldOf(apiField: string): string | undefined {
  const traveller = /^booking\.(\d+)\.travellers\.(\d+)\.(firstname|lastname|email|phone)$/.exec(
    apiField,
  );
  if (traveller) {
    const [, item, position, name] = traveller;
    return position === '0' ? `b${item}_lead_${name}` : `b${item}_t${position}_${name}`;
  }
  const field =
    /^booking\.(\d+)\.(contact_(?:firstname|lastname|email|phone)|hotel_name|hotel_address|flight_no|flight_time|other|remarks)$/.exec(
      apiField,
    );
  return field ? `b${field[1]}_${field[2]}` : undefined;
}

/** The API's refusals at the form's fields, in the form's words (the field's label first). */
function fieldErrorsOf(error: unknown): Record<string, string> {
  return formErrorsOf(apiFieldErrorsOf(error), (apiField) => {
    const name = formFieldOf(apiField);
    return name === undefined ? undefined : { name, label: fieldLabelOf(name) };
  });
}

function serverMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return message.trim() || undefined;
}

export async function checkoutCart(
  api: ApiClient,
  body: CheckoutRequest,
  idempotencyKey: string,
  /** The earlier attempt this one replaces: its seats count for this one (ADR 242). */
  replacesKey?: string,
): Promise<CheckoutAnswer> {
  try {
    const { data, error, response } = await api.POST('/api/booking/checkout', {
      body,
      headers: {
        'Idempotency-Key': idempotencyKey,
        ...(replacesKey ? { 'Replaces-Idempotency-Key': replacesKey } : {}),
      },
    });
    if (data) return { ok: true, paymentLink: data.data.payment_link };
    const status = response.status;
    // A changed price or a sold-out date: the server names the item and what changed. The
    // payment provider being down (503) is said as the server says it (issue 15).
    const named =
      status === 409 || status === 422 || status === 503 ? serverMessage(error) : undefined;
    return {
      ok: false,
      // The token was refused (expired or ended elsewhere): the shared client has ended the
      // session, and the page is a guest's now, with what was typed (ADR 284). Nothing was
      // written, so the next submit, as a guest or after logging in again, is a new attempt.
      message:
        status === 401
          ? MESSAGES.loginExpiredAtCheckout
          : (named ?? MESSAGES.couldNotProcessBooking),
      fieldErrors: status === 400 ? fieldErrorsOf(error) : {},
      retrySameAttempt: status >= 500 || status === 429,
      keyUsedForOtherDetails: status === 409 && namesIdempotencyKey(error),
    };
  } catch {
    return {
      ok: false,
      // No answer: offline, the phone says so, and a retry is safe (the same attempt's key).
      message:
        typeof navigator !== 'undefined' && !navigator.onLine
          ? MESSAGES.offlineBooking
          : MESSAGES.couldNotProcessBooking,
      fieldErrors: {},
      retrySameAttempt: true,
      keyUsedForOtherDetails: false,
    };
  }
}

/** Whether a refusal names the Idempotency-Key header as its field. */
function namesIdempotencyKey(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('errors' in error)) return false;
  const errors = error.errors;
  return !!errors && typeof errors === 'object' && 'Idempotency-Key' in errors;
}
