// "401 to a call made with the traveller's token ⇒ the session has ended" (ADR 284), in one
// place: the browser's API client. The token expired (30 minutes idle) or was revoked (logged out
// on another device); keeping it would make every later call fail the same way while the page
// still showed the traveller as logged in, with no way back to the guest path.
import type { ApiClient } from '@trails/api-client/client';
import type { SessionState } from './session-store.ts';

type Middleware = Parameters<ApiClient['use']>[0];

/**
 * The credential exchanges: their 401 judges the e-mail and password (or the provider's code)
 * sent, not a token the browser holds.
 */
const CREDENTIAL_PATHS: ReadonlySet<string> = new Set(['/oauth/token', '/api/auth/social']);

const BEARER = /^Bearer\s+(.+)$/;

/** Ends `session` when the API refuses the token a call was made with. */
export function endSessionOnUnauthorized(session: () => Pick<SessionState, 'expire'>): Middleware {
  return {
    onResponse({ request, response, schemaPath }) {
      if (response.status !== 401 || CREDENTIAL_PATHS.has(schemaPath)) return undefined;
      const token = BEARER.exec(request.headers.get('Authorization') ?? '')?.[1];
      // Only the token the call was made with: a late answer to a call of a session since
      // replaced by a new login leaves the new one alone (`expire` compares).
      if (token) session().expire(token);
      return undefined;
    },
  };
}
