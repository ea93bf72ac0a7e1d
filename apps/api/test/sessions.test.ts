// Issue 18 Low 10 (ADR 182): a customer's session ends after TOKEN_IDLE_TIMEOUT without a call
// (each call moves that point on, never past the absolute TOKEN_TTL), and "Log out everywhere"
// ends every session of the account at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../src/db/schema.ts';
import { hashToken } from '../src/modules/auth/tokens.ts';
import { API_MESSAGES } from '@trails/domain/messages';
import { bearer, logIn, registerAccount } from './support/accounts.ts';
import { insertAdmin, operatorToken } from './support/bookings.ts';
import type { NewAccount } from './support/accounts.ts';
import { expectContract } from './support/contract.ts';
import { createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

const IDLE = 30 * 60;
const TTL = 12 * 3600;

let t: TestApp;
let account: NewAccount;
beforeAll(async () => {
  t = await createTestApp({
    captchaProvider: 'off',
    tokenIdleSeconds: IDLE,
    tokenTtlSeconds: TTL,
  });
  account = await registerAccount(t);
});
afterAll(() => t?.close());

function profile(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(token) });
}

async function row(token: string) {
  const [found] = await t.db
    .select()
    .from(accessTokens)
    .where(eq(accessTokens.tokenHash, hashToken(token)));
  return found!;
}

async function setTimes(token: string, times: { createdAt?: Date; expiresAt?: Date }) {
  await t.db
    .update(accessTokens)
    .set(times)
    .where(eq(accessTokens.tokenHash, hashToken(token)));
}

const secondsFromNow = (date: Date) => (date.getTime() - Date.now()) / 1000;

/** Makes the session one last used 25 minutes ago: five minutes of its idle timeout left. */
function usedLongAgo(token: string) {
  return setTimes(token, {
    createdAt: new Date(Date.now() - 25 * 60_000),
    expiresAt: new Date(Date.now() + 5 * 60_000),
  });
}

/** A call with the token that is refused (400) leaves the session's deadline where it was. */
async function expectRefusalLeavesDeadline(token: string, url: string) {
  const { expiresAt } = await row(token);
  const refused = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(refused.statusCode).toBe(400);
  expect((await row(token)).expiresAt).toEqual(expiresAt);
}

describe('the inactivity timeout', () => {
  it('gives a new session the idle timeout, not the whole absolute lifetime', async () => {
    const token = await logIn(t, account);
    const left = secondsFromNow((await row(token)).expiresAt);
    expect(left).toBeGreaterThan(IDLE - 60);
    expect(left).toBeLessThanOrEqual(IDLE + 1);
  });

  it('ends a session left idle, whatever its absolute lifetime', async () => {
    const token = await logIn(t, account);
    // 31 minutes without a call: its idle deadline passed a minute ago.
    await setTimes(token, {
      createdAt: new Date(Date.now() - 31 * 60_000),
      expiresAt: new Date(Date.now() - 60_000),
    });
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('moves the deadline on with every call', async () => {
    const token = await logIn(t, account);
    await usedLongAgo(token);
    expect((await profile(token)).statusCode).toBe(200);
    expect(secondsFromNow((await row(token)).expiresAt)).toBeGreaterThan(IDLE - 60);
  });

  it('moves the deadline only for a call that succeeds: a refused one changes nothing (ADR 208)', async () => {
    const token = await logIn(t, account);
    await usedLongAgo(token);
    await expectRefusalLeavesDeadline(token, '/api/account/my-bookings?group=someday');
    expect((await profile(token)).statusCode).toBe(200);
    expect(secondsFromNow((await row(token)).expiresAt)).toBeGreaterThan(IDLE - 60);
  });

  it('never keeps an active session past its absolute lifetime', async () => {
    const token = await logIn(t, account);
    const createdAt = new Date(Date.now() - (TTL - 120) * 1000);
    await setTimes(token, { createdAt, expiresAt: new Date(Date.now() + 30_000) });
    expect((await profile(token)).statusCode).toBe(200);
    const { expiresAt } = await row(token);
    expect(expiresAt.getTime()).toBeLessThanOrEqual(createdAt.getTime() + TTL * 1000);
    await setTimes(token, { expiresAt: new Date(createdAt.getTime() + TTL * 1000 - 130_000) });
    expect((await profile(token)).statusCode).toBe(401);
  });
});

describe("an operator's session (ADR 205)", () => {
  function operatorBookings(token: string) {
    return t.app.inject({ method: 'GET', url: '/api/ops/bookings', headers: bearer(token) });
  }

  it("starts with the idle timeout and ends when left idle, as a customer's does", async () => {
    const token = await operatorToken(t, await insertAdmin(t));
    const left = secondsFromNow((await row(token)).expiresAt);
    expect(left).toBeGreaterThan(IDLE - 60);
    expect(left).toBeLessThanOrEqual(IDLE + 1);
    expect((await operatorBookings(token)).statusCode).toBe(200);
    await setTimes(token, {
      createdAt: new Date(Date.now() - 31 * 60_000),
      expiresAt: new Date(Date.now() - 60_000),
    });
    expect((await operatorBookings(token)).statusCode).toBe(401);
  });

  it('leaves its deadline where it was when a call is refused', async () => {
    const token = await operatorToken(t, await insertAdmin(t));
    await usedLongAgo(token);
    await expectRefusalLeavesDeadline(token, '/api/ops/bookings?status=someday');
  });

  it('moves its deadline on with every call, never past the absolute lifetime', async () => {
    const token = await operatorToken(t, await insertAdmin(t));
    await usedLongAgo(token);
    expect((await operatorBookings(token)).statusCode).toBe(200);
    expect(secondsFromNow((await row(token)).expiresAt)).toBeGreaterThan(IDLE - 60);
    const createdAt = new Date(Date.now() - (TTL - 120) * 1000);
    await setTimes(token, { createdAt, expiresAt: new Date(Date.now() + 30_000) });
    expect((await operatorBookings(token)).statusCode).toBe(200);
    expect((await row(token)).expiresAt.getTime()).toBeLessThanOrEqual(
      createdAt.getTime() + TTL * 1000,
    );
  });
});

describe('POST /api/auth/logout/everywhere', () => {
  it('ends every session of the caller’s account, the calling one too, and no one else’s', async () => {
    const mine = [await logIn(t, account), await logIn(t, account), await logIn(t, account)];
    const someoneElse = await logIn(t, await registerAccount(t, { first_name: 'Kasun' }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/everywhere',
      headers: bearer(mine[0]!),
    });
    expect(response.statusCode).toBe(200);
    expectContract(response, 'logoutEverywhere');
    expect(response.json()).toEqual({ message: API_MESSAGES.loggedOutEverywhere });
    for (const token of mine) expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(someoneElse)).statusCode).toBe(200);
    // A new login works as before.
    expect((await profile(await logIn(t, account))).statusCode).toBe(200);
  });

  it('answers 401 without a live token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout/everywhere' });
    expect(response.statusCode).toBe(401);
    expectContract(response, 'logoutEverywhere');
  });
});
