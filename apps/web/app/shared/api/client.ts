// The one way the site talks to the API: the typed client of @trails/api-client. On the server
// the loaders call the API directly (API_URL, see `server-api.server.ts`); in the browser the
// calls go to the same origin, which proxies /api to the API.
import { createApiClient } from '@trails/api-client/client';
import { endSessionOnUnauthorized } from '../session/end-on-unauthorized.ts';
import { useSession } from '../session/session-store.ts';

export type ApiClient = ReturnType<typeof createApiClient>;

let browserClient: ApiClient | undefined;

/** The client for calls made from the browser (same origin). */
export function browserApi(): ApiClient {
  if (browserClient) return browserClient;
  browserClient = createApiClient({
    baseUrl: window.location.origin,
    // The signed-in session's token, read at every request (ADR 081).
    getAccessToken: () => useSession.getState().token,
  });
  // A 401 to a call made with that token ends the session, whichever screen made it (ADR 284).
  browserClient.use(endSessionOnUnauthorized(() => useSession.getState()));
  return browserClient;
}

/** Thrown by a loader helper when the API answers with an error: the route shows its error. */
export class ApiError extends Error {
  readonly status: number;
  /** The contract's per-field messages of a 4xx (`Error.errors`), when the API sent them. */
  readonly errors: Record<string, string[]> | undefined;
  constructor(status: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

/** The `data` of an openapi-fetch answer, or an ApiError with the answer's status. */
export function unwrap<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.data === undefined) {
    const message =
      answer.error && typeof answer.error === 'object' && 'message' in answer.error
        ? String(answer.error.message)
        : answer.response.statusText;
    const errors =
      answer.error && typeof answer.error === 'object' && 'errors' in answer.error
        ? (answer.error.errors as Record<string, string[]>)
        : undefined;
    throw new ApiError(answer.response.status, message, errors);
  }
  return answer.data;
}
