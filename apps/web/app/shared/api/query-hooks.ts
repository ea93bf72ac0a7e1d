// TanStack Query over the typed client (@trails/api-client/query): query keys and functions
// made from the contract's paths, for the browser's interactive calls.
import { createApiClient } from '@trails/api-client/client';
import { createApiQueryHooks, type ApiQueryHooks } from '@trails/api-client/query';
import { browserApi } from './client.ts';

let hooks: ApiQueryHooks | undefined;

/**
 * The hooks and `queryOptions` bound to the browser's client (made on first use). A server
 * render gets options it never runs (these queries are enabled in the browser only), over a
 * client that has no origin to call.
 */
export function browserQueries(): ApiQueryHooks {
  if (typeof window === 'undefined') return createApiQueryHooks(createApiClient({ baseUrl: '/' }));
  hooks ??= createApiQueryHooks(browserApi());
  return hooks;
}
