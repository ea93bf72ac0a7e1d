// A form that needs scripts (login, sign-up: ADR 081, 212) and was sent without them answers
// with its page again. What the visitor typed comes back in it, so turning scripts on and
// sending again does not mean typing it again. Passwords never come back.

/** Longer than any field of these forms accepts (an address is at most 254 characters). */
const MAX_TYPED = 320;

/** The text typed into the field `name`, or '' if the form had none. */
export function typedText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, MAX_TYPED) : '';
}
