import { createApiClient } from '@trails/api-client/client';
import { config } from '../../config.server.ts';
import type { ApiClient } from './client.ts';

/** The client the loaders use on the server: straight to API_URL, no proxy hop. */
export const serverApi: ApiClient = createApiClient({
  baseUrl: config.apiUrl,
  getAccessToken: () => undefined,
});

/** The site's public origin, for canonical links and the sitemap. */
export const publicUrl: string = config.publicUrl;
