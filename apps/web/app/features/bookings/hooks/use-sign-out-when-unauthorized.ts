// A bookings call answered 401: the token expired or was revoked. The session ends here too and
// the account layout sends the visitor to /login (ADR 081).
import { useEffect } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session-store.ts';

export function useSignOutWhenUnauthorized(error: unknown): void {
  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) useSession.getState().signOut();
  }, [error]);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
