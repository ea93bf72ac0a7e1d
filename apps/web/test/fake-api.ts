// A fake API for component tests: answers by "METHOD /path" and records every call.
import { vi } from 'vitest';

export interface Call {
  readonly method: string;
  readonly path: string;
  /** The query string's parameters. */
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly authorization: string | null;
  readonly idempotencyKey: string | null;
  /** The checkout's Replaces-Idempotency-Key (ADR 242). */
  readonly replacesKey: string | null;
}

type Answered = { status?: number; body?: unknown };
/** An answer, or a function of the call giving one (later, for a slow connection). */
export type Answer = Answered | ((call: Call) => Answered | Promise<Answered>);

type FetchLike = (input: Request | string, init?: RequestInit) => Promise<Response>;

let current: FetchLike = () => Promise.reject(new Error('no fake API in this test'));
// One function object for the whole run: the site's browser client keeps the fetch it was
// created with, so each test swaps what this one answers instead of stubbing a new one.
const stableFetch: FetchLike = (input, init) => current(input, init);

/** A JSON body as its value; any other (a photo's multipart upload) as its text. */
function parsedBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function fakeApi(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: Request | string, init?: RequestInit) => {
    const request =
      typeof input === 'string'
        ? new Request(new URL(input, 'http://localhost:3000'), init)
        : input;
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const call: Call = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? parsedBody(text) : undefined,
      authorization: request.headers.get('Authorization'),
      idempotencyKey: request.headers.get('Idempotency-Key'),
      replacesKey: request.headers.get('Replaces-Idempotency-Key'),
    };
    calls.push(call);
    const answer = answers[`${call.method} ${call.path}`];
    const { status = 200, body = {} } =
      typeof answer === 'function'
        ? await answer(call)
        : (answer ?? { status: 404, body: { message: 'Not Found' } });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  current = fetch;
  vi.stubGlobal('fetch', stableFetch);
  return { calls, fetch };
}

export const profile = {
  id: 7,
  avatar: null,
  email: 'ama@example.com',
  first_name: 'Ama',
  last_name: 'Perera',
  phone_number: null,
  user_type: 3 as const,
};
