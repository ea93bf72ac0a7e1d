// Issue 18 Low 8 (ADR 183): the request id is generated (a caller's is kept only when it is a
// UUID), and the request log never holds a query string's tokens or codes.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { redactedUrl } from '../src/http/logging.ts';
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
