// A database handle that sends every statement on to a real one and notes its text: for tests
// of how many statements a call costs. A handle of its own, so what the app keeps per database
// (a search's totals, a keyword's spellings) is kept apart from the app's.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/client.ts';

export function recording(db: Database): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const dialect = new PgDialect();
  const handle = {
    execute: (query: SQL) => {
      statements.push(dialect.sqlToQuery(query).sql);
      return db.execute(query);
    },
  } as unknown as Database;
  return { db: handle, statements };
}

/** The statements of a search, bar the keyword's spellings (looked up once, ADR 229). */
export function searching(statements: readonly string[]): string[] {
  return statements.filter((text) => !text.includes('search_words'));
}
