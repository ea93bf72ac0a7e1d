import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/client.ts';
import { baseUrl, fakeFetch } from './fake-fetch.ts';

const profile = {
  id: 42,
  avatar: null,
  email: 'nimal.perera@example.com',
  first_name: 'Nimal',
  last_name: 'Perera',
  phone_number: null,
};

describe('createApiClient', () => {
  it('sends the bearer token when the token source has one', async () => {
    const fetch = fakeFetch({ data: profile });
    const client = createApiClient({ baseUrl, fetch, getAccessToken: () => 'tok_123' });

    const { data } = await client.GET('/api/account/profile');

    expect(fetch.requests[0]?.headers.get('Authorization')).toBe('Bearer tok_123');
    expect(data?.data.first_name).toBe('Nimal');
  });

  it('waits for an async token source', async () => {
    const fetch = fakeFetch({ data: profile });
    const client = createApiClient({
      baseUrl,
      fetch,
      getAccessToken: () => Promise.resolve('tok_async'),
    });

    await client.GET('/api/account/profile');

    expect(fetch.requests[0]?.headers.get('Authorization')).toBe('Bearer tok_async');
  });

  it.each([
    ['null', () => null],
    ['undefined', () => undefined],
    ['an empty string', () => ''],
    ['a promise of null', () => Promise.resolve(null)],
  ])('sends no Authorization header when the token source returns %s', async (_, source) => {
    const fetch = fakeFetch({ data: { results: { data: [] } } });
    const client = createApiClient({ baseUrl, fetch, getAccessToken: source });

    await client.GET('/api/search', { params: { query: { keyword: 'kandy' } } });

    expect(fetch.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends no Authorization header without a token source', async () => {
    const fetch = fakeFetch();
    const client = createApiClient({ baseUrl, fetch });

    await client.GET('/api/categories/get');

    expect(fetch.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('asks the token source again for every request, so logout takes effect at once', async () => {
    let token: string | null = 'tok_before_logout';
    const fetch = fakeFetch();
    const client = createApiClient({ baseUrl, fetch, getAccessToken: () => token });

    await client.GET('/api/account/favourites');
    token = null;
    await client.GET('/api/account/favourites');

    expect(fetch.requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer tok_before_logout',
      null,
    ]);
  });

  it('builds the published URL, query and JSON body of a call', async () => {
    const fetch = fakeFetch({ amount: 90, amount_formatted: 'USD 90.00', min_date: '2026-12-02' });
    const client = createApiClient({ baseUrl, fetch });

    await client.GET('/api/account/my-bookings/show/{id}', { params: { path: { id: 301 } } });
    await client.GET('/api/search', {
      params: { query: { keyword: 'ella', tour_type: 2, limit: 4 } },
    });
    await client.POST('/api/activity/cost', { body: { aid: 12, pul: 3, na: 2 } });

    const [show, search, cost] = fetch.requests;
    expect(show?.url).toBe(`${baseUrl}/api/account/my-bookings/show/301`);
    expect(search?.url).toBe(`${baseUrl}/api/search?keyword=ella&tour_type=2&limit=4`);
    expect(cost?.method).toBe('POST');
    expect(await cost?.json()).toEqual({ aid: 12, pul: 3, na: 2 });
  });

  it('hands back the Error answer of a failed call', async () => {
    const fetch = fakeFetch({ message: 'Unauthenticated.' }, 401);
    const client = createApiClient({ baseUrl, fetch });

    const { data, error, response } = await client.GET('/api/account/profile');

    expect(data).toBeUndefined();
    expect(response.status).toBe(401);
    expect(error?.message).toBe('Unauthenticated.');
  });
});
