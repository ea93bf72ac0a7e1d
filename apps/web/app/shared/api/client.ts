// The one way the site talks to the API: the typed client of @trails/api-client. On the server
// the loaders call the API directly (API_URL, see `server-api.server.ts`); in the browser the
// calls go to the same origin, which proxies /api to the API.
import { createApiClient } from '@trails/api-client/client';
import { useSession } from '../session/session-store.ts';

export type ApiClient = ReturnType<typeof createApiClient>;

let browserClient: ApiClient | undefined;

/** The client for calls made from the browser (same origin). */
export function browserApi(): ApiClient {
  browserClient ??= createApiClient({
    baseUrl: window.location.origin,
    // The signed-in session's token, read at every request (ADR 081).
    getAccessToken: () => useSession.getState().token,
  });
  return browserClient;
}

/** Thrown by a loader helper when the API answers with an error: the route shows its error. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** The `data` of an openapi-fetch answer, or an ApiError with the answer's status. */
export function unwrap<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.data === undefined) {
    const message =
      answer.error && typeof answer.error === 'object' && 'message' in answer.error
        ? String(answer.error.message)
        : answer.response.statusText;
    throw new ApiError(answer.response.status, message);
  }
  return answer.data;
}
