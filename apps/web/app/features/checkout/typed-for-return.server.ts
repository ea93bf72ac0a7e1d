// What a plain post typed at checkout, kept for the way back from the payment page. With scripts
// the browser keeps a draft of the form (stores/checkout-draft.ts); without them nothing in the
// browser does, and a declined or cancelled payment brought the traveller back to an empty form.
// The server keeps what was posted in a cookie of the checkout page instead: HttpOnly, for an
// hour (a payment page is not kept open longer), gone once the order is paid. It holds only what
// this browser posted; a changed cookie only changes what its own form is drawn with, and every
// submit is checked again.
import { createCookie } from 'react-router';
import { publicUrl } from '../../shared/api/server-api.server.ts';
import { FORM_FIELDS, itemField } from './checkout-fields.ts';
import type { CheckoutValues } from './checkout-fields.ts';

export const TYPED_COOKIE = 'lanka-trails-checkout';

const typed = createCookie(TYPED_COOKIE, {
  path: '/checkout',
  httpOnly: true,
  sameSite: 'lax',
  secure: publicUrl.startsWith('https:'),
  maxAge: 60 * 60,
});

/** A browser keeps a cookie of at most 4,096 bytes, its name and attributes included. */
const COOKIE_BYTES = 4000;
const FIELD_NAME = /^[a-z0-9_]{1,64}$/;
const MOST_FIELDS = 400;

/** Forgets the kept details (an order paid). */
export function forgetTyped(): Promise<string> {
  return typed.serialize('', { maxAge: 0 });
}

/**
 * The `Set-Cookie` keeping what was posted, without the attempt's key and the confirmation (the
 * next submit is a new attempt and asks again). A cart too large for a cookie is not kept: its
 * way back is the empty form it was before.
 */
export async function keepTyped(values: CheckoutValues): Promise<string> {
  const {
    [FORM_FIELDS.idempotencyKey]: _key,
    [FORM_FIELDS.confirmed]: _confirmed,
    ...kept
  } = values;
  const header = await typed.serialize(kept);
  return header.length <= COOKIE_BYTES ? header : forgetTyped();
}

/** What was posted, from a request's `Cookie` header; empty when absent or not ours. */
export async function typedFrom(cookieHeader: string | null): Promise<CheckoutValues> {
  const value: unknown = await typed.parse(cookieHeader).catch(() => null);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => FIELD_NAME.test(entry[0]) && typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries.slice(0, MOST_FIELDS));
}

/**
 * Kept values posted for exactly these cart items, in this order; else none: the fields are
 * numbered by the cart's order (`b0_…`), and a changed cart would put one tour's travellers
 * under another.
 */
export function typedFor(typed: CheckoutValues, activityIds: readonly number[]): CheckoutValues {
  const sameItems =
    typed[FORM_FIELDS.itemCount] === String(activityIds.length) &&
    activityIds.every((id, index) => typed[itemField(index, 'activity_id')] === String(id));
  return sameItems ? typed : {};
}
