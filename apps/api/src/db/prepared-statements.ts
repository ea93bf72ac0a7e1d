// PostgreSQL parses and plans every unnamed statement afresh. For the catalogue's reads that is
// most of the database's work: a top-selling page spends ~0.3 ms parsing and ~0.8 ms planning
// for ~0.2 ms of execution, a tour page ~0.6 + ~1.7 for ~0.6 (measured at 10,000 tours, ADR 218).
// A named statement is parsed once per connection and its plan may be kept (PostgreSQL's own
// plan cache: custom plans for the first five runs, then the generic plan only where it costs no
// more). node-postgres prepares a statement when the query has a `name`; this client gives every
// read one, derived from its text, so the same SQL always gets the same name
// and a name never meets a different text.
//
// Bounded, because the server keeps each prepared statement until the connection closes, at
// about 130 KB for a card read (its query tree, plan source and kept plan; measured): a text is
// named the second time a connection meets it, so a crawler's walk through page after page (each
// OFFSET its own text) prepares nothing, and a connection names at most
// `PREPARED_PER_CONNECTION` texts — about 8 MB, 80 MB for a pool of ten. Later new texts run
// unnamed, as all did before.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';

export const PREPARED_PER_CONNECTION = 64;

/** Texts met once, waiting for a second sighting; forgotten all at once when this many. */
const SEEN_ONCE_LIMIT = 512;

type QueryConfig = { text?: unknown; name?: unknown };

/**
 * Statements that start with SELECT or WITH: the reads, whose plans are what costs (a card page
 * joins a dozen relations), and the few writes written as a WITH, whose texts are fixed. Other
 * writes' plans are cheap, and many of their texts change with their row count (a seed's or a
 * cart's many rows). A text with a `;` may be several statements, which a prepared statement
 * cannot hold: it stays unnamed. (The checkout's reservation is no longer one of them: it runs
 * inside `reserve_seats`, planned at each call, ADR 266.)
 */
const READ = /^\s*(SELECT|WITH)\b[^;]*$/i;

/**
 * A full-text match (`@@`) stays unnamed, planned afresh for its words. A kept (generic) plan
 * cannot know how many tours match the words, and one chosen on a catalogue whose statistics
 * lagged behind its growth made a misspelt search three times slower at 100,000 tours (36
 * instead of 99 answers a second, ADR 218). These reads spend their time executing, not
 * planning, so naming them saved little.
 */
const WORD_MATCH = '@@';

/** The statement's name: a short hash of its text, the same in every process. */
function statementName(text: string): string {
  // FNV-1a over the UTF-16 units, twice with different seeds: 64 bits, no collision in practice
  // among a few hundred texts, and cheap next to the round trip it saves.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  const part = (n: number) => (n >>> 0).toString(36).padStart(7, '0');
  return `lt_${part(a)}${part(b)}`;
}

/**
 * Which texts a database session names, and their names: a read met for the second time, while
 * the session has a slot left. One per connection (PreparingClient), one for PGlite's single
 * session (pglite-prepared.ts).
 */
export class StatementNames {
  /** Texts this session has named, with their names. */
  readonly #named = new Map<string, string>();
  /** Texts met once in this session. */
  readonly #seenOnce = new Set<string>();

  /** The name for a text, or undefined while it should run unnamed. */
  nameFor(text: string): string | undefined {
    const named = this.#named.get(text);
    if (named !== undefined) return named;
    if (!READ.test(text) || text.includes(WORD_MATCH)) return undefined;
    if (this.#named.size >= PREPARED_PER_CONNECTION) return undefined;
    if (!this.#seenOnce.has(text)) {
      if (this.#seenOnce.size >= SEEN_ONCE_LIMIT) this.#seenOnce.clear();
      this.#seenOnce.add(text);
      return undefined;
    }
    this.#seenOnce.delete(text);
    const name = statementName(text);
    this.#named.set(text, name);
    return name;
  }

  /**
   * The session could not prepare the text (its statement failed to parse, or the session was
   * in a failed transaction): it runs unnamed until met twice again.
   */
  forget(text: string): void {
    this.#named.delete(text);
  }
}

export class PreparingClient extends pg.Client {
  readonly #names = new StatementNames();

  // node-postgres' query() has many overloads; only the plain config-object form is rewritten
  // (not a submittable such as a cursor, which node-postgres recognises by its submit()).
  override query(...args: unknown[]): never {
    const [first] = args;
    if (
      first !== null &&
      typeof first === 'object' &&
      typeof (first as { submit?: unknown }).submit !== 'function'
    ) {
      const config = first as QueryConfig;
      if (typeof config.text === 'string' && config.name === undefined) {
        const name = this.#names.nameFor(config.text);
        if (name !== undefined) args[0] = { ...config, name };
      }
    }
    return (super.query as (...rest: unknown[]) => never)(...args);
  }
}

/**
 * A row count (LIMIT, OFFSET, a window) written into the statement's text instead of sent as a
 * parameter. With a parameter, a generic plan must guess how many rows are asked for (PostgreSQL
 * assumes a tenth of the table), prices itself far above the custom plans and is never used, so
 * the statement is planned anew on every run. With the number in the text, a page of four and a
 * page of twelve are two statements, each with a plan that fits. Only whole numbers pass.
 */
export function rowCount(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a row count: ${n}`);
  return sql.raw(String(n));
}

/**
 * Whole numbers (ids) as one `int[]` parameter: one statement text however many there are, where
 * a list of parameters made a statement per length.
 */
export function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::int[]`;
}
