// POST /api/email/sub — the deals subscription.
import type { ApiClient } from '../../../shared/api/client.ts';

export async function subscribeToDeals(api: ApiClient, email: string): Promise<boolean> {
  const { response } = await api.POST('/api/email/sub', { body: { email } });
  return response.ok;
}
