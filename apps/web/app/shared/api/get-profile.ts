// GET /api/account/profile — the signed-in user (after login, and reloaded after a change).
import type { UserProfile } from '../session/session-store.ts';
import type { ApiClient } from './client.ts';
import { unwrap } from './client.ts';

/** The profile of the token's user; `token` overrides the session's (right after login). */
export async function getProfile(api: ApiClient, token?: string): Promise<UserProfile> {
  const answer = await api.GET('/api/account/profile', {
    ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
  });
  return unwrap(answer).data;
}
