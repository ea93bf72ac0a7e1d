// Named statements for the embedded database (ADR 222, the PGlite half of ADR 218). PGlite's
// `query()` sends every statement unnamed: Parse, Describe, Bind, Describe, Execute, Sync, so the
// statement is parsed and planned again on every run — for a card read, most of its work. Here a
// read the session meets for the second time (the same rule and bound as PreparingClient) is
// parsed once under a name, and later runs only Bind, Describe, Execute and Sync; PostgreSQL keeps
// its plan as it does for node-postgres. The messages are PGlite's own serializers and its own
// result parser (`protocol`, `parse`), so the answer is the `Results` that `query()` gives.
//
// PGlite has one session and runs one protocol exchange at a time: the whole exchange holds its
// query lock (`runExclusive`), and, outside a transaction, its transaction lock too, as `query()`
// does — another request's statement never lands between our Parse and our Sync.
import { parse, protocol } from '@electric-sql/pglite';
import type { PGlite, Results } from '@electric-sql/pglite';
import { StatementNames } from './prepared-statements.ts';

type Options = {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string) => unknown>;
};

type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

const { serialize } = protocol;

export class PGlitePreparer {
  readonly #names = new StatementNames();
  /** Statements this session holds, by name: their parameters' type OIDs (from Describe). */
  readonly #prepared = new Map<string, number[]>();
  readonly #db: PGlite;

  constructor(db: PGlite) {
    this.#db = db;
  }

  /** The name a text runs under, or undefined: then `query()` runs it as PGlite always did. */
  nameFor(text: string): string | undefined {
    return this.#names.nameFor(text);
  }

  /**
   * Runs a named read. `inTransaction`: the caller's transaction already holds the transaction
   * lock (taking it again would wait for ever).
   */
  async query<T>(
    name: string,
    text: string,
    params: readonly unknown[],
    options: Options | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const db = this.#db;
    const run = () => db.runExclusive(() => this.#exchange<T>(name, text, params, options));
    const results = inTransaction ? await run() : await db._runExclusiveTransaction(run);
    // What `query()` does after a statement outside a transaction (a no-op for a memory or
    // host-directory database, a flush for others).
    if (!inTransaction) await db.syncToFs();
    return results;
  }

  async #exchange<T>(
    name: string,
    text: string,
    params: readonly unknown[],
    options: Options | undefined,
  ): Promise<Results<T>> {
    const db = this.#db;
    const send = (message: Uint8Array) => db.execProtocolStream(message, { syncToFs: false });
    const messages: Message[] = [];
    let parsed = this.#prepared.has(name);
    let failure: unknown;
    try {
      if (!parsed) {
        // A Close first: should a statement of this name be left over (a Parse whose Describe
        // and clean-up both failed once), the Parse would fail with 42P05 — and abort the
        // caller's transaction. Closing a name that does not exist is no error.
        await send(serialize.close({ type: 'S', name }));
        await send(serialize.parse({ name, text, types: [] }));
        parsed = true;
        const described = await send(serialize.describe({ type: 'S', name }));
        this.#prepared.set(name, parse.parseDescribeStatementResults(described));
      }
      const types = this.#prepared.get(name)!;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = db.serializers[types[i]!];
        return serializer ? serializer(value) : String(value);
      });
      messages.push(
        ...(await send(serialize.bind({ statement: name, values }))),
        ...(await send(serialize.describe({ type: 'P' }))),
        ...(await send(serialize.execute({}))),
      );
    } catch (error) {
      failure = error;
    }
    // After an error the server skips everything up to the Sync: it ends the exchange either way.
    messages.push(...(await send(serialize.sync())));
    if (failure !== undefined) {
      if (!this.#prepared.has(name)) {
        // Not prepared after all (a failed transaction refuses the Parse): run unnamed until met
        // twice again, and drop a half-made statement so that its name can be used again.
        this.#names.forget(text);
        if (parsed) {
          await send(serialize.close({ type: 'S', name })).catch(() => undefined);
          await send(serialize.sync()).catch(() => undefined);
        }
      }
      throw failure;
    }
    return parse.parseResults(messages, db.parsers, options)[0] as Results<T>;
  }
}
