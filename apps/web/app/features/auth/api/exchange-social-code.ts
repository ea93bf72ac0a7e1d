// POST /api/auth/social — the one-time code of a social sign-in for a token (ADR 062).
import type { ApiClient } from '../../../shared/api/client.ts';
import { unwrap } from '../../../shared/api/client.ts';

export async function exchangeSocialCode(api: ApiClient, code: string): Promise<string> {
  return unwrap(await api.POST('/api/auth/social', { body: { code } })).access_token;
}
