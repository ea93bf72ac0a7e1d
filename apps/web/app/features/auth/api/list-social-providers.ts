// GET /api/auth/social/providers — the configured providers, for the sign-in buttons.
import type { Schemas } from '@trails/api-client/client';
import { browserApi, unwrap } from '../../../shared/api/client.ts';
import { useRemote } from '../../../shared/api/use-remote.ts';

export type SocialProvider = Schemas['SocialProvider'];

export async function listSocialProviders(
  signal?: AbortSignal,
): Promise<readonly SocialProvider[]> {
  return unwrap(await browserApi().GET('/api/auth/social/providers', { signal })).data;
}

export function useSocialProviders() {
  return useRemote('social-providers', listSocialProviders, { staleMs: 5 * 60_000 });
}
