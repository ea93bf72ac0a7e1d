// The sign-up rules, checked again on the server in the order of the sign-up form (spec §5),
// plus the rules the spec leaves open (ADR 010: at least 8 characters; ADR 060: not a common
// password). Each field keeps its first message; the first entry overall is what the page shows.
import { MESSAGES } from '@trails/domain/messages';
import { isBlank, looksLikeEmail } from '@trails/domain/validation/text';
import type { BodyMessages, FieldErrors } from '../../http/errors.ts';
import { MIN_PASSWORD_LENGTH, isCommonPassword } from '../auth/passwords.ts';

export const PASSWORD_TOO_SHORT = `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
export const PASSWORD_TOO_COMMON =
  'This password is one of the most common ones. Please choose another.';
export const EMAIL_TAKEN = 'This email address is already registered.';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function record(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

/** The message for a new password, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  return null;
}

export const registerMessages: BodyMessages = (body) => {
  const form = record(body);
  const errors: FieldErrors = {};
  const add = (field: string, message: string | null | false) => {
    if (message && !errors[field]) errors[field] = [message];
  };
  const password = text(form.password);
  const confirm = text(form.confim_password);
  const mismatch =
    !isBlank(password) && !isBlank(confirm) && password !== confirm && MESSAGES.passwordsDoNotMatch;
  add('first_name', isBlank(text(form.first_name)) && MESSAGES.required);
  add('last_name', isBlank(text(form.last_name)) && MESSAGES.required);
  if (form.user_type === 2) add('work_name', isBlank(text(form.work_name)) && MESSAGES.required);
  add('email', isBlank(text(form.email)) && MESSAGES.required);
  add('email', !looksLikeEmail(text(form.email)) && MESSAGES.invalidEmailAddress);
  add('password', isBlank(password) && MESSAGES.required);
  add('password', mismatch);
  add('confim_password', isBlank(confirm) && MESSAGES.required);
  add('confim_password', mismatch);
  if (!isBlank(password) && !mismatch) add('password', passwordProblem(password));
  return errors;
};

/** The login form's messages (spec §5) for a body that failed the schema. */
export const loginMessages: BodyMessages = (body) => {
  const form = record(body);
  const errors: FieldErrors = {};
  if (isBlank(text(form.username))) errors.username = [MESSAGES.emailRequired];
  if (isBlank(text(form.password))) errors.password = [MESSAGES.passwordRequired];
  return errors;
};
