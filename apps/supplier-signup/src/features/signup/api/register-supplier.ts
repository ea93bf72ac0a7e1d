// POST /api/register with user_type 2 (spec §6, §7): the supplier's form mapped to wire names.
import type { ApiError } from '@trails/api-client/client';
import { MESSAGES } from '@trails/domain/messages';
import { UserType } from '@trails/domain/user-type';
import { api } from '../../../shared/api.ts';
import type { Settings } from '../../../shared/settings.ts';
import type { SupplierSignUpField, SupplierSignUpForm } from '../supplier-sign-up-form.ts';

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

/** The first entry of the error list, as spec §7 and §8 show it. */
export function firstErrorEntry(error: Partial<ApiError> | undefined): string | undefined {
  for (const messages of Object.values(error?.errors ?? {})) {
    if (messages?.[0]) return messages[0];
  }
  return undefined;
}

function failure(error: Partial<ApiError> | undefined): RegisterOutcome {
  const fieldErrors: Partial<Record<SupplierSignUpField, string>> = {};
  for (const [wireName, messages] of Object.entries(error?.errors ?? {})) {
    const field = fieldOfWireName[wireName];
    if (field && messages?.[0]) fieldErrors[field] ??= messages[0];
  }
  return {
    ok: false,
    message: firstErrorEntry(error) ?? MESSAGES.couldNotProcessRegistration,
    fieldErrors,
  };
}

export async function registerSupplier(
  form: SupplierSignUpForm,
  captchaPayload: string,
  settings: Settings,
): Promise<RegisterOutcome> {
  try {
    const { response, error } = await api.POST('/api/register', {
      body: {
        client_id: settings.oauthClientId,
        client_secret: settings.oauthClientSecret,
        user_type: UserType.Supplier,
        first_name: form.firstName.trim(),
        last_name: form.lastName.trim(),
        work_name: form.businessName.trim(),
        email: form.email.trim(),
        // Passwords go as typed: white space is part of them.
        password: form.password,
        confim_password: form.confirmPassword,
        altcha: captchaPayload,
      },
    });
    return response.ok ? { ok: true } : failure(error);
  } catch {
    // The network failed or the answer was not JSON.
    return failure(undefined);
  }
}
