// What counts as "empty", "an email address" and "a phone number" in every form.

/** Empty, missing or white space only (any Unicode white space). */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

// The spec asks for "a basic address pattern": something@something.something, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether text looks like an email address (surrounding white space is ignored). */
export function looksLikeEmail(value: string | null | undefined): boolean {
  return value != null && EMAIL.test(value.trim());
}

// A phone number as people write it: an optional leading + (or "(+94)"), then digits with
// spaces, brackets, dots, dashes or slashes between them ("+94 (77) 123-4567", "081 222 3333").
// No country's numbering plan is checked: a traveller's own number from anywhere must pass
// (ADR 250). Pasted and typed forms are read as the same characters first: full-width digits and
// plus (an East Asian keyboard), no-break spaces and typographic dashes (a copied number).
const PHONE = /^(?:\+|\(\+)?[0-9 ()./-]+$/;
/** A date is not a phone number, though it is digits and separators ("15/01/2027"). */
const DATE_SHAPED = /^(?:\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{1,2}-\d{1,2})$/;
/** The fewest digits a reachable number has, even a short local one. */
const PHONE_MIN_DIGITS = 5;
/** E.164 numbers have at most 15 digits; a few more leave room for a written-out trunk prefix. */
const PHONE_MAX_DIGITS = 20;
/** The contract's longest phone (every phone field's `maxLength`). */
export const PHONE_MAX_LENGTH = 30;

function phoneCharacters(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/\s/g, ' ')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .trim();
}

/** Whether text looks like a phone number (surrounding white space is ignored). */
export function looksLikePhone(value: string | null | undefined): boolean {
  if (value == null || value.trim().length > PHONE_MAX_LENGTH) return false;
  const text = phoneCharacters(value);
  const digits = text.replace(/[^0-9]/g, '').length;
  return (
    PHONE.test(text) &&
    !DATE_SHAPED.test(text) &&
    digits >= PHONE_MIN_DIGITS &&
    digits <= PHONE_MAX_DIGITS
  );
}
