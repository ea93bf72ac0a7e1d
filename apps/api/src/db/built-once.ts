// A query drizzle builds once per database handle instead of on every run (ADR 244).
//
// Drizzle turns a query builder into SQL text on every execution: it walks every selected column
// and condition, asking `is()` of each part. For `db.select().from(tours)` (48 columns) that was
// ~210 µs a call on a 2-core VM, ~45 µs for two columns: more than the database spent answering
// the price of a tour. Drizzle's own answer is its prepared query (`.prepare()`, with
// `sql.placeholder` for the values), built once; this keeps one per database handle — a process
// serves one, tests open many, and a transaction is a handle of its own.
import type { Database } from './client.ts';

/** `build`'s query for a database handle (or the part of one a caller may be given). */
export function builtOnce<Q, D extends object = Database>(build: (db: D) => Q): (db: D) => Q {
  const byDatabase = new WeakMap<D, Q>();
  return (db) => {
    let query = byDatabase.get(db);
    if (query === undefined) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
