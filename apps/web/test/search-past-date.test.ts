// A search whose address names a date before today (a plain-HTML form post, an old link): the
// date is left out of the search and the page says so, instead of 'no experiences' unexplained.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLocalDate } from '@trails/domain/format';
import { searchDatePassed, searchDateTooFar, searchDateUnreadable } from '@trails/domain/messages';
import { tourDateAt } from '@trails/domain/tour-date';
import { fakeApi } from './fake-api.ts';
import { loader } from '../app/routes/search.tsx';

afterEach(() => vi.unstubAllGlobals());

const empty = {
  body: { data: { results: { current_page: 1, last_page: 1, per_page: 12, total: 0, data: [] } } },
};

async function searchAt(query: string) {
  const url = new URL(`http://localhost:3000/search?${query}`);
  const answer = await loader({
    request: new Request(url),
    url,
    params: {},
    context: {},
  } as unknown as Parameters<typeof loader>[0]);
  return answer.data;
}

function daysFromToday(days: number): string {
  return tourDateAt(new Date(Date.now() + days * 86_400_000));
}

describe('the search page with a date', () => {
  it('leaves a past date out of the search and says so', async () => {
    const api = fakeApi({
      'GET /api/search': empty,
      'GET /api/categories/get': { body: { data: [] } },
      'GET /api/locations/get': { body: { data: [] } },
    });
    const past = daysFromToday(-3);
    const data = await searchAt(`key=tea&date=${past}`);
    const search = api.calls.find(
      (call) => call.path === '/api/search' && call.query.get('keyword'),
    );
    expect(search?.query.has('date')).toBe(false);
    expect(data.dateNotice).toBe(searchDatePassed(formatLocalDate(past)));
    expect(data.canonicalPath).not.toContain('date');
  });

  it('leaves a date past the booking horizon out of the search and says until when bookings open (ADR 272)', async () => {
    const api = fakeApi({
      'GET /api/search': empty,
      'GET /api/categories/get': { body: { data: [] } },
      'GET /api/locations/get': { body: { data: [] } },
    });
    const farAhead = daysFromToday(400);
    const data = await searchAt(`key=lake&date=${farAhead}`);
    const search = api.calls.find(
      (call) => call.path === '/api/search' && call.query.get('keyword'),
    );
    expect(search?.query.has('date')).toBe(false);
    expect(data.dateNotice).toBe(
      searchDateTooFar(formatLocalDate(farAhead), formatLocalDate(daysFromToday(365))),
    );
    expect(data.canonicalPath).not.toContain('date');
  });

  it('says so too when the past date comes from the home search sent without scripts', async () => {
    const api = fakeApi({
      'GET /api/search': empty,
      'GET /api/categories/get': { body: { data: [] } },
      'GET /api/locations/get': { body: { data: [] } },
    });
    const past = daysFromToday(-3);
    // The home form as plain HTML: its fields as typed, the date as the visitor wrote it.
    const sent = await searchAt(`pickup=&date=${formatLocalDate(past)}&key=hike`).catch(
      (error: unknown) => error,
    );
    expect(sent).toBeInstanceOf(Response);
    const landing = new URL((sent as Response).headers.get('Location')!, 'http://localhost:3000');
    const data = await searchAt(landing.searchParams.toString());
    expect(data.dateNotice).toBe(searchDatePassed(formatLocalDate(past)));
    const search = api.calls.find(
      (call) => call.path === '/api/search' && call.query.get('keyword'),
    );
    expect(search?.query.has('date')).toBe(false);
  });

  // A tester sent 31/02/2027 and 12/2027 without scripts: every trail was listed without a word.
  // Each with its own keyword: the site keeps a search's answer for a few seconds, and an
  // earlier test searched "hike" without a date.
  for (const [typed, key] of [
    ['31/02/2027', 'ridge'],
    ['12/2027', 'falls'],
  ] as const) {
    it(`says so when the home search sent without scripts carries "${typed}", a date it cannot read`, async () => {
      const api = fakeApi({
        'GET /api/search': empty,
        'GET /api/categories/get': { body: { data: [] } },
        'GET /api/locations/get': { body: { data: [] } },
      });
      const sent = await searchAt(
        new URLSearchParams({ pickup: '', date: typed, key }).toString(),
      ).catch((error: unknown) => error);
      expect(sent).toBeInstanceOf(Response);
      const landing = new URL((sent as Response).headers.get('Location')!, 'http://localhost:3000');
      const data = await searchAt(landing.searchParams.toString());
      expect(data.dateNotice).toBe(searchDateUnreadable(typed));
      expect(data.canonicalPath).not.toContain('date');
      const search = api.calls.find(
        (call) => call.path === '/api/search' && call.query.get('keyword'),
      );
      expect(search?.query.get('keyword')).toBe(key);
      expect(search?.query.has('date')).toBe(false);
    });
  }

  it('searches on a date from today on as asked, without a notice', async () => {
    const api = fakeApi({
      'GET /api/search': empty,
      'GET /api/categories/get': { body: { data: [] } },
      'GET /api/locations/get': { body: { data: [] } },
    });
    const today = daysFromToday(0);
    const data = await searchAt(`key=tea&date=${today}`);
    const search = api.calls.find(
      (call) => call.path === '/api/search' && call.query.get('keyword'),
    );
    expect(search?.query.get('date')).toBe(today);
    expect(data.dateNotice).toBeUndefined();
  });
});
