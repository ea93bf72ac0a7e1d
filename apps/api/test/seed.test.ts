import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { countSyntheticTours, seedScale } from '../src/db/seed/scale.ts';
import { countTours, pageOfTourIds } from '../src/modules/search/repository.ts';
import { keywordQuery } from '../src/modules/search/vocabulary.ts';
import { expectContract } from './support/contract.ts';
import { countRows, createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const TABLES = [
  'tours',
  'locations',
  'location_pages',
  'categories',
  'reviews',
  'deals',
  'sliders',
  'featured_categories',
  'travel_inspirations',
  'instagram_posts',
  'site_content',
  'site_settings',
  'media',
];

describe('the demo catalogue', () => {
  it('is a believable Central Highlands catalogue', async () => {
    const [counts] = await queryRows<Record<string, number>>(
      t.db,
      sql`SELECT
        (SELECT count(*)::int FROM tours WHERE status = 1) AS active,
        (SELECT count(DISTINCT tour_type)::int FROM tours) AS types,
        (SELECT count(*)::int FROM categories) AS categories,
        (SELECT count(*)::int FROM location_pages) AS pages,
        (SELECT count(*)::int FROM users WHERE user_type = 2) AS suppliers,
        (SELECT count(*)::int FROM tours WHERE rating_count > 0) AS reviewed,
        (SELECT count(*)::int FROM tours) AS tours,
        (SELECT count(*)::int FROM deals WHERE ends_at > now()) AS running_deals,
        (SELECT count(*)::int FROM site_content) AS texts`,
    );
    expect(counts!.active).toBeGreaterThanOrEqual(40);
    expect(counts!.types).toBe(3);
    expect(counts!.categories).toBeGreaterThanOrEqual(8);
    expect(counts!.pages).toBeGreaterThanOrEqual(10);
    expect(counts!.suppliers).toBeGreaterThanOrEqual(5);
    expect(counts!.reviewed! / counts!.tours!).toBeGreaterThan(0.7);
    expect(counts!.running_deals).toBeGreaterThanOrEqual(1);
    expect(counts!.texts).toBe(5);
  });

  it('keeps rating totals equal to the reviews', async () => {
    const wrong = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT t.id FROM tours t LEFT JOIN (SELECT tour_id, count(*) n, sum(rating) s FROM reviews GROUP BY tour_id) r
          ON r.tour_id = t.id WHERE t.rating_count <> coalesce(r.n, 0) OR t.rating_total <> coalesce(r.s, 0)`,
    );
    expect(wrong).toEqual([]);
  });

  it('picks a night tour up at night and an afternoon start in the afternoon', async () => {
    // A tester's night walk ("after dark with a torch") picked up at 07:00, on the ticket, the
    // mails and the calendar file.
    const times = await queryRows<{ title: string; at: string }>(
      t.db,
      sql`SELECT t.title, to_char(p.pickup_time, 'HH24:MI') AS at
        FROM tour_pickup_locations p JOIN tours t ON t.id = p.tour_id
        WHERE t.title IN ('Ella Gap Night Walk and Fireflies', 'Adam’s Peak Night Pilgrimage Climb',
          'Sri Pada Overnight with Dalhousie Guesthouse')`,
    );
    const at = (title: string) => times.filter((row) => row.title === title).map((row) => row.at);
    expect(at('Ella Gap Night Walk and Fireflies')).toEqual(['18:30']);
    // The climb starts at 2 a.m. at the foot of the peak: every pick-up is before it.
    expect(at('Adam’s Peak Night Pilgrimage Climb').sort()).toEqual(['00:15', '01:00']);
    expect(
      at('Sri Pada Overnight with Dalhousie Guesthouse').every((time) => time >= '10:00'),
    ).toBe(true);
  });

  it('loads once: seeding again changes nothing', async () => {
    const before = await Promise.all(TABLES.map((table) => countRows(t.db, table)));
    expect(await seedDemo(t.db)).toEqual({ seeded: false, tours: 0 });
    expect(await Promise.all(TABLES.map((table) => countRows(t.db, table)))).toEqual(before);
  });
});

describe('seed --scale N', () => {
  it('tops the synthetic tours up to N, each searchable and complete', async () => {
    expect(await seedScale(t.db, 300)).toBe(300);
    expect(await seedScale(t.db, 300)).toBe(0);
    expect(await seedScale(t.db, 450)).toBe(150);
    expect(await countSyntheticTours(t.db)).toBe(450);
    const incomplete = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT id FROM tours t WHERE tour_code LIKE 'SYN-%' AND (
        NOT EXISTS (SELECT 1 FROM tour_categories c WHERE c.tour_id = t.id)
        OR NOT EXISTS (SELECT 1 FROM tour_pickup_locations p WHERE p.tour_id = t.id)
        OR NOT EXISTS (SELECT 1 FROM tour_images i WHERE i.tour_id = t.id))`,
    );
    expect(incomplete).toEqual([]);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/search?keyword=misty%20ridge&limit=5',
    });
    expectContract(search, 'searchActivities');
    const results = search.json().data.results;
    expect(results.total).toBeGreaterThan(0);
    const activity = await t.app.inject({
      method: 'GET',
      url: `/api/activity?id=${results.data[0].id}`,
    });
    expect(activity.statusCode).toBe(200);
    expectContract(activity, 'getActivity');
  });

  it('ranks a keyword among the best selling matches, then goes on by sales, page after page', async () => {
    const filters = { keywordQuery: (await keywordQuery(t.db, 'trail'))! };
    const total = await countTours(t.db, filters);
    expect(total).toBeGreaterThan(30);
    const window = 20;
    const ids: number[] = [];
    for (let offset = 0; offset < total; offset += 7) {
      ids.push(...(await pageOfTourIds(t.db, filters, 7, offset, window)));
    }
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    // A window of 0 lists the matches by sales alone.
    const bySales = await pageOfTourIds(t.db, filters, total, 0, 0);
    expect(new Set(ids.slice(0, window))).toEqual(new Set(bySales.slice(0, window)));
    expect(ids.slice(window)).toEqual(bySales.slice(window));
  });
});
