// What counts as "empty" and as "an email address" in every form.

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
