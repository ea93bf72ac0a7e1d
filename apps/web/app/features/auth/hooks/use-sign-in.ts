// The end of every login (spec §4 Login): token stored, profile fetched, logged in, modal closed.
import { useCallback } from 'react';
import { MESSAGES } from '@trails/domain/messages';
import { browserApi } from '../../../shared/api/client.ts';
import { getProfile } from '../../../shared/api/get-profile.ts';
import { notify } from '../../../shared/components/notices.tsx';
import { useSession } from '../../../shared/session/session-store.ts';
import type { SignInMethod } from '../../../shared/session/session-store.ts';

/** Fetches the token's profile and signs in; false (with the notice) when that fails. */
export function useCompleteSignIn() {
  const signIn = useSession((state) => state.signIn);
  return useCallback(
    async (token: string, method: SignInMethod): Promise<boolean> => {
      try {
        const profile = await getProfile(browserApi(), token);
        signIn(token, profile, method);
        notify(MESSAGES.loginSuccessful, 'success');
        return true;
      } catch {
        notify(MESSAGES.errorFetchingData, 'error');
        return false;
      }
    },
    [signIn],
  );
}
