// A keyword's close spellings (ADR 042, 229): only those nearly as close as the closest count,
// and they are looked up once per keyword until the vocabulary changes.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import type { Database } from '../src/db/client.ts';
import { keywordQuery, refreshSearchWords } from '../src/modules/search/vocabulary.ts';
import { createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The same database, counting the statements that read the vocabulary. */
function countingVocabularyReads(db: Database): { db: Database; reads: () => number } {
  let reads = 0;
  const counting = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return (query: SQL) => {
        const text = new PgDialect().sqlToQuery(query).sql;
        if (text.includes('search_words')) reads += 1;
        return target.execute(query);
      };
    },
  });
  return { db: counting, reads: () => reads };
}

describe('the spellings of a keyword', () => {
  it('counts the close spellings of a typo, not a shorter word that merely resembles it', async () => {
    // The catalogue has "water" (rafting, boat rides) as well as "waterfall(s)".
    const words = await queryRows<{ word: string }>(
      t.db,
      sql`SELECT word FROM search_words WHERE word IN ('water', 'waterfall', 'waterfalls')`,
    );
    expect(words.map((row) => row.word).sort()).toEqual(['water', 'waterfall', 'waterfalls']);

    // "waterfalls" is the same word as "waterfall" to the index (one stem): named once.
    const query = await keywordQuery(t.db, 'waterfal');
    expect(query).toBe('(waterfal | waterfall)');
    // Typos whose only close spelling is far still find it.
    expect(await keywordQuery(t.db, 'knuckels')).toBe('(knuckels | knuckles)');
    expect(await keywordQuery(t.db, 'hortn plains')).toBe('(hortn | horton) & (plains)');
  });

  it('keeps the close words of a word the catalogue has: "trek" still finds the trekking tours', async () => {
    const query = await keywordQuery(t.db, 'trek');
    expect(query).toMatch(/^\(trek \| .*trekking.*\)$/);
    const [row] = await queryRows<{ trek: number; trekking: number }>(
      t.db,
      sql`SELECT count(*) FILTER (WHERE search_document @@ to_tsquery('english', ${query!}))::int AS trek,
          count(*) FILTER (WHERE search_document @@ to_tsquery('english', 'trekking'))::int AS trekking
        FROM tours WHERE status = 1`,
    );
    expect(row!.trekking).toBeGreaterThan(0);
    expect(row!.trek).toBeGreaterThanOrEqual(row!.trekking);
  });

  it('keeps only the close words that extend a word the catalogue has: "waterfall" is not "water" (ADR 246)', async () => {
    const words = (query: string | undefined) => query!.split(/[\s|&()]+/).filter(Boolean);
    // Spelled right, "waterfall" used to count "water" too: rafting and cycling "on the water".
    expect(words(await keywordQuery(t.db, 'waterfall'))).not.toContain('water');
    // "water" still reaches the waterfalls, a word that extends it.
    expect(words(await keywordQuery(t.db, 'water'))).toContain('waterfall');
    // Through the search, a waterfall's results are the typo's: no tour only "on the water".
    const spelled = await t.app.inject({
      method: 'GET',
      url: '/api/search?keyword=waterfall&limit=50',
    });
    const typo = await t.app.inject({
      method: 'GET',
      url: '/api/search?keyword=waterfal&limit=50',
    });
    const ids = (response: typeof spelled) =>
      (response.json().data.results.data as { id: number }[]).map((tour) => tour.id).sort();
    expect(ids(spelled)).toEqual(ids(typo));
  });

  it('leaves out stop words, and a keyword of stop words only is no keyword', async () => {
    expect(await keywordQuery(t.db, 'the knuckles')).toBe('(knuckles)');
    expect(await keywordQuery(t.db, 'the')).toBeUndefined();
    // As an empty keyword: every Active tour, not "no experiences".
    const answer = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: { results: { total: number } } }).data.results.total;
    };
    const all = await answer('keyword=');
    expect(all).toBeGreaterThan(0);
    expect(await answer('keyword=the')).toBe(all);
    expect(await answer('keyword=of%20the')).toBe(all);
  });

  it('reads a small number typed as digits as its word too: "3 day" finds the three-day trail', async () => {
    expect(await keywordQuery(t.db, '3 day')).toBe('(3 | three) & (day)');
    const response = await t.app.inject({ method: 'GET', url: '/api/search?keyword=3%20day' });
    const titles = (
      response.json() as { data: { results: { data: { title: string }[] } } }
    ).data.results.data.map((card) => card.title);
    expect(titles).toContain('Tea Country Three-Day Trail: Hatton to Nuwara Eliya');
  });

  it('looks up a keyword once, also when visitors ask at the same time', async () => {
    const { db, reads } = countingVocabularyReads(t.db);
    const answers = await Promise.all([
      keywordQuery(db, 'Ella  rock'),
      keywordQuery(db, 'ella rock'),
      keywordQuery(db, 'ELLA ROCK'),
    ]);
    expect(new Set(answers).size).toBe(1);
    expect(await keywordQuery(db, 'ella rock')).toBe(answers[0]);
    expect(reads()).toBe(1);
    // Another keyword is its own lookup.
    await keywordQuery(db, 'ella');
    expect(reads()).toBe(2);
  });

  it('sees a word the catalogue gained as soon as the vocabulary is refreshed', async () => {
    const before = await keywordQuery(t.db, 'sinharaja');
    expect(before).toBe('(sinharaja)');
    await t.db.execute(sql`INSERT INTO search_words (word) VALUES ('sinharajah')`);
    try {
      // Kept until the vocabulary is refreshed (here: by this process; another instance's
      // refresh is seen within SPELLINGS_TTL_MS).
      expect(await keywordQuery(t.db, 'sinharaja')).toBe('(sinharaja)');
      await refreshSearchWords(t.db);
      expect(await keywordQuery(t.db, 'sinharaja')).toBe('(sinharaja | sinharajah)');
    } finally {
      await t.db.execute(sql`DELETE FROM search_words WHERE word = 'sinharajah'`);
      await refreshSearchWords(t.db);
    }
  });
});
