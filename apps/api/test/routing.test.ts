// Every operation of the contract is routed and built: a call with nothing in it answers a real
// error in the contract's shape (401 without a token, 400 for a bad body, 404…), never a 500 or
// a 501.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperations, expectContract } from './support/contract.ts';
import { countRows, createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 3 });
});
afterAll(() => t?.close());

function concretePath(path: string): string {
  return path.replace(/\{[^}]+\}/g, (name) => (name === '{name}' ? 'slider-1' : '1'));
}

describe('routing from the contract', () => {
  const operations = contractOperations();

  it('routes every operation of the contract, including both my-bookings parameter names', () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
    for (const { method, path } of operations) {
      const url = concretePath(path);
      expect(
        t.app.hasRoute({
          method,
          url: path.replace(/\{([^}]+)\}/g, ':$1'),
        }),
        `${method} ${path}`,
      ).toBe(true);
      expect(url).not.toContain('{');
    }
  });

  it('answers a protected operation without a token with 401, whatever else is wrong', async () => {
    const secured = operations.filter((op) => {
      const alternatives = (op.operation as { security?: object[] }).security ?? [];
      return alternatives.length > 0 && alternatives.every((s) => 'bearerAuth' in s);
    });
    expect(secured.length).toBeGreaterThan(10);
    for (const op of secured) {
      const response = await t.app.inject({
        method: op.method,
        url: concretePath(op.path),
        ...(op.method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${op.method} ${op.path}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
      expectContract(response, op.operationId);
    }
  });

  it('lets a guest through where the token is optional, but refuses a bad token there', async () => {
    const guest = await t.app.inject({ method: 'POST', url: '/api/booking/checkout', payload: {} });
    expect(guest.statusCode).not.toBe(401);
    expect(guest.statusCode).toBeLessThan(500);
    const badToken = await t.app.inject({
      method: 'POST',
      url: '/api/booking/checkout',
      payload: {},
      headers: { authorization: 'Bearer not-a-real-token-but-long-enough' },
    });
    expect(badToken.statusCode).toBe(401);
  });

  it('refuses a made-up token too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/account/profile',
      headers: { authorization: 'Bearer not-a-real-token-but-long-enough' },
    });
    expect(response.statusCode).toBe(401);
  });

  // find-my-way could refuse two parameter names at one position; it does not (ADR 040).
  it('routes /api/account/my-bookings/{bookingId}/review next to /{id}/comments', async () => {
    for (const url of [
      '/api/account/my-bookings/7/review',
      '/api/account/my-bookings/7/comments',
    ]) {
      const response = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('answers every operation with neither a 5xx nor a 501 "not implemented"', async () => {
    for (const op of operations) {
      const response = await t.app.inject({
        method: op.method,
        url: concretePath(op.path),
        ...(op.method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${op.method} ${op.path}`).toBeLessThan(500);
    }
  });

  it('never answers 500 or a success for a new password of an unknown account', async () => {
    const users = await countRows(t.db, 'users');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client/chpwd',
      payload: { username: 'someone@example.com' },
    });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await countRows(t.db, 'users')).toBe(users);
  });

  it('rate limits write calls per client, not price estimates or reads', async () => {
    const subscribers = await countRows(t.db, 'subscribers');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/email/sub',
        payload: { email: 'not an address' },
        remoteAddress: '10.0.0.7',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expectContract(response, 'subscribeToDeals');
        expect(response.json().message).toMatch(/Too many requests/);
      }
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    expect(await countRows(t.db, 'subscribers')).toBe(subscribers);
    // Another visitor behind the site's proxy has a limit of its own.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/email/sub',
      payload: { email: 'not an address' },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(other.statusCode).toBe(400);
    for (let i = 0; i < 5; i++) {
      const estimate = await t.app.inject({
        method: 'POST',
        url: '/api/activity/cost',
        payload: { aid: 1, pul: 1, na: 1 },
        remoteAddress: '10.0.0.7',
      });
      expect(estimate.statusCode).not.toBe(429);
      expect((await t.app.inject({ method: 'GET', url: '/api/categories/get' })).statusCode).toBe(
        200,
      );
    }
  });

  it('tells a caller over the write limit how many seconds to wait, as Retry-After does', async () => {
    let response;
    for (let i = 0; i < 4; i++) {
      response = await t.app.inject({
        method: 'POST',
        url: '/api/email/sub',
        payload: { email: 'not an address' },
        remoteAddress: '10.0.0.8',
      });
    }
    expect(response!.statusCode).toBe(429);
    const wait = Number(response!.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(response!.json()).toEqual({
      message: `Too many requests, please try again in ${wait} seconds.`,
    });
  });

  it('answers the router’s own refusals of an address in the Error shape', async () => {
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/account/my-bookings/show/%zz',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The address is not valid.' });
    const overlong = await t.app.inject({
      method: 'GET',
      url: `/api/account/my-bookings/show/${'1'.repeat(101)}`,
    });
    expect(overlong.statusCode).toBe(414);
    expect(overlong.json()).toEqual({ message: 'The address is too long.' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Not found.' });
  });
});
