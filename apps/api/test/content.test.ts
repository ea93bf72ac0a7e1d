import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeTourIds, locationId } from './support/catalogue.ts';
import { expectContract } from './support/contract.ts';
import { anotherApp, createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';
import { sql } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function get(url: string, operationId: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expectContract(response, operationId);
  return response;
}

describe('site content', () => {
  it('gives about, privacy, cookie, disclaimer and guidelines with meta titles and descriptions', async () => {
    const response = await get('/api/content/site/get', 'getSiteContent');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    for (const key of ['about', 'privacy', 'cookie', 'disclaimer', 'guidelines']) {
      expect(data[key].content, key).toContain('<');
      expect(data[key].meta_title, key).not.toBe('');
      expect(data[key].meta_description, key).not.toBe('');
    }
  });

  it('gives the site settings with the featured tours', async () => {
    const data = (await get('/api/settings/site/get', 'getSiteSettings')).json().data;
    expect(data.title).toContain('Lanka Trails');
    expect(data.featured).toEqual(await activeTourIds(t.db, sql`t.featured`));
  });

  it('gives the banner slides, featured categories and instagram posts with images', async () => {
    const slides = (await get('/api/sliders/get', 'listSliders')).json().data;
    expect(slides.length).toBeGreaterThanOrEqual(3);
    expect(slides[0].image_name).toMatch(/^\/media\/[a-z0-9-]+\?w=1920$/);
    expect(slides[0].picture.srcset.split(', ')).toHaveLength(5);
    const tiles = (await get('/api/featured/categories/get', 'listFeaturedCategories')).json().data;
    expect(tiles.length).toBeGreaterThanOrEqual(4);
    expect(tiles[0].categories[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    const posts = (await get('/api/instagram/get', 'listInstagramPosts')).json().data;
    expect(posts.length).toBeGreaterThanOrEqual(6);
  });

  it('lists locations as options and categories', async () => {
    const locations = (await get('/api/locations/get', 'listLocations')).json().data;
    expect(locations.length).toBeGreaterThanOrEqual(10);
    expect(locations).toContainEqual({ value: await locationId(t.db, 'kandy'), label: 'Kandy' });
    const categories = (await get('/api/categories/get', 'listCategories')).json().data;
    expect(categories.length).toBeGreaterThanOrEqual(8);
  });

  it('searches locations by name, typo tolerant, and refuses an empty keyword', async () => {
    const labels = async (keyword: string) =>
      (await get(`/api/locations/search?keyword=${encodeURIComponent(keyword)}`, 'searchLocations'))
        .json()
        .data.map((o: { label: string }) => o.label);
    expect(await labels('kan')).toEqual(['Kandy']);
    expect(await labels('hapu')).toContain('Haputale');
    expect(await labels('hatten')).toContain('Hatton');
    expect(await labels('zzqx')).toEqual([]);
    for (const url of ['/api/locations/search', '/api/locations/search?keyword=']) {
      const response = await get(url, 'searchLocations');
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['keyword']);
    }
  });

  it('lists the location pages as tags with their tour counts', async () => {
    const pages = (await get('/api/locationsPages/tags', 'listLocationPageTags')).json().data;
    expect(pages.length).toBeGreaterThanOrEqual(10);
    const kandy = pages.find(
      (p: { location_data: { name: string } }) => p.location_data.name === 'Kandy',
    );
    const kandyTours = await activeTourIds(
      t.db,
      sql`EXISTS (SELECT 1 FROM tour_pickup_locations p WHERE p.tour_id = t.id AND p.location_id = ${kandy.location})`,
    );
    expect(kandy.aktivity_count).toBe(kandyTours.length);
    expect(kandy.aktivity_count_estimated).toBe(false);
    // The same number as the search the page links to (ADR 245).
    const search = await get(`/api/search?location=${kandy.location}`, 'searchActivities');
    expect(search.json().data.results.total).toBe(kandy.aktivity_count);
    expect(kandy.full_seo_url).toBe(`/kandy/${kandy.seo_url}/location/${kandy.id}`);
    expect(kandy.activities).toBeUndefined();
  });

  it('gives a location page with the tours starting there, and 404 for an unknown page', async () => {
    const pages = (await get('/api/locationsPages/tags', 'listLocationPageTags')).json().data;
    const ella = pages.find(
      (p: { location_data: { name: string } }) => p.location_data.name === 'Ella',
    );
    const page = (await get(`/api/location/page?id=${ella.id}`, 'getLocationPage')).json().data;
    expect(page.title).toContain('Ella');
    expect(page.activities.length).toBe(page.aktivity_count);
    expect((await get('/api/location/page?id=9999', 'getLocationPage')).statusCode).toBe(404);
    expect((await get('/api/location/page?id=x', 'getLocationPage')).statusCode).toBe(400);
  });

  it('counts a place’s tours afresh on its page when they all fit, as its search does (ADR 245)', async () => {
    const pages = (await get('/api/locationsPages/tags', 'listLocationPageTags')).json().data;
    const ella = pages.find(
      (p: { location_data: { name: string } }) => p.location_data.name === 'Ella',
    );
    const before = (await get(`/api/location/page?id=${ella.id}`, 'getLocationPage')).json().data;
    const leaving = before.activities[0].id as number;
    // The count is now kept for a few seconds; one of the place's tours stops being listed.
    await t.db.execute(sql`UPDATE tours SET status = 0 WHERE id = ${leaving}`);
    try {
      const page = (await get(`/api/location/page?id=${ella.id}`, 'getLocationPage')).json().data;
      expect(page.activities).toHaveLength(before.activities.length - 1);
      expect(page.aktivity_count).toBe(page.activities.length);
      const search = await get(`/api/search?location=${ella.location}`, 'searchActivities');
      expect(search.json().data.results.total).toBe(page.aktivity_count);
    } finally {
      await t.db.execute(sql`UPDATE tours SET status = 1 WHERE id = ${leaving}`);
    }
  });

  it('pages the travel inspirations', async () => {
    const first = (await get('/api/travel/inspiration', 'listTravelInspirations')).json().data;
    expect(first.current_page).toBe(1);
    expect(first.total).toBeGreaterThanOrEqual(6);
    expect(first.data).toHaveLength(Math.min(first.per_page, first.total));
    const last = (
      await get(`/api/travel/inspiration?page=${first.last_page}`, 'listTravelInspirations')
    ).json().data;
    expect(last.data.length).toBe(first.total - (first.last_page - 1) * first.per_page);
    const past = (
      await get(`/api/travel/inspiration?page=${first.last_page + 1}`, 'listTravelInspirations')
    ).json().data;
    expect(past.data).toEqual([]);
    expect((await get('/api/travel/inspiration?page=0', 'listTravelInspirations')).statusCode).toBe(
      400,
    );
  });
});

describe('media', () => {
  it('serves a generated image as WebP in each width, cached for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/slider-1?w=320' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('immutable');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    const again = await t.app.inject({ method: 'GET', url: '/media/slider-1?w=320' });
    expect(again.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers 404 for an unknown image and 400 for a width it does not serve', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/media/no-such-image?w=640' });
    expect(missing.statusCode).toBe(404);
    expectContract(missing, 'getMedia');
    const odd = await t.app.inject({ method: 'GET', url: '/media/slider-1?w=500' });
    expect(odd.statusCode).toBe(400);
    expectContract(odd, 'getMedia');
    const bad = await t.app.inject({ method: 'GET', url: '/media/..%2Fetc?w=640' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the server', () => {
  it('reuses public catalogue answers for a few seconds, never errors or writes', async () => {
    const cached = await anotherApp(t, { responseCacheMs: 60_000 });
    try {
      const first = await cached.inject({ method: 'GET', url: '/api/categories/get' });
      const second = await cached.inject({ method: 'GET', url: '/api/categories/get' });
      expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit']);
      expect(second.body).toBe(first.body);
      for (let i = 0; i < 2; i++) {
        const missing = await cached.inject({ method: 'GET', url: '/api/activity?id=999999' });
        expect(missing.statusCode).toBe(404);
        expect(missing.headers['x-cache']).toBeUndefined();
      }
      const cost = {
        method: 'POST' as const,
        url: '/api/activity/cost',
        payload: { aid: 1, pul: 1, na: 1 },
      };
      expect((await cached.inject(cost)).headers['x-cache']).toBeUndefined();
    } finally {
      await cached.close();
    }
  });

  it('answers /healthz when the database answers', async () => {
    const response = await get('/healthz', 'checkHealth');
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('tags every answer with a request id and security headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': '0b7c6a52-3f9e-4d1a-9c2b-5e8f7a6d4c3b' },
    });
    // A caller's id is kept when it is a UUID (ADR 183); anything else is replaced.
    expect(response.headers['x-request-id']).toBe('0b7c6a52-3f9e-4d1a-9c2b-5e8f7a6d4c3b');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
    const fresh = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown paths with a 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});
