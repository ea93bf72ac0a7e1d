// Issue 18 Low 8 (ADR 183): the request id is generated (a caller's is kept only when it is a
// UUID), and the request log never holds a query string's tokens or codes.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import {
  ROUTINE_SAMPLE,
  SLOW_REQUEST_MS,
  redactedUrl,
  requestLogLevel,
} from '../src/http/logging.ts';
import { createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
let logged: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // The same API with its real logger, writing to memory.
  logged = await buildApp({
    config: { ...t.app.config, logLevel: 'info' },
    database: { db: t.db, engine: t.engine, close: async () => {} },
    jobs: false,
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    }),
  });
});
afterAll(async () => {
  await logged?.close();
  await t?.close();
});

describe('the request id', () => {
  it('is a new UUID when the caller sends none, or something that is not a UUID', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(none.headers['x-request-id']).toMatch(UUID);
    const forged = 'abc\nlevel=error msg="forged"';
    const withText = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'not-a-uuid' },
    });
    expect(withText.headers['x-request-id']).toMatch(UUID);
    expect(withText.headers['x-request-id']).not.toBe('not-a-uuid');
    const withForgery = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': encodeURIComponent(forged) },
    });
    expect(withForgery.headers['x-request-id']).toMatch(UUID);
  });

  it('keeps a caller’s UUID, so the site and the API can share one', async () => {
    const id = '6f1c2a4e-8b3d-4f5a-9c7e-1d2b3a4c5e6f';
    const response = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': id },
    });
    expect(response.headers['x-request-id']).toBe(id);
  });
});

describe('the request log', () => {
  it('holds no token, code or state from a query string, and keeps the rest', async () => {
    const secrets = {
      confirm: 'confirmTokenSecretValue123',
      verify: 'verifyTokenSecretValue456',
      code: 'oauthCodeSecretValue789',
      state: 'oauthStateSecretValue000',
    };
    await logged.inject({
      method: 'GET',
      url: `/api/account/email/confirm?token=${secrets.confirm}`,
    });
    await logged.inject({ method: 'GET', url: `/api/supplier/verify?token=${secrets.verify}` });
    await logged.inject({
      method: 'GET',
      url: `/api/auth/social/google/callback?code=${secrets.code}&state=${secrets.state}`,
    });
    await logged.inject({ method: 'GET', url: '/api/search?keyword=ella&page=1' });
    const log = lines.join('');
    expect(log).toContain('/api/account/email/confirm?token=[redacted]');
    for (const secret of Object.values(secrets)) expect(log).not.toContain(secret);
    // What is not secret stays useful.
    expect(log).toContain('/api/search?keyword=ella&page=1');
  });

  it('redacts secret-looking parameters however they are spelt', () => {
    expect(redactedUrl('/x?Token=a&page=2&set%5Fpassword%5Ftoken=b&q')).toBe(
      '/x?Token=[redacted]&page=2&set%5Fpassword%5Ftoken=[redacted]&q',
    );
    expect(redactedUrl('/x')).toBe('/x');
    expect(redactedUrl('/x?accessToken=a&keyword=ella&api_key=b')).toBe(
      '/x?accessToken=[redacted]&keyword=ella&api_key=[redacted]',
    );
  });
});

describe('one line per request, routine answers sampled (ADR 197)', () => {
  type Line = {
    level: number;
    msg: string;
    reqId: string;
    req?: { url: string };
    res?: { statusCode: number };
    responseTime?: number;
    sampled?: number;
  };

  it('logs every miss and client error, one cache hit in a hundred, and nothing at arrival', async () => {
    const written: string[] = [];
    const app = await buildApp({
      config: { ...t.app.config, logLevel: 'info' },
      database: { db: t.db, engine: t.engine, close: async () => {} },
      jobs: false,
      responseCacheMs: 60_000,
      logStream: {
        write: (line: string) => void written.push(line),
      },
    });
    try {
      const url = '/api/categories/get';
      const answers = [];
      for (let i = 0; i < 2 * ROUTINE_SAMPLE + 51; i++) {
        answers.push(await app.inject({ method: 'GET', url }));
      }
      expect(answers.map((answer) => answer.headers['x-cache'])).toEqual([
        'miss',
        ...Array<string>(2 * ROUTINE_SAMPLE + 50).fill('hit'),
      ]);
      for (let i = 0; i < 3; i++) {
        expect(
          (await app.inject({ method: 'GET', url: '/api/activity?id=999999' })).statusCode,
        ).toBe(404);
      }
      const lines = written.map((line) => JSON.parse(line) as Line);
      const requests = lines.filter((line) => line.req);
      expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
      const ofUrl = requests.filter((line) => line.req!.url === url);
      // The miss, then the 1st, 101st and 201st of 250 hits, each standing for a hundred.
      expect(ofUrl.map((line) => line.sampled)).toEqual([undefined, 100, 100, 100]);
      expect(ofUrl[0]!.reqId).toBe(answers[0]!.headers['x-request-id']);
      expect(ofUrl[1]!.reqId).toBe(answers[1]!.headers['x-request-id']);
      expect(ofUrl[2]!.reqId).toBe(answers[101]!.headers['x-request-id']);
      const missing = requests.filter((line) => line.res?.statusCode === 404);
      expect(missing).toHaveLength(3);
      for (const line of [...ofUrl, ...missing]) {
        expect(line).toMatchObject({ level: 30, msg: 'request completed' });
        expect(line.reqId).toMatch(UUID);
        expect(typeof line.responseTime).toBe('number');
      }
    } finally {
      await app.close();
    }
  });

  it('always logs server errors and slow requests, at error and warn', () => {
    const routine = { status: 200, ms: 1, routine: true };
    expect([0, 1, 99, 100].map((seen) => requestLogLevel(routine, seen))).toEqual([
      'info',
      null,
      null,
      'info',
    ]);
    expect(requestLogLevel({ ...routine, ms: SLOW_REQUEST_MS }, 7)).toBe('warn');
    expect(requestLogLevel({ ...routine, status: 503 }, 7)).toBe('error');
    expect(requestLogLevel({ ...routine, status: 304 }, 7)).toBeNull();
    expect(requestLogLevel({ status: 200, ms: 1, routine: false }, 7)).toBe('info');
    expect(requestLogLevel({ status: 429, ms: 1, routine: false }, 7)).toBe('info');
  });
});
