// ADR 197: a public catalogue answer is kept as bytes with a strong ETag; a caller holding it
// gets a bodiless 304. Every answer carries the same security headers Helmet set per request.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from './support/contract.ts';
import { anotherApp, createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
let cached: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  // The app as deployed: the public cache on (the harness turns it off).
  cached = await anotherApp(t, { responseCacheMs: 60_000 });
});
afterAll(async () => {
  await cached?.close();
  await t?.close();
});

const STRONG_TAG = /^"[A-Za-z0-9_-]{27}"$/;

describe('which answers are cached', () => {
  it('is the contract’s choice: the reads that declare a 304, and no other', async () => {
    const tour = await t.app.inject({ method: 'GET', url: '/api/search?limit=1' });
    const id = (tour.json() as { data: { results: { data: { id: number }[] } } }).data.results
      .data[0]!.id;
    for (const [operationId, url] of [
      ['searchActivities', '/api/search?limit=2'],
      ['getActivity', `/api/activity?id=${id}`],
      ['listLocations', '/api/locations/get'],
    ] as const) {
      const first = await cached.inject({ method: 'GET', url });
      const again = await cached.inject({ method: 'GET', url });
      expect(again.headers['x-cache'], url).toBe('hit');
      const held = await cached.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': first.headers.etag as string },
      });
      expect(held.statusCode, url).toBe(304);
      expectContract(held, operationId);
    }
    // A public read the contract does not declare cacheable: neither cached nor tagged.
    const settings = await cached.inject({ method: 'GET', url: '/api/auth/social/providers' });
    expect(settings.statusCode).toBe(200);
    expect(settings.headers['x-cache']).toBeUndefined();
    expect(settings.headers.etag).toBeUndefined();
  });
});

describe('a cached answer', () => {
  it('is the same bytes with the same strong ETag on a miss and on a hit', async () => {
    const url = '/api/search?keyword=tea&limit=2';
    const miss = await cached.inject({ method: 'GET', url });
    const hit = await cached.inject({ method: 'GET', url });
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect(miss.statusCode).toBe(200);
    expect(miss.headers.etag).toMatch(STRONG_TAG);
    expect(hit.headers.etag).toBe(miss.headers.etag);
    expect(hit.body).toBe(miss.body);
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(hit.headers['content-length'])).toBe(Buffer.byteLength(hit.body));
    expect(hit.json()).toEqual(miss.json());
    // Another answer, another tag.
    const other = await cached.inject({ method: 'GET', url: '/api/search?keyword=tea&limit=1' });
    expect(other.headers.etag).not.toBe(miss.headers.etag);
  });

  it('answers 304 without a body to a caller that holds it, 200 to one that holds another', async () => {
    const url = '/api/categories/get';
    const first = await cached.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    for (const held of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
      const again = await cached.inject({ method: 'GET', url, headers: { 'if-none-match': held } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['x-request-id']).toBeDefined();
    }
    // The contract declares the 304 and the ETag (its caller can rely on them).
    const notModified = await cached.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': etag },
    });
    expectContract(notModified, 'listCategories');
    const changed = await cached.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(first.body);
  });

  it('has its ETag and 304 with the cache off too, and an error has neither', async () => {
    const url = '/api/categories/get';
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers.etag).toMatch(STRONG_TAG);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const missing = await cached.inject({
      method: 'GET',
      url: '/api/activity?id=999999',
      headers: { 'if-none-match': '*' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe('the security headers', () => {
  // Helmet 8's defaults with images fetchable from the site's origin: exactly the set
  // @fastify/helmet wrote on every request before ADR 197.
  const SECURITY_HEADERS = {
    'content-security-policy':
      "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline';upgrade-insecure-requests",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'cross-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  const OTHER_HEADERS = new Set([
    'x-request-id',
    'x-cache',
    'etag',
    'content-type',
    'content-length',
    'date',
    'connection',
    'retry-after',
  ]);

  it('are exactly Helmet’s set on answers, cache hits, 304s, 404s and bad input', async () => {
    const etag = (await cached.inject({ method: 'GET', url: '/api/categories/get' })).headers.etag;
    const answers = [
      await t.app.inject({ method: 'GET', url: '/healthz' }),
      await cached.inject({ method: 'GET', url: '/api/categories/get' }),
      await cached.inject({
        method: 'GET',
        url: '/api/categories/get',
        headers: { 'if-none-match': etag as string },
      }),
      await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      await t.app.inject({ method: 'GET', url: '/api/activity?id=not-a-number' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 304, 404, 400]);
    for (const answer of answers) {
      const security = Object.fromEntries(
        Object.entries(answer.headers).filter(([name]) => !OTHER_HEADERS.has(name)),
      );
      expect(security).toEqual(SECURITY_HEADERS);
    }
  });
});
