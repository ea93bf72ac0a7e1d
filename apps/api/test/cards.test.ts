// The tour card of every listing, read by the database's `tour_cards` (migration 0015, ADR 243):
// in the order asked, one per tour that exists, the same card wherever a tour is listed.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { loadCards } from '../src/modules/catalog/cards.ts';
import type { ActivityCard } from '../src/modules/catalog/cards.ts';
import { tourId } from './support/catalogue.ts';
import { createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const CORBETTS_GAP = 'Kandy to Knuckles Day Trek: Corbett’s Gap';

async function keywordCards(keyword: string): Promise<ActivityCard[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/search?keyword=${encodeURIComponent(keyword)}&limit=50`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { results: { data: ActivityCard[] } } }).data.results.data;
}

describe('the tour card', () => {
  it('comes back in the order asked, and a tour that does not exist has none', async () => {
    const ids = (
      await queryRows<{ id: number }>(t.db, sql`SELECT id FROM tours ORDER BY title DESC LIMIT 3`)
    ).map((row) => Number(row.id));
    const missing = 987_654;
    const cards = await loadCards(t.db, [ids[2]!, missing, ids[0]!, ids[1]!]);
    expect(cards.map((card) => card.id)).toEqual([ids[2], ids[0], ids[1]]);
  });

  it('comes twice when asked twice, and a tour without a cover picture still has its card', async () => {
    const id = await tourId(t.db, CORBETTS_GAP);
    const [cover] = await queryRows<{ cover_image: string | null }>(
      t.db,
      sql`SELECT cover_image FROM tours WHERE id = ${id}`,
    );
    expect(cover?.cover_image).toEqual(expect.any(String));
    expect((await loadCards(t.db, [id, id])).map((card) => card.id)).toEqual([id, id]);
    try {
      await t.db.execute(sql`UPDATE tours SET cover_image = NULL WHERE id = ${id}`);
      const [card] = await loadCards(t.db, [id]);
      expect(card).toMatchObject({ id, title: CORBETTS_GAP });
      // The picture falls back to the card's placeholder, described by the tour's title.
      expect(card?.picture.alt_text).toBe(CORBETTS_GAP);
    } finally {
      await t.db.execute(
        sql`UPDATE tours SET cover_image = ${cover!.cover_image} WHERE id = ${id}`,
      );
    }
  });

  it('is the same in a keyword search, in a favourites-style read and on the tour page', async () => {
    const id = await tourId(t.db, CORBETTS_GAP);
    const listed = (await keywordCards('corbett')).find((card) => card.id === id);
    expect(listed).toBeDefined();
    const [loaded] = await loadCards(t.db, [id]);
    expect(loaded).toEqual(listed);
    const page = (await t.app.inject({ method: 'GET', url: `/api/activity?id=${id}` })).json()
      .data as Record<string, unknown>;
    for (const [field, value] of Object.entries(listed!)) expect(page[field], field).toEqual(value);
    expect(listed).toMatchObject({
      deals: { subscription: { deals: { discount: 15 } } },
      categories: expect.arrayContaining([
        expect.objectContaining({
          category: expect.objectContaining({ name: expect.any(String) }),
        }),
      ]),
    });
  });

  it('shows a deal only while it runs: not once it has ended, not before it starts', async () => {
    const id = await tourId(t.db, CORBETTS_GAP);
    const dealOf = async () => (await loadCards(t.db, [id]))[0]?.deals ?? null;
    expect(await dealOf()).not.toBeNull();
    const running = await queryRows<{ id: number; starts_at: Date; ends_at: Date }>(
      t.db,
      sql`SELECT d.id, d.starts_at, d.ends_at FROM deals d JOIN deal_tours dt ON dt.deal_id = d.id
        WHERE dt.tour_id = ${id} AND d.starts_at <= now() AND d.ends_at > now()`,
    );
    expect(running.length).toBeGreaterThan(0);
    const dealIds = running.map((deal) => sql`${deal.id}`);
    try {
      await t.db.execute(
        sql`UPDATE deals SET ends_at = now() - interval '1 minute' WHERE id IN (${sql.join(dealIds, sql`, `)})`,
      );
      expect(await dealOf()).toBeNull();
      await t.db.execute(
        sql`UPDATE deals SET starts_at = now() + interval '1 day', ends_at = now() + interval '2 days'
          WHERE id IN (${sql.join(dealIds, sql`, `)})`,
      );
      expect(await dealOf()).toBeNull();
    } finally {
      for (const deal of running) {
        await t.db.execute(
          sql`UPDATE deals SET starts_at = ${deal.starts_at}, ends_at = ${deal.ends_at} WHERE id = ${deal.id}`,
        );
      }
    }
    expect(await dealOf()).not.toBeNull();
  });

  it('keeps answering while a newer release gives the card another column (a rolling deploy)', async () => {
    // Each listing is prepared on the connections that read it twice (ADR 218, 222).
    const listing = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/search?limit=4' });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: { results: { data: ActivityCard[] } } }).data.results.data;
    };
    const before = [];
    for (let i = 0; i < 24; i++) before.push(await listing());
    const [definition] = await queryRows<{ sql: string }>(
      t.db,
      sql`SELECT pg_get_functiondef('tour_cards(integer[])'::regprocedure) AS sql`,
    );
    const original = definition!.sql;
    // As a migration would: the columns change, so the function is dropped and created.
    const replaceCards = async (create: string) => {
      await t.db.execute(sql`DROP FUNCTION tour_cards(integer[])`);
      await t.db.execute(sql.raw(create));
    };
    const widened = original
      .replace('categories json)', 'categories json, added_later integer)')
      .replace(/\n\s*FROM unnest\(/, ', 7\n  FROM unnest(');
    expect(widened).toContain('added_later');
    expect(widened).toContain(', 7');
    try {
      await replaceCards(widened);
      for (let i = 0; i < 24; i++) expect(await listing()).toEqual(before[0]);
    } finally {
      await replaceCards(original);
    }
  });
});
