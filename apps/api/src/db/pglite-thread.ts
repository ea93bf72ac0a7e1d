// The embedded database's own thread (a worker_threads Worker started by pglite-remote.ts).
// PGlite is PostgreSQL compiled to WASM: a query runs synchronously in the thread that holds it.
// Here, a slow query occupies this thread, not the server's event loop, so requests that need no
// database (cached answers, images, health of the process) go on being served meanwhile.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGlitePreparer } from './pglite-prepared.ts';
import type { Reply, Request, ThreadOptions } from './pglite-remote.ts';

const port = parentPort!;
const { dataPath, setup, template } = workerData as ThreadOptions;
const db = await PGlite.create(dataPath ?? 'memory://', {
  extensions: { pg_trgm },
  // A data directory dumped after the migrations (pglite-template.ts): no initdb, no migrations.
  ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
});
await db.exec(setup);
/** Reads met twice run as named statements, parsed and planned once (ADR 222). */
const preparer = new PGlitePreparer(db);

/** Open transactions by the host's id; each ends when the host says commit or rollback. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
const listeners = new Map<number, () => Promise<void>>();
const ROLLBACK = Symbol('rollback');

function send(reply: Reply) {
  try {
    port.postMessage(reply);
  } catch (error) {
    // Something in the answer could not be posted: answer the caller with that error instead.
    if ('id' in reply) port.postMessage({ id: reply.id, error: errorOf(error) });
  }
}

/**
 * Errors cross as plain objects: a DatabaseError's code, detail and constraint must survive. Only
 * plain values are copied — PGlite also attaches the query's options, whose parsers are functions
 * that cannot be posted (the reply would be lost and its caller wait for ever).
 */
function errorOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const copy: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) copy[key] = value;
  }
  return copy;
}

/** Drizzle asks for its type parsers by OID; they keep the text as it is (checked by the host). */
function queryOptions(request: Extract<Request, { op: 'query' }>) {
  if (!request.rowMode && !request.keepText) return undefined;
  const parsers: Record<number, (value: string) => string> = {};
  for (const oid of request.keepText ?? []) parsers[oid] = (value) => value;
  return { ...(request.rowMode ? { rowMode: request.rowMode } : {}), parsers };
}

/** The database, or the open transaction the request belongs to. */
function on(request: Request): PGlite | Transaction {
  if (request.tx === undefined) return db;
  const open = transactions.get(request.tx);
  // Closed but not yet forgotten (its end is being answered): PGlite's own methods refuse such a
  // transaction, and the named path (pglite-prepared.ts) must too, or it would run outside it.
  if (!open || open.tx.closed) throw new Error(`transaction ${request.tx} is not open`);
  return open.tx;
}

async function handle(request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const name = preparer.nameFor(request.text);
      if (name === undefined) {
        return on(request).query(request.text, request.params, queryOptions(request));
      }
      on(request); // a transaction that is not open is refused here as on the unnamed path
      return preparer.query(
        name,
        request.text,
        request.params ?? [],
        queryOptions(request),
        request.tx !== undefined,
      );
    }
    case 'exec':
      return on(request).exec(request.text);
    case 'begin': {
      const { id, tx: txId } = request;
      let begun = false;
      // Answered from inside the transaction, once BEGIN ran; the transaction then waits for
      // the host's 'end' (PGlite runs nothing else meanwhile, as with the in-thread client).
      void db
        .transaction(async (tx) => {
          const commit = await new Promise<boolean>((end) => {
            transactions.set(txId!, { tx, end });
            begun = true;
            send({ id, result: true });
          });
          if (!commit) throw ROLLBACK;
        })
        .then(
          () => endReplies.get(txId!)?.({ result: true }),
          (error: unknown) => {
            if (!begun) send({ id, error: errorOf(error) });
            else
              endReplies.get(txId!)?.(
                error === ROLLBACK ? { result: true } : { error: errorOf(error) },
              );
          },
        )
        .finally(() => {
          transactions.delete(txId!);
          endReplies.delete(txId!);
        });
      return NO_REPLY;
    }
    case 'end': {
      const open = transactions.get(request.tx!);
      if (!open) throw new Error(`transaction ${request.tx} is not open`);
      const { id } = request;
      endReplies.set(request.tx!, (reply) => send({ id, ...reply }));
      open.end(request.commit);
      return NO_REPLY;
    }
    case 'listen': {
      const listenId = request.listenId;
      listeners.set(
        listenId,
        await db.listen(request.channel, (payload) => send({ notify: listenId, payload })),
      );
      return true;
    }
    case 'unlisten':
      await listeners.get(request.listenId)?.();
      listeners.delete(request.listenId);
      return true;
    case 'close':
      await db.close();
      return true;
  }
}

const NO_REPLY = Symbol('no reply');
const endReplies = new Map<
  number,
  (reply: { result: unknown } | { error: Record<string, unknown> }) => void
>();

port.on('message', (request: Request) => {
  handle(request).then(
    (result) => {
      if (result !== NO_REPLY) send({ id: request.id, result });
    },
    (error: unknown) => send({ id: request.id, error: errorOf(error) }),
  );
});
send({ id: 0, result: 'ready' });
