// The typed API client of the app. The API answers on the page's own origin (the customer
// site's server proxies /api to it; `pnpm dev` does the same through Vite).
import { createApiClient } from '@trails/api-client/client';
import type { ApiClient } from '@trails/api-client/client';

export const api: ApiClient = createApiClient({
  baseUrl: window.location.origin,
  // Looked up at call time, so tests can stand in for the network.
  fetch: (request) => globalThis.fetch(request),
});
