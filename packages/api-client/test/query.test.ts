import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/client.ts';
import { createApiQueryHooks } from '../src/query.ts';
import { baseUrl, fakeFetch } from './fake-fetch.ts';

describe('createApiQueryHooks', () => {
  it('keys a query by method, path and params, and fetches it through the client', async () => {
    const fetch = fakeFetch({ data: [{ id: 1, name: 'Hiking' }] });
    const hooks = createApiQueryHooks(
      createApiClient({ baseUrl, fetch, getAccessToken: () => 'tok_q' }),
    );

    const options = hooks.queryOptions('get', '/api/categories/get');
    const result = await new QueryClient().fetchQuery(options);

    expect(options.queryKey).toEqual(['get', '/api/categories/get']);
    expect(result.data).toEqual([{ id: 1, name: 'Hiking' }]);
    expect(fetch.requests[0]?.headers.get('Authorization')).toBe('Bearer tok_q');
  });
});
