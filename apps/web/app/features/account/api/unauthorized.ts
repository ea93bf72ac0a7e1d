// An account call answered 401: the token expired or was revoked. The browser's API client has
// already ended the session (ADR 284) and the account layout sends the visitor to log in again
// (ADR 297); callers only need to tell this answer from the others.
import { ApiError } from '../../../shared/api/client.ts';

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
