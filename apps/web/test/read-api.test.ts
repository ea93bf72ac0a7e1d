// A loader's reads go to the API with the visitor's address, so the API's read limit counts each
// visitor's pages: before, they all counted against the site server's own address, one budget of
// 600 reads a minute for every visitor, past which every visitor's pages failed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader as tourLoader } from '../app/routes/tour.tsx';
import { readApi } from '../app/shared/api/server-api.server.ts';
import { CLIENT_ADDRESS_HEADER } from '../app/shared/security/request-headers.ts';
import { activity } from './builders.ts';

/** The calls that reached the API, with the address each was made for. */
let reached: { url: string; forwardedFor: string | null }[] = [];

/** The API's answers: a tour, an empty listing, the tour's bookable dates. */
function answerOf(url: URL): unknown {
  if (url.pathname === '/api/activity') {
    return { data: activity({ id: Number(url.searchParams.get('id')) }) };
  }
  if (url.pathname === '/api/search') return { data: [], current_page: 1, last_page: 1, total: 0 };
  if (url.pathname === '/api/activity/availability') {
    return { data: { min_date: '2026-12-05', sold_out: [] } };
  }
  return { data: {} };
}

function stubApi() {
  reached = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (call: Request) => {
      reached.push({ url: call.url, forwardedFor: call.headers.get('X-Forwarded-For') });
      return Response.json(answerOf(new URL(call.url)));
    }),
  );
}

/** A page request as the site's first middleware leaves it: the visitor's address written. */
function pageRequest(visitor?: string) {
  return new Request('http://127.0.0.1:3000/some/page', {
    headers: visitor ? { [CLIENT_ADDRESS_HEADER]: visitor } : {},
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("a loader's reads", () => {
  it("ask the API for the visitor whose page it is, and a kept answer serves the next visitor's", async () => {
    stubApi();
    // A tour id no other test asks for: the site's cache outlives a test.
    const query = { params: { query: { id: 987_001 } } };
    await readApi(pageRequest('203.0.113.7')).GET('/api/activity', query);
    expect(reached).toEqual([
      { url: expect.stringContaining('id=987001'), forwardedFor: '203.0.113.7' },
    ]);
    // The answer is anyone's (nothing personal is asked): kept, it costs the next visitor nothing.
    await readApi(pageRequest('198.51.100.4')).GET('/api/activity', query);
    expect(reached).toHaveLength(1);
  });

  it('ask as the site server itself when the visitor is not known', async () => {
    stubApi();
    await readApi(pageRequest()).GET('/api/activity', { params: { query: { id: 987_002 } } });
    expect(reached).toEqual([{ url: expect.stringContaining('id=987002'), forwardedFor: null }]);
  });

  it("of a tour page are the visitor's: each counts against their address, not the site's", async () => {
    stubApi();
    const page = new Request('http://127.0.0.1:3000/activity/details/987003', {
      headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.9' },
    });
    const loaded = await tourLoader({
      params: { aid: '987003' },
      request: page,
      context: {},
    } as unknown as Parameters<typeof tourLoader>[0]);
    expect(loaded.activity.id).toBe(987_003);
    expect(loaded.bookable?.first).toBe('2026-12-05');
    expect(reached.length).toBeGreaterThanOrEqual(3);
    expect(reached.map((call) => call.forwardedFor)).toEqual(reached.map(() => '203.0.113.9'));
  });
});
