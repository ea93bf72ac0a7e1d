// The sign-up rules, checked again on the server in the order of the sign-up form (spec §5),
// plus the rules the spec leaves open (ADR 010: at least 8 characters; ADR 060: not a common
// password). Each field keeps its first message; the first entry overall is what the page shows.
import { API_MESSAGES, formRefusals, MESSAGES, passwordTooShort } from '@trails/domain/messages';
import { validateSignUp } from '@trails/domain/validation/signup';
import { isBlank, looksLikeEmail } from '@trails/domain/validation/text';
import type { BodyMessages, FieldErrors } from '../../http/errors.ts';
import { MIN_PASSWORD_LENGTH, isCommonPassword } from '../auth/passwords.ts';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function record(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

/** The message for a new password, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return passwordTooShort(MIN_PASSWORD_LENGTH);
  if (isCommonPassword(password)) return API_MESSAGES.passwordTooCommon;
  return null;
}

const SIGN_UP_FIELDS = [
  ['firstName', 'first_name'],
  ['lastName', 'last_name'],
  ['email', 'email'],
  ['password', 'password'],
  ['confirmPassword', 'confim_password'],
] as const;

/**
 * The sign-up form's own validator (@trails/domain, the captcha aside: the server checks it
 * itself), in wire names, with the business name of a supplier after the last name (the
 * supplier form's order) and the password rules last.
 */
export const registerMessages: BodyMessages = (body) => {
  const form = record(body);
  const password = text(form.password);
  const result = validateSignUp({
    firstName: text(form.first_name),
    lastName: text(form.last_name),
    email: text(form.email),
    password,
    confirmPassword: text(form.confim_password),
    captchaSolved: true,
  });
  const errors: FieldErrors = {};
  for (const [field, wire] of SIGN_UP_FIELDS) {
    if (wire === 'email' && form.user_type === 2 && isBlank(text(form.work_name))) {
      errors.work_name = [MESSAGES.required];
    }
    const message = result.errors[field];
    if (message) errors[wire] = [message];
  }
  const problem = isBlank(password) ? null : passwordProblem(password);
  if (problem && !errors.password) errors.password = [problem];
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

/**
 * The profile update's refusals in the product's words, where the contract refuses before the
 * handler runs: a new password under the length (the sign-up's "The password must be at least 8
 * characters.", not Ajv's "The value field must NOT have fewer than 8 characters.") and a new
 * e-mail that is no address. Other refusals keep their messages.
 */
export const profileUpdateMessages: BodyMessages = (body): FieldErrors => {
  const form = record(body);
  const value = text(form.value);
  if (form.field === 'password' && value !== '') {
    const problem = passwordProblem(value);
    return problem ? { value: [problem] } : {};
  }
  if (form.field === 'email' && value.trim() !== '' && !looksLikeEmail(value)) {
    return { value: [formRefusals.notEmail('Email')] };
  }
  return {};
};
