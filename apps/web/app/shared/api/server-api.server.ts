import { createApiClient } from '@trails/api-client/client';
import { config } from '../../config.server.ts';
import type { ApiClient } from './client.ts';
import { CLIENT_ADDRESS_HEADER } from '../security/request-headers.ts';

/**
 * Public catalogue reads change rarely and every page asks for several of them (settings,
 * sliders, categories, locations…). The server keeps each successful GET answer for a short
 * while, so a page costs one round trip to the API per call at most every few seconds (ADR 056).
 * The server never sends a user's token, so nothing personal is ever cached here.
 */
const CACHE_MS = 15_000;
const MAX_ENTRIES = 500;
const cache = new Map<string, { expires: number; status: number; type: string; body: string }>();

async function cachedFetch(request: Request): Promise<Response> {
  if (request.method !== 'GET') return fetch(request);
  const now = Date.now();
  const hit = cache.get(request.url);
  if (hit && hit.expires > now) {
    return new Response(hit.body, { status: hit.status, headers: { 'Content-Type': hit.type } });
  }
  const response = await fetch(request);
  if (response.status !== 200) return response;
  const body = await response.text();
  const type = response.headers.get('Content-Type') ?? 'application/json';
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(request.url, { expires: now + CACHE_MS, status: 200, type, body });
  return new Response(body, { status: 200, headers: { 'Content-Type': type } });
}

/** The client the loaders use on the server: straight to API_URL, no proxy hop. */
export const serverApi: ApiClient = createApiClient({
  baseUrl: config.apiUrl,
  fetch: cachedFetch,
});

/** The site's public origin, for canonical links and the sitemap. */
export const publicUrl: string = config.publicUrl;

/**
 * The client for a call the server makes on a visitor's behalf (a form's action): uncached, and
 * passing on the visitor's address for the API's per-address limits.
 */
export function visitorApi(request: Request): ApiClient {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER);
  return createApiClient({
    baseUrl: config.apiUrl,
    fetch: (call) => {
      if (address) call.headers.set('X-Forwarded-For', address);
      return fetch(call);
    },
  });
}
