// GET /api/auth/social/providers — the configured providers, for the sign-in buttons.
import type { Schemas } from '@trails/api-client/client';
import { useQuery } from '@tanstack/react-query';
import { browserApi, unwrap } from '../../../shared/api/client.ts';

export type SocialProvider = Schemas['SocialProvider'];

export async function listSocialProviders(): Promise<readonly SocialProvider[]> {
  return unwrap(await browserApi().GET('/api/auth/social/providers')).data;
}

export function useSocialProviders() {
  return useQuery({
    queryKey: ['social-providers'],
    queryFn: listSocialProviders,
    staleTime: 5 * 60_000,
  });
}
