// The contract fuzz test (issue 18): for every operation of openapi.yaml — found by walking the
// contract, so operations added later are covered as they land — property-based requests
// generated from the operation's own schemas (fast-check), valid and invalid, against the real app
// on a real database. Whatever is sent:
// - never a 5xx, and every operation has its handler;
// - every 4xx in the contract's Error shape `{ message, errors?: { field: [text] } }`;
// - a protected operation answers 401 to an anonymous caller before anything else;
// - a refusal (4xx) writes nothing: the row count of every table is unchanged.
// Each property is bounded in runs and in time, so the whole file stays well under two minutes.
import * as fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { implementedOperations } from '../src/app.ts';
import { bearerRequirements, loadSpecification } from '../src/http/spec.ts';
import { issueAccessToken } from '../src/modules/auth/tokens.ts';
import { findUserByEmail } from '../src/modules/auth/users.ts';
import { hostileValues, resolve, valueOf } from './support/arbitraries.ts';
import type { Schema } from './support/arbitraries.ts';
import { registerAccount } from './support/accounts.ts';
import { contractOperations } from './support/contract.ts';
import { createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

/** Tables a refusal may write by design: none today. */
const WRITTEN_ON_REFUSAL = new Set<string>([]);

const RUNS = { valid: 12, invalid: 25, anonymous: 6 } as const;
/**
 * The whole file's time for requests, shared out among the operations (so operations added later
 * shrink each one's share instead of growing the run): at most 2 s an operation.
 */
const TOTAL_BUDGET_MS = 45_000;
const OPERATIONS = contractOperations();
const PER_OPERATION_MS = Math.min(2000, TOTAL_BUDGET_MS / OPERATIONS.length);
const TIME_LIMIT_MS = {
  valid: Math.round(PER_OPERATION_MS * 0.4),
  invalid: Math.round(PER_OPERATION_MS * 0.5),
  anonymous: Math.round(PER_OPERATION_MS * 0.1),
} as const;

const document = loadSpecification();
const bearer = bearerRequirements(document);

type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Request = {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** How the body goes: JSON (default), none at all, as text, or as broken JSON. */
  send: 'json' | 'none' | 'text' | 'broken';
};

function parametersOf(operation: Record<string, unknown>, where: string): Parameter[] {
  return ((operation.parameters as Schema[] | undefined) ?? [])
    .map((parameter) => resolve(document, parameter) as unknown as Parameter)
    .filter((parameter) => parameter.in === where);
}

function recordOf(parameters: Parameter[]): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const parameter of parameters)
    model[parameter.name] = valueOf(document, parameter.schema ?? {});
  return fc.record(model, {
    requiredKeys: parameters.filter((p) => p.required || p.in === 'path').map((p) => p.name),
  });
}

function bodySchemaOf(operation: Record<string, unknown>): Schema | null {
  const body = operation.requestBody as
    { content?: Record<string, { schema?: Schema }> } | undefined;
  const json = body?.content?.['application/json'];
  return json ? (json.schema ?? {}) : null;
}

function validRequest(operation: Record<string, unknown>): fc.Arbitrary<Request> {
  const bodySchema = bodySchemaOf(operation);
  const takesBody = operation.requestBody !== undefined;
  return fc.record({
    path: recordOf(parametersOf(operation, 'path')),
    query: recordOf(parametersOf(operation, 'query')),
    body: bodySchema ? valueOf(document, bodySchema) : fc.constant(undefined),
    send: fc.constant(takesBody && bodySchema ? ('json' as const) : ('none' as const)),
  });
}

const MUTATIONS = [
  'body-field',
  'drop-required',
  'query',
  'path',
  'no-body',
  'text-body',
  'broken-json',
  'array-body',
] as const;

/** A valid request broken in one way: a hostile value somewhere, a missing field or body. */
function invalidRequest(operation: Record<string, unknown>): fc.Arbitrary<Request> {
  const bodySchema = bodySchemaOf(operation);
  const properties = Object.keys(
    (resolve(document, bodySchema ?? {}).properties as Schema | undefined) ?? {},
  );
  const required = (resolve(document, bodySchema ?? {}).required as string[] | undefined) ?? [];
  return fc
    .tuple(
      validRequest(operation),
      fc.constantFrom(...MUTATIONS),
      fc.constantFrom(...hostileValues),
      fc.nat(),
    )
    .map(([request, mutation, hostile, pick]) => {
      const out: Request = { ...request, path: { ...request.path }, query: { ...request.query } };
      const body =
        request.body && typeof request.body === 'object' && !Array.isArray(request.body)
          ? { ...(request.body as Record<string, unknown>) }
          : {};
      const choose = <T>(list: T[]): T | undefined => list[pick % Math.max(list.length, 1)];
      switch (mutation) {
        case 'body-field': {
          body[choose(properties) ?? 'unexpected'] = hostile;
          return { ...out, body, send: 'json' };
        }
        case 'drop-required': {
          const name = choose(required);
          if (name) delete body[name];
          return { ...out, body, send: 'json' };
        }
        case 'query': {
          const names = parametersOf(operation, 'query').map((p) => p.name);
          out.query[choose(names) ?? 'unexpected'] = hostile;
          return out;
        }
        case 'path': {
          const name = choose(Object.keys(out.path));
          if (name) out.path[name] = hostile;
          return out;
        }
        case 'no-body':
          return { ...out, body: undefined, send: 'none' };
        case 'text-body':
          return { ...out, body: String(hostile), send: 'text' };
        case 'broken-json':
          return { ...out, send: 'broken' };
        case 'array-body':
          return { ...out, body: [body], send: 'json' };
      }
    });
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Percent-encoding of any text, a lone surrogate included (sent as U+FFFD, as a browser does). */
function encode(value: string): string {
  return encodeURIComponent(Buffer.from(value).toString());
}

function urlOf(path: string, request: Request): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encode(text(request.path[name] ?? 'x')),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, text(item));
  }
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

let t: TestApp;
let userId: number;
let tables: string[] = [];
let serial = 0;

async function rowCounts(): Promise<Record<string, number>> {
  const columns = tables.map((table) => `(SELECT count(*) FROM "${table}")::int AS "${table}"`);
  const result = (await t.db.execute(sql.raw(`SELECT ${columns.join(', ')}`))) as unknown as {
    rows: Record<string, number>[];
  };
  return Object.fromEntries(
    Object.entries(result.rows[0]!).filter(([table]) => !WRITTEN_ON_REFUSAL.has(table)),
  );
}

/**
 * The next transaction id: it moves only when something is written (a read-only transaction takes
 * no id), so an unchanged value proves a refused read wrote nothing at all. Used on PGlite, where
 * this app is the only writer; on a shared PostgreSQL other test files move it too.
 */
async function nextTransactionId(): Promise<string> {
  const result = (await t.db.execute(
    sql.raw(`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax`),
  )) as unknown as { rows: { xmax: string }[] };
  return result.rows[0]!.xmax;
}

async function send(
  method: string,
  path: string,
  request: Request,
  token: string | null,
): Promise<LightMyRequestResponse> {
  serial += 1;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: string | undefined;
  if (request.send === 'json' && request.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(request.body);
  } else if (request.send === 'text') {
    headers['content-type'] = 'text/plain';
    payload = String(request.body);
  } else if (request.send === 'broken') {
    headers['content-type'] = 'application/json';
    payload = '{"unterminated": ';
  }
  return t.app.inject({
    method: method as 'GET',
    url: urlOf(path, request),
    headers,
    // A different caller each time, so the per-address limits do not answer everything.
    remoteAddress: `10.${(serial >> 16) & 255}.${(serial >> 8) & 255}.${serial & 255}`,
    ...(payload === undefined ? {} : { payload }),
  });
}

function expectErrorShape(response: LightMyRequestResponse, what: string) {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    throw new Error(`${what}: ${response.statusCode} is not JSON: ${response.body.slice(0, 200)}`);
  }
  const { message, errors, ...rest } = body as Record<string, unknown>;
  expect(typeof message, `${what}: message`).toBe('string');
  expect(rest, `${what}: only message and errors`).toEqual({});
  if (errors !== undefined) {
    for (const [field, list] of Object.entries(errors as Record<string, unknown>)) {
      expect(
        Array.isArray(list) && list.every((m) => typeof m === 'string'),
        `${what}: ${field}`,
      ).toBe(true);
    }
  }
}

async function check(
  operationId: string,
  method: string,
  path: string,
  request: Request,
  token: string | null,
) {
  // Writes are counted per table around calls that may write; a read is checked by transaction id.
  const counted = method !== 'GET' || t.engine === 'postgres';
  const before = counted ? await rowCounts() : await nextTransactionId();
  const response = await send(method, path, request, token);
  const what = `${operationId} ${method} ${urlOf(path, request)} ${request.send} ${text(request.body)?.slice(0, 200)}`;
  expect(response.statusCode, `${what} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expectErrorShape(response, what);
    const after = counted ? await rowCounts() : await nextTransactionId();
    expect(after, `${what}: a refusal wrote to the database`).toEqual(before);
  }
  return response;
}

beforeAll(async () => {
  // The limits count in memory here: counting a refused call is their job (test/limits.test.ts),
  // and this test checks that a refusal writes nothing to the database.
  t = await createTestApp({ captchaProvider: 'off' }, { limitStore: 'memory' });
  const account = await registerAccount(t);
  userId = (await findUserByEmail(t.db, account.email))!.id;
  const result = (await t.db.execute(
    sql.raw(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT LIKE '%drizzle%'`,
    ),
  )) as unknown as { rows: { table_name: string }[] };
  tables = result.rows.map((row) => row.table_name).sort();
});
afterAll(async () => {
  await t.close();
});

/**
 * Runs a property once unbounded (so every operation is exercised even on a slow machine), then
 * up to `runs` more times while `limitMs` lasts. Each run is one awaited `fc.assert` with its own
 * seed: fast-check's `interruptAfterTimeLimit` abandons a run mid-request, and the abandoned
 * request then wrote (a login's token) while the next test was counting rows.
 */
async function checkProperty(
  property: fc.IAsyncProperty<unknown[]>,
  runs: number,
  limitMs: number,
) {
  const started = Date.now();
  await fc.assert(property, { numRuns: 1 });
  for (let run = 0; run < runs && Date.now() - started < limitMs; run += 1) {
    await fc.assert(property, { numRuns: 1 });
  }
}

const freshToken = async () =>
  (await issueAccessToken(t.db, userId, t.app.config.tokenTtlSeconds)).access_token;

describe('every operation of the contract, fuzzed', () => {
  for (const { operationId, method, path, operation } of OPERATIONS) {
    const protection = bearer.get(operationId);
    const op = operation as Record<string, unknown>;

    it(`${operationId}: valid requests never fail on the server`, async () => {
      await checkProperty(
        fc.asyncProperty(validRequest(op), async (request) => {
          await check(operationId, method, path, request, protection ? await freshToken() : null);
        }) as fc.IAsyncProperty<unknown[]>,
        RUNS.valid,
        TIME_LIMIT_MS.valid,
      );
    });

    it(`${operationId}: invalid requests are refused as 4xx in the Error shape, writing nothing`, async () => {
      await checkProperty(
        fc.asyncProperty(invalidRequest(op), async (request) => {
          await check(operationId, method, path, request, protection ? await freshToken() : null);
        }) as fc.IAsyncProperty<unknown[]>,
        RUNS.invalid,
        TIME_LIMIT_MS.invalid,
      );
    });

    if (protection === 'required') {
      it(`${operationId}: an anonymous or forged caller gets 401 before anything else`, async () => {
        await checkProperty(
          fc.asyncProperty(
            fc.oneof(validRequest(op), invalidRequest(op)),
            fc.constantFrom(null, 'forged-token-that-was-never-issued-0123456789'),
            async (request, token) => {
              // An empty path segment is another address, not this operation's.
              fc.pre(Object.values(request.path).every((value) => text(value) !== ''));
              // A path parameter over Fastify's `maxParamLength` (100) is refused as 414 by the
              // router itself, before any operation (and its token check) is reached.
              fc.pre(Object.values(request.path).every((value) => text(value).length <= 100));
              const response = await check(operationId, method, path, request, token);
              expect(response.statusCode, `${operationId} without a valid token`).toBe(401);
            },
          ) as unknown as fc.IAsyncProperty<unknown[]>,
          RUNS.anonymous,
          TIME_LIMIT_MS.anonymous,
        );
      });
    }
  }

  it('has a handler for every operation of the contract (none answers 501)', () => {
    const missing = OPERATIONS.map(({ operationId }) => operationId).filter(
      (id) => !implementedOperations.has(id),
    );
    expect(missing).toEqual([]);
  });
});
