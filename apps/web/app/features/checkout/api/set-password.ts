// POST /api/account/password/set — the password of the account a guest checkout created (or of an
// account whose mailed password was used), with the token from the mail or the login; and
// POST /api/account/password/token — whether that token still works, asked before the form is
// drawn (ADR 310).
import { MESSAGES } from '@trails/domain/messages';
import type { ApiClient } from '../../../shared/api/client.ts';

export type SetPasswordAnswer =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly field: 'token' | 'password' | undefined;
      readonly message: string;
    };

export async function setPassword(
  api: ApiClient,
  token: string,
  password: string,
): Promise<SetPasswordAnswer> {
  try {
    const { data, error } = await api.POST('/api/account/password/set', {
      body: { token, password },
    });
    if (data) return { ok: true };
    const errors = error && 'errors' in error ? error.errors : undefined;
    if (errors?.token?.[0]) return { ok: false, field: 'token', message: errors.token[0] };
    if (errors?.password?.[0]) return { ok: false, field: 'password', message: errors.password[0] };
    return { ok: false, field: undefined, message: error?.message ?? MESSAGES.requestFailed };
  } catch {
    return { ok: false, field: undefined, message: MESSAGES.requestFailed };
  }
}

/**
 * False only when the API says the token cannot set a password (unknown, used or expired). Any
 * other answer (no connection, a limit) draws the form: setting the password says the rest.
 */
export async function passwordLinkWorks(api: ApiClient, token: string): Promise<boolean> {
  try {
    const { error } = await api.POST('/api/account/password/token', { body: { token } });
    const errors = error && 'errors' in error ? error.errors : undefined;
    return !errors?.token?.[0];
  } catch {
    return true;
  }
}
