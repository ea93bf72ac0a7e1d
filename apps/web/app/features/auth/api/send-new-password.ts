// POST /api/client/chpwd — mails the account a new password.
import type { ApiClient } from '../../../shared/api/client.ts';

export type NewPasswordResult = 'sent' | 'not-found' | 'failed';

export async function sendNewPassword(
  api: ApiClient,
  username: string,
): Promise<NewPasswordResult> {
  try {
    const answer = await api.POST('/api/client/chpwd', { body: { username: username.trim() } });
    if (answer.response.ok) return 'sent';
    return answer.response.status === 404 ? 'not-found' : 'failed';
  } catch {
    return 'failed';
  }
}
