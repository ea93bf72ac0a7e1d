// What the booking detail's forms post (the route's action, ADR 123): each form names its
// `intent`. The forms are real HTML forms; the action sends them with the browser's session.
import { MESSAGES } from '@trails/domain/messages';
import { ApiError } from '../../shared/api/client.ts';
import { sendBookingMessage } from './api/booking-messages.ts';
import { isMessageRecipient } from './message-recipient.ts';

export type BookingActionResult = {
  readonly intent: string;
  readonly ok: boolean;
  /** What the snackbar says. */
  readonly notice: string;
  /** Messages per form field, shown at the field. */
  readonly errors?: Readonly<Record<string, readonly string[]>>;
};

/** The API's own words for a refused request (a 4xx names what is wrong), else the spec's. */
function failure(intent: string, error: unknown): BookingActionResult {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return { intent, ok: false, notice: error.message };
  }
  return { intent, ok: false, notice: MESSAGES.requestFailed };
}

async function sendMessage(bookingId: number, form: FormData): Promise<BookingActionResult> {
  const intent = 'message';
  const message = String(form.get('message') ?? '').trim();
  const visible = String(form.get('visible') ?? '');
  if (!message) {
    return {
      intent,
      ok: false,
      notice: MESSAGES.messageMandatory,
      errors: { message: [MESSAGES.messageMandatory] },
    };
  }
  if (!isMessageRecipient(visible)) return { intent, ok: false, notice: MESSAGES.requestFailed };
  try {
    return { intent, ok: true, notice: await sendBookingMessage(bookingId, { message, visible }) };
  } catch (error) {
    return failure(intent, error);
  }
}

export async function bookingDetailAction(
  bookingId: number,
  form: FormData,
): Promise<BookingActionResult> {
  const intent = String(form.get('intent') ?? '');
  if (intent === 'message') return sendMessage(bookingId, form);
  return { intent, ok: false, notice: MESSAGES.requestFailed };
}
