// POST /api/account/profile/field/update (auth): one field at a time; the user reloads after.
import { browserApi, unwrap } from '../../../shared/api/client.ts';

export type ProfileField = 'first_name' | 'last_name' | 'phone_number' | 'email' | 'password';

/** Answers the API's message: for a new address, that a link was mailed to it (ADR 111). */
export async function updateProfileField(
  field: ProfileField,
  value: string,
  currentPassword?: string,
): Promise<string> {
  const body = currentPassword
    ? { field, value, current_password: currentPassword }
    : { field, value };
  const answer = unwrap(await browserApi().POST('/api/account/profile/field/update', { body }));
  return answer.message;
}
