// An account call answered 401: the token expired or was revoked. The session ends here too,
// and the account layout sends the visitor to /login.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session-store.ts';

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function useSignOutWhenUnauthorized(error: unknown): void {
  useEffect(() => {
    if (isUnauthorized(error)) useSession.getState().signOut();
  }, [error]);
}

/**
 * While an account page is open, any query or mutation answered 401 ends the session: one place
 * for every page, so a page that forgets to check cannot go on showing the saved data.
 */
export function useSignOutOnAnyUnauthorized(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const signOut = (error: unknown) => {
      if (isUnauthorized(error)) useSession.getState().signOut();
    };
    // Only the failure itself: a query that failed before keeps its error while it asks again.
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') signOut(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') signOut(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
