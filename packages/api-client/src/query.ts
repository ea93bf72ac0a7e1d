// React Query hooks over the typed client (openapi-react-query): `useQuery`, `useMutation`,
// `queryOptions`… keyed by method, path and params, typed from the contract.
import createQueryHooks from 'openapi-react-query';
import type { OpenapiQueryClient } from 'openapi-react-query';
import type { ApiClient, paths } from './client.ts';

export type ApiQueryHooks = OpenapiQueryClient<paths>;

export function createApiQueryHooks(client: ApiClient): ApiQueryHooks {
  return createQueryHooks(client);
}
