// POST /api/auth/logout/everywhere (auth, beyond spec): ends every session of the account (ADR 182).
import type { ApiClient } from '../../../shared/api/client.ts';

/** Whether the account's sessions are over: true also when this one had already lapsed (401). */
export async function logOutEverywhere(api: ApiClient, token?: string): Promise<boolean> {
  try {
    const { response } = await api.POST('/api/auth/logout/everywhere', {
      ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
    });
    return response.ok || response.status === 401;
  } catch {
    return false;
  }
}
