// POST /api/account/password/set — the password of the account a guest checkout created, with
import { MESSAGES } from '@trails/domain/messages';
// the token from the mail.
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
