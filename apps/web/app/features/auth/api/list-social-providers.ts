// GET /api/auth/social/providers — the configured providers, for the sign-in buttons.
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@trails/api-client/client';
import { browserApi, unwrap } from '../../../shared/api/client.ts';

export type SocialProvider = Schemas['SocialProvider'];

export async function listSocialProviders(
  signal?: AbortSignal,
): Promise<readonly SocialProvider[]> {
  return unwrap(await browserApi().GET('/api/auth/social/providers', { signal })).data;
}

export function useSocialProviders() {
  return useQuery({
    queryKey: ['social-providers'],
    queryFn: ({ signal }) => listSocialProviders(signal),
    staleTime: 5 * 60_000,
  });
}
