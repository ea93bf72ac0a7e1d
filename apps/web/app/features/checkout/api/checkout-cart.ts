// `POST /api/booking/checkout`: books the cart and answers the payment page to send the browser
// to. Used by the enhanced submit in the browser (with the signed-in token, when there is one)
// and by the route action that answers a plain post (a guest; ADR 095).
import { MESSAGES } from '@trails/domain/messages';
import type { ApiClient } from '../../../shared/api/client.ts';
import type { CheckoutRequest } from '../checkout-fields.ts';

export type CheckoutAnswer =
  | { readonly ok: true; readonly paymentLink: string }
  | {
      readonly ok: false;
      /** The notice: the spec's message, or the server's when it names what changed. */
      readonly message: string;
      /**
       * Whether the same attempt may be sent again with the same key: the outcome is unknown
       * (no answer, or a server error), so a retry must not book twice (ADR 096). A definite
       * refusal wrote nothing and the next submit is a new attempt.
       */
      readonly retrySameAttempt: boolean;
    };

function serverMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return message.trim() || undefined;
}

export async function checkoutCart(
  api: ApiClient,
  body: CheckoutRequest,
  idempotencyKey: string,
): Promise<CheckoutAnswer> {
  try {
    const { data, error, response } = await api.POST('/api/booking/checkout', {
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    if (data) return { ok: true, paymentLink: data.data.payment_link };
    const status = response.status;
    // A changed price or a sold-out date: the server names the item and what changed.
    const named = status === 409 || status === 422 ? serverMessage(error) : undefined;
    return {
      ok: false,
      message: named ?? MESSAGES.couldNotProcessBooking,
      retrySameAttempt: status >= 500 || status === 429,
    };
  } catch {
    return { ok: false, message: MESSAGES.couldNotProcessBooking, retrySameAttempt: true };
  }
}
