// The catalogue's reads are prepared once per connection and reuse their plan (ADR 218), except
// a keyword's, and a connection never keeps more than PREPARED_PER_CONNECTION of them. Both
// engines: node-postgres' connections (PreparingClient) and PGlite's one session (ADR 222);
// `pg_prepared_statements` lists the session's own.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import type { Database } from '../src/db/client.ts';
import { PREPARED_PER_CONNECTION } from '../src/db/prepared-statements.ts';
import { seedScale } from '../src/db/seed/scale.ts';
import { pageOfCards } from '../src/modules/search/repository.ts';
import { createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

type Prepared = { statement: string; generic_plans: number; custom_plans: number };

/** The statements this connection has prepared (the view shows the session's own). */
function preparedHere(db: Database): Promise<Prepared[]> {
  return queryRows<Prepared>(
    db,
    sql`SELECT statement, generic_plans::int AS generic_plans, custom_plans::int AS custom_plans
      FROM pg_prepared_statements`,
  );
}

describe('statements prepared once per session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedScale(t.db, 500, () => {});
  }, 120_000);
  afterAll(() => t?.close());

  it('plans a search page once and reuses the plan; a keyword page is planned for its words each time', async () => {
    // A transaction keeps every statement on one connection, the one the view describes.
    const prepared = await t.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      for (let run = 0; run < 8; run++) {
        expect(await pageOfCards(db, {}, 4, 0)).toHaveLength(4);
        await pageOfCards(db, { keywordQuery: '(tea) & (estate)' }, 12, 0);
      }
      return preparedHere(db);
    });
    const bySales = prepared.find((p) => p.statement.includes('LIMIT 4 OFFSET 0'));
    // Named from its second run: seven runs prepared, and from the sixth of those PostgreSQL
    // runs the plan it keeps.
    expect(bySales).toBeDefined();
    expect(bySales!.generic_plans + bySales!.custom_plans).toBe(7);
    expect(bySales!.generic_plans).toBeGreaterThan(0);
    expect(prepared.filter((p) => p.statement.includes('@@'))).toEqual([]);
  });

  it(`prepares a text met twice, never one met once, and at most ${PREPARED_PER_CONNECTION} a connection`, async () => {
    const texts = PREPARED_PER_CONNECTION + 40;
    const ours = (prepared: Prepared[]) => prepared.filter((p) => p.statement.endsWith(' AS n'));
    const { answers, afterOnce, afterTwice } = await t.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const answers: number[] = [];
      // Each text is new (the number is in the text, as a page's OFFSET is), one parameter each.
      const pass = async () => {
        for (let i = 0; i < texts; i++) {
          const [row] = await queryRows<{ n: number }>(
            db,
            sql`SELECT ${i}::int + ${sql.raw(String(i))} AS n`,
          );
          answers.push(Number(row!.n));
        }
      };
      await pass();
      const afterOnce = await preparedHere(db);
      await pass();
      return { answers, afterOnce, afterTwice: await preparedHere(db) };
    });
    const expected = Array.from({ length: texts }, (_, i) => 2 * i);
    expect(answers).toEqual([...expected, ...expected]);
    // A crawler's walk (each page once) prepares nothing.
    expect(ours(afterOnce)).toEqual([]);
    // Met twice: the connection fills its slots, and the texts past them run unnamed.
    expect(afterTwice.length).toBe(PREPARED_PER_CONNECTION);
    expect(ours(afterTwice).length).toBeGreaterThan(0);
    expect(afterTwice.some((p) => p.statement.includes(`+ ${texts - 1} AS n`))).toBe(false);
  });
});
