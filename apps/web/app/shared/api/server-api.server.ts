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

/**
 * A GET answered from the cache when it holds one; else asked of the API — for `visitor` when
 * given, whose address the API's per-address limits then count.
 */
async function cachedFetch(request: Request, visitor?: string): Promise<Response> {
  if (visitor) request.headers.set('X-Forwarded-For', visitor);
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

/**
 * The site server's own client: straight to API_URL, no proxy hop, through the cache. What it
 * asks counts against the site server's own address in the API's limits: for a visitor's page,
 * a loader uses `readApi(request)`.
 */
export const serverApi: ApiClient = createApiClient({
  baseUrl: config.apiUrl,
  fetch: (call) => cachedFetch(call),
});

/**
 * The client a loader reads with for `request`'s visitor: the same cache (an answer kept is
 * anyone's: nothing personal is asked), and on a miss the visitor's address passed on, so the
 * API's read limit counts each visitor's pages. Before, every loader's read counted against the
 * site server's own address: every visitor's pages shared one budget (600 reads a minute), past
 * which every visitor's pages failed.
 */
export function readApi(request: Request): ApiClient {
  const visitor = request.headers.get(CLIENT_ADDRESS_HEADER);
  if (!visitor) return serverApi;
  return createApiClient({
    baseUrl: config.apiUrl,
    fetch: (call) => cachedFetch(call, visitor),
  });
}

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
