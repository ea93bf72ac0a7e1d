// GET /api/account/profile, asked afresh as each account page opens: the token saved in this tab
// may have been ended elsewhere ("Log out everywhere", a password change), and the saved profile
// must not be shown until the API has said the token still works.
import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../../../shared/api/client.ts';
import { getProfile } from '../../../shared/api/get-profile.ts';
import { isUnauthorized } from './unauthorized.ts';

export function useCheckedProfile(token: string | null, page: string) {
  return useQuery({
    // Under 'account': logging out removes it with the rest of the area's answers.
    queryKey: ['account', 'profile', token, page],
    queryFn: () => getProfile(browserApi()),
    enabled: token !== null,
    // Never answered from the cache: each page asks again.
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    // A 401 is the answer, not a hiccup to try again.
    retry: (failures, error) => !isUnauthorized(error) && failures < 1,
  });
}
