// The embedded database in a thread of its own (issue 19): a client with the part of PGlite's
// interface that Drizzle, its migrator and pg-boss use (query, exec, transaction, listen, close),
// each call a message to the worker in pglite-thread.ts. The server's event loop no longer stops
// while a query runs; queries still run one at a time, as PGlite has one connection.
import { Worker } from 'node:worker_threads';
import type { Results, Transaction } from '@electric-sql/pglite';

export type ThreadOptions = {
  dataPath: string | null;
  setup: string;
  /** A dumped data directory to start from (pglite-template.ts), or null for a new one. */
  template?: string | null;
};

type Call =
  | {
      op: 'query';
      text: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      keepText?: number[];
    }
  | { op: 'exec'; text: string }
  | { op: 'begin' }
  | { op: 'end'; commit: boolean }
  | { op: 'listen'; channel: string; listenId: number }
  | { op: 'unlisten'; listenId: number }
  | { op: 'close' };
export type Request = Call & { id: number; tx?: number };
export type Reply =
  | { id: number; result: unknown }
  | { id: number; error: Record<string, unknown> }
  | { notify: number; payload: string };

type QueryOptions = {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (text: string) => unknown>;
};

/** A PGlite error as thrown in the worker: its message, and its code, detail, constraint… */
function rebuild(error: Record<string, unknown>): Error {
  return Object.assign(new Error(String(error.message)), error);
}

/**
 * Drizzle passes parsers that keep dates and intervals as text; a function cannot cross to the
 * worker, so their type OIDs do, and the worker keeps those as text. Anything else is refused
 * rather than silently parsed differently.
 */
function keepTextOids(parsers: QueryOptions['parsers']): number[] | undefined {
  if (!parsers) return undefined;
  return Object.entries(parsers).map(([oid, parse]) => {
    if (parse('2026-01-01 00:00:00') !== '2026-01-01 00:00:00') {
      throw new Error(`the threaded PGlite client keeps type ${oid} as text only`);
    }
    return Number(oid);
  });
}

export class PGliteThread {
  #worker: Worker;
  #next = 1;
  #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  #listeners = new Map<number, (payload: string) => void>();
  #ready: Promise<void>;
  #closed = false;

  private constructor(options: ThreadOptions) {
    this.#worker = new Worker(new URL('./pglite-thread.ts', import.meta.url), {
      workerData: options,
    });
    this.#worker.unref();
    let ready!: () => void;
    let failed!: (error: Error) => void;
    this.#ready = new Promise<void>((resolve, reject) => {
      ready = resolve;
      failed = reject;
    });
    this.#worker.on('message', (reply: Reply) => {
      if ('notify' in reply) return this.#listeners.get(reply.notify)?.(reply.payload);
      if (reply.id === 0) return ready();
      const waiting = this.#pending.get(reply.id);
      if (!waiting) return;
      this.#pending.delete(reply.id);
      if (this.#pending.size === 0) this.#worker.unref();
      if ('error' in reply) waiting.reject(rebuild(reply.error));
      else waiting.resolve(reply.result);
    });
    this.#worker.on('error', (error) => {
      failed(error);
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
    });
  }

  /** Starts the thread and opens the database (`null`: in memory), then runs `setup`. */
  static async create(options: ThreadOptions): Promise<PGliteThread> {
    const client = new PGliteThread(options);
    await client.#ready;
    return client;
  }

  #call<T>(call: Call, tx?: number): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('the database is closed'));
    const id = this.#next++;
    // While a call is out, the thread keeps the process alive (a script awaiting its query).
    this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({
        ...call,
        id,
        ...(tx === undefined ? {} : { tx }),
      } satisfies Request);
    });
  }

  #session(tx?: number) {
    return {
      query: <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
        const keepText = keepTextOids(options?.parsers);
        return this.#call(
          {
            op: 'query',
            text,
            ...(params ? { params } : {}),
            ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
            ...(keepText ? { keepText } : {}),
          },
          tx,
        );
      },
      exec: (text: string): Promise<Results[]> => this.#call({ op: 'exec', text }, tx),
    };
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#session().query<T>(text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.#session().exec(text);
  }

  /** Commits when `callback` resolves, rolls back when it throws (or calls rollback()). */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const tx = this.#next++;
    await this.#call({ op: 'begin' }, tx);
    const session = this.#session(tx);
    let closed = false;
    const handle = {
      ...session,
      rollback: async () => {
        throw new Error('rollback');
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(handle);
    } catch (error) {
      closed = true;
      await this.#call({ op: 'end', commit: false }, tx).catch(() => undefined);
      throw error;
    }
    closed = true;
    await this.#call({ op: 'end', commit: true }, tx);
    return result;
  }

  /** LISTEN in the worker; notifications come back as messages (pg-boss wakes its workers). */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listenId = this.#next++;
    this.#listeners.set(listenId, callback);
    await this.#call({ op: 'listen', channel, listenId });
    return async () => {
      this.#listeners.delete(listenId);
      if (!this.#closed) await this.#call({ op: 'unlisten', listenId });
    };
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#call({ op: 'close' });
    this.#closed = true;
    await this.#worker.terminate();
  }
}
