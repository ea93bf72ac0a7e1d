// POST /api/register with user_type 2 (spec §6, §7): the supplier's form mapped to wire names.
// It goes through the customer site's server (/auth/register/supplier), which serves this app,
// adds the first-party client's id and secret and fixes user_type 2 — no page carries the secret
// (ADR 080, ADR 071).
import type { ApiError, Schemas } from '@trails/api-client/client';
import { MESSAGES } from '@trails/domain/messages';
import { apiFieldErrorsOf, formErrorsOf } from '@trails/domain/validation/api-refusal';
import type { SupplierSignUpField, SupplierSignUpForm } from '../supplier-sign-up-form.ts';

/** What the page sends: the register call's fields but the ones the site's server adds. */
type SupplierSignUpRequest = Omit<
  Schemas['RegisterRequest'],
  'client_id' | 'client_secret' | 'user_type' | 'offers'
>;

export const SUPPLIER_SIGN_UP_PATH = '/auth/register/supplier';

export type RegisterOutcome =
  | { readonly ok: true }
  | {
      readonly ok: false;
      /** The notice: the first entry of the server's error list, else the generic failure. */
      readonly message: string;
      /** The server's first message per form field, for the inline errors. */
      readonly fieldErrors: Partial<Record<SupplierSignUpField, string>>;
    };

/** Wire names of the register call → the form's fields. */
const fieldOfWireName: Readonly<Record<string, SupplierSignUpField>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  work_name: 'businessName',
  email: 'email',
  password: 'password',
  confim_password: 'confirmPassword',
  altcha: 'captcha',
};

/** The form's labels, which a refusal of the API at that field starts with. */
export const FIELD_LABELS: Readonly<Record<SupplierSignUpField, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  businessName: 'Business name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  captcha: 'Captcha',
};

/** The first entry of the error list, as spec §7 and §8 show it. */
export function firstErrorEntry(error: Partial<ApiError> | undefined): string | undefined {
  for (const messages of Object.values(error?.errors ?? {})) {
    if (messages?.[0]) return messages[0];
  }
  return undefined;
}

function failure(error: Partial<ApiError> | undefined): RegisterOutcome {
  // Said at the form's fields in its words ("Business name: at most 200 characters"), never with
  // the API's wire name (`work_name`).
  const fieldErrors: Partial<Record<SupplierSignUpField, string>> = formErrorsOf(
    apiFieldErrorsOf(error),
    (wireName) => {
      const field = fieldOfWireName[wireName];
      return field && { name: field, label: FIELD_LABELS[field] };
    },
  );
  return {
    ok: false,
    message:
      Object.values(fieldErrors)[0] ??
      firstErrorEntry(error) ??
      MESSAGES.couldNotProcessRegistration,
    fieldErrors,
  };
}

export async function registerSupplier(
  form: SupplierSignUpForm,
  captchaPayload: string,
): Promise<RegisterOutcome> {
  const body: SupplierSignUpRequest = {
    first_name: form.firstName.trim(),
    last_name: form.lastName.trim(),
    work_name: form.businessName.trim(),
    email: form.email.trim(),
    // Passwords go as typed: white space is part of them.
    password: form.password,
    confim_password: form.confirmPassword,
    altcha: captchaPayload,
  };
  try {
    // Looked up at call time, so tests can stand in for the network.
    const response = await globalThis.fetch(
      new Request(new URL(SUPPLIER_SIGN_UP_PATH, window.location.origin), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    if (response.ok) return { ok: true };
    return failure((await response.json()) as Partial<ApiError>);
  } catch {
    // The network failed or the answer was not JSON.
    return failure(undefined);
  }
}
