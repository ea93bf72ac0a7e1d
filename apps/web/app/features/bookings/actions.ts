// What the booking detail's forms post (the route's action, ADR 123): each form names its
// `intent`. The forms are real HTML forms; the action sends them with the browser's session.
import { redirectDocument } from 'react-router';
import { MESSAGES } from '@trails/domain/messages';
import { parseDisplayDate } from '@trails/domain/tour-date';
import { notADateMessage } from '@trails/ui/date-picker';
import { ApiError } from '../../shared/api/client.ts';
import { sendBookingMessage } from './api/booking-messages.ts';
import {
  amendBooking,
  cancelBooking,
  nameTraveller,
  payAmendment,
  removeTraveller,
  renameTraveller,
  withdrawAmendment,
} from './api/manage-booking.ts';
import { isMessageRecipient } from './message-recipient.ts';

export type BookingActionResult = {
  readonly intent: string;
  readonly ok: boolean;
  /** What the snackbar says. */
  readonly notice: string;
  /** Messages per form field, shown at the field. */
  readonly errors?: Readonly<Record<string, readonly string[]>>;
  /**
   * The API refused the request for what the booking is now (an amendment already waiting, a
   * cancellation asked meanwhile, from another tab or a double-click): the page reloads the
   * booking so that it shows what is there.
   */
  readonly refresh?: boolean;
};

/**
 * The API's own words for a refused request (a 4xx names what is wrong; a 503 says to try again),
 * with its field messages, but plain words for an expired login (401); else the spec's 'Could
 * not send request'.
 */
function failure(intent: string, error: unknown): BookingActionResult {
  // The login expired: the API's "Unauthenticated." says nothing to a traveller. What was typed
  // stays in the form (only a sent message empties it).
  if (error instanceof ApiError && error.status === 401) {
    return { intent, ok: false, notice: MESSAGES.loginExpiredNotSent };
  }
  if (error instanceof ApiError && error.status >= 400 && error.status !== 500) {
    return {
      intent,
      ok: false,
      notice: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
      // A 4xx is the API's word on the booking as it is: the page may be showing an older one.
      ...(error.status < 500 ? { refresh: true } : {}),
    };
  }
  // No answer at all, and the phone says it has no connection: say that, not "could not send".
  if (!(error instanceof ApiError) && typeof navigator !== 'undefined' && !navigator.onLine) {
    return { intent, ok: false, notice: MESSAGES.offlineNotSent };
  }
  return { intent, ok: false, notice: MESSAGES.requestFailed };
}

async function cancel(bookingId: number): Promise<BookingActionResult> {
  try {
    return { intent: 'cancel', ok: true, notice: await cancelBooking(bookingId) };
  } catch (error) {
    return failure('cancel', error);
  }
}

/** A whole number from a form field (0 when empty or not a number). */
function count(form: FormData, name: string): number {
  const value = Number(form.get(name));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

async function amend(bookingId: number, form: FormData): Promise<BookingActionResult> {
  const intent = 'amend';
  // The date box posts dd/mm/yyyy as typed or picked.
  const typed = String(form.get('pud') ?? '').trim();
  const date = parseDisplayDate(typed);
  const location = count(form, 'pul');
  const errors: Record<string, string[]> = {};
  if (!date) errors.pud = [typed ? notADateMessage(typed) : MESSAGES.pickupDateRequired];
  if (!location) errors.pul = [MESSAGES.pickupLocationRequired];
  if (count(form, 'na') < 1) errors.na = [MESSAGES.adultsRequired];
  const first = Object.values(errors)[0]?.[0];
  if (first) return { intent, ok: false, notice: first, errors };
  try {
    await amendBooking({
      aid: count(form, 'aid'),
      pud: date!,
      pul: location,
      na: count(form, 'na'),
      nc: count(form, 'nc'),
      ni: count(form, 'ni'),
      booking: bookingId,
    });
    return { intent, ok: true, notice: MESSAGES.amendmentRequestSent };
  } catch (error) {
    return failure(intent, error);
  }
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

/**
 * An amendment's "Pay": the browser goes to the provider's page (a whole-page load: it is not a
 * route of this site), a new payment when the last one was declined or abandoned (ADR 219).
 */
async function payBalance(form: FormData): Promise<BookingActionResult | Response> {
  const intent = 'pay-amendment';
  const amendment = count(form, 'amendment');
  if (!amendment) return { intent, ok: false, notice: MESSAGES.requestFailed };
  try {
    return redirectDocument(await payAmendment(amendment));
  } catch (error) {
    return failure(intent, error);
  }
}

/** Withdraws a waiting amendment (ADR 294): the booking stays as it is. */
async function withdraw(form: FormData): Promise<BookingActionResult> {
  const intent = 'withdraw-amendment';
  const amendment = count(form, 'amendment');
  if (!amendment) return { intent, ok: false, notice: MESSAGES.requestFailed };
  try {
    return { intent, ok: true, notice: await withdrawAmendment(amendment) };
  } catch (error) {
    return failure(intent, error);
  }
}

/** A traveller's name from a form: each part required, said at its field. */
function travellerName(
  intent: string,
  form: FormData,
): { firstname: string; lastname: string } | BookingActionResult {
  const firstname = String(form.get('firstname') ?? '').trim();
  const lastname = String(form.get('lastname') ?? '').trim();
  const errors: Record<string, string[]> = {};
  if (!firstname) errors.firstname = [MESSAGES.travellerFirstNameRequired];
  if (!lastname) errors.lastname = [MESSAGES.travellerLastNameRequired];
  const first = Object.values(errors)[0]?.[0];
  if (first) return { intent, ok: false, notice: first, errors };
  return { firstname, lastname };
}

/** Names one more traveller (ADR 296). */
async function addTraveller(bookingId: number, form: FormData): Promise<BookingActionResult> {
  const intent = 'name-traveller';
  const name = travellerName(intent, form);
  if ('intent' in name) return name;
  try {
    return { intent, ok: true, notice: await nameTraveller(bookingId, name) };
  } catch (error) {
    return failure(intent, error);
  }
}

/** Corrects a named traveller's name (ADR 305). */
async function correctTraveller(bookingId: number, form: FormData): Promise<BookingActionResult> {
  const intent = 'rename-traveller';
  const traveller = count(form, 'traveller');
  if (!traveller) return { intent, ok: false, notice: MESSAGES.requestFailed };
  const name = travellerName(intent, form);
  if ('intent' in name) return name;
  try {
    return { intent, ok: true, notice: await renameTraveller(bookingId, traveller, name) };
  } catch (error) {
    return failure(intent, error);
  }
}

/** Takes a named traveller off the booking (ADR 305); the party's size stays. */
async function dropTraveller(bookingId: number, form: FormData): Promise<BookingActionResult> {
  const intent = 'remove-traveller';
  const traveller = count(form, 'traveller');
  if (!traveller) return { intent, ok: false, notice: MESSAGES.requestFailed };
  try {
    return { intent, ok: true, notice: await removeTraveller(bookingId, traveller) };
  } catch (error) {
    return failure(intent, error);
  }
}

export async function bookingDetailAction(
  bookingId: number,
  form: FormData,
): Promise<BookingActionResult | Response> {
  const intent = String(form.get('intent') ?? '');
  if (intent === 'message') return sendMessage(bookingId, form);
  if (intent === 'cancel') return cancel(bookingId);
  if (intent === 'amend') return amend(bookingId, form);
  if (intent === 'pay-amendment') return payBalance(form);
  if (intent === 'withdraw-amendment') return withdraw(form);
  if (intent === 'name-traveller') return addTraveller(bookingId, form);
  if (intent === 'rename-traveller') return correctTraveller(bookingId, form);
  if (intent === 'remove-traveller') return dropTraveller(bookingId, form);
  return { intent, ok: false, notice: MESSAGES.requestFailed };
}
