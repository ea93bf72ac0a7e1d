// POST /api/account/profile/field/update (auth): one field at a time; the user reloads after.
import { browserApi, unwrap } from '../../../shared/api/client.ts';

export type ProfileField = 'first_name' | 'last_name' | 'phone_number' | 'email' | 'password';

export async function updateProfileField(field: ProfileField, value: string): Promise<void> {
  unwrap(await browserApi().POST('/api/account/profile/field/update', { body: { field, value } }));
}
