// POST /oauth/token, the bearer check and POST /api/auth/logout.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { accessTokens, users } from '../src/db/schema.ts';
import { hashToken } from '../src/modules/auth/tokens.ts';
import {
  bearer,
  clientCredentials,
  logIn,
  logInRequest,
  registerAccount,
  uniqueEmail,
} from './support/accounts.ts';
import type { NewAccount } from './support/accounts.ts';
import { expectContract } from './support/contract.ts';
import { createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
let client: NewAccount;
let supplier: NewAccount;

beforeAll(async () => {
  t = await createTestApp({
    captchaProvider: 'off',
    supplierSiteUrl: 'https://suppliers.example.com',
    loginLimits: { perAddressPerMinute: 10, perAccountPerHour: 5 },
  });
  client = await registerAccount(t);
  supplier = await registerAccount(t, { user_type: 2, work_name: 'Hill Country Treks' });
});
afterAll(() => t?.close());

function profile(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(token) });
}

describe('POST /oauth/token', () => {
  it('exchanges a client’s email and password for an opaque bearer token that opens the profile', async () => {
    const response = await logInRequest(t, client.email, client.password);
    expect(response.statusCode).toBe(200);
    expectContract(response, 'issueToken');
    const session = response.json();
    expect(session).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      token_type: 'Bearer',
      expires_in: 12 * 3600,
    });
    const me = await profile(session.access_token);
    expect(me.statusCode).toBe(200);
    expectContract(me, 'getProfile');
    expect(me.json().data).toMatchObject({
      email: client.email,
      first_name: 'Nimal',
      user_type: 3,
    });
  });

  it('takes the form-encoded body the contract also lists (the OAuth 2 way)', async () => {
    const form = new URLSearchParams({
      ...clientCredentials(t),
      grant_type: 'password',
      username: client.email,
      password: client.password,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: '127.0.0.20',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(response.statusCode).toBe(200);
    expectContract(response, 'issueToken');
    expect((await profile(response.json().access_token)).statusCode).toBe(200);
  });

  it('refuses a form body where the contract lists only JSON: 415, nothing stored', async () => {
    const email = uniqueEmail('form');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...clientCredentials(t),
        user_type: '1',
        first_name: 'Form',
        last_name: 'Filler',
        email,
        password: 'a long enough password',
        confim_password: 'a long enough password',
      }).toString(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Unsupported content type.' });
    const stored = await t.db.select().from(users).where(eq(users.email, email));
    expect(stored).toEqual([]);
  });

  it('names a form field called __proto__ like any other field not allowed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: '127.0.0.22',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${new URLSearchParams({ ...clientCredentials(t), grant_type: 'password', username: client.email, password: client.password }).toString()}&__proto__=x`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(['__proto__']);
  });

  it('refuses a form that repeats a field, naming it, and a form with a field too many', async () => {
    const base = {
      ...clientCredentials(t),
      grant_type: 'password',
      username: client.email,
      password: client.password,
    };
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        remoteAddress: '127.0.0.21',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const repeated = await send(`${new URLSearchParams(base).toString()}&password=other`);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().message).toContain('password');
    const extra = await send(new URLSearchParams({ ...base, scope: 'admin' }).toString());
    expect(extra.statusCode).toBe(400);
    expect(JSON.stringify(extra.json())).toContain('scope');
  });

  it('stores only the token’s SHA-256 hash, expiring after the inactivity timeout (within TOKEN_TTL)', async () => {
    const token = await logIn(t, client);
    const [row] = await t.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    expect(row).toBeDefined();
    const stored = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM access_tokens WHERE token_hash = ${token}`,
    );
    expect(Number((stored as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
    // Unused, it lapses after TOKEN_IDLE_TIMEOUT (30 min); calls move that on (ADR 182).
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetime - 30 * 60 * 1000)).toBeLessThan(5_000);
  });

  it('hashes passwords with argon2id, m=19456 KiB, t=2, p=1', async () => {
    const [row] = await t.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${client.email})`);
    expect(row!.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('mints a new token at every login, and both stay valid', async () => {
    const first = await logIn(t, client);
    const second = await logIn(t, client);
    expect(first).not.toBe(second);
    expect((await profile(first)).statusCode).toBe(200);
    expect((await profile(second)).statusCode).toBe(200);
  });

  it('accepts the address in any letter case', async () => {
    const response = await logInRequest(t, client.email.toUpperCase(), client.password);
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown address alike: 401 Invalid login information', async () => {
    const wrong = await logInRequest(t, client.email, 'not the password', {
      remoteAddress: '10.1.0.1',
    });
    const unknown = await logInRequest(t, uniqueEmail('nobody'), 'whatever it is', {
      remoteAddress: '10.1.0.1',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expectContract(response, 'issueToken');
      expect(response.json()).toEqual({ message: 'Invalid login information' });
    }
  });

  it('refuses a client id or secret other than the first-party web client’s', async () => {
    for (const credentials of [
      { client_id: 'someone-else', client_secret: t.app.config.oauthClientSecret },
      { client_id: t.app.config.oauthClientId, client_secret: 'guessed' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: {
          ...credentials,
          grant_type: 'password',
          username: client.email,
          password: client.password,
        },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('The client is not recognised.');
    }
  });

  it('gives the login form’s messages for an empty email or password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { ...clientCredentials(t), grant_type: 'password', username: '', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expectContract(response, 'issueToken');
    expect(response.json()).toEqual({
      message: 'We need your Email',
      errors: { username: ['We need your Email'], password: ['Password can not be empty'] },
    });
  });

  it('refuses any grant but password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        ...clientCredentials(t),
        grant_type: 'client_credentials',
        username: client.email,
        password: client.password,
      },
    });
    expect(response.statusCode).toBe(400);
  });

  it('sends a supplier to the supplier site with 403 and no token', async () => {
    const before = await t.db.$count(accessTokens);
    const response = await logInRequest(t, supplier.email, supplier.password);
    expect(response.statusCode).toBe(403);
    expectContract(response, 'issueToken');
    expect(response.json().message).toBe(
      'This is a supplier account. Please log in on the supplier site at https://suppliers.example.com.',
    );
    expect(await t.db.$count(accessTokens)).toBe(before);
  });

  it('does not tell a supplier’s wrong password from anyone else’s', async () => {
    const response = await logInRequest(t, supplier.email, 'wrong password', {
      remoteAddress: '10.1.0.2',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('brute-force limits', () => {
  it('answers 429 with Retry-After once one address has failed 10 times in a minute', async () => {
    const victim = await registerAccount(t);
    const address = '10.2.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // Spread over accounts, so only the per-address limit can stop it.
      const response = await logInRequest(t, uniqueEmail('guess'), 'wrong password', {
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // Even the right password is refused from that address now…
    const blocked = await logInRequest(t, victim.email, victim.password, {
      remoteAddress: address,
    });
    expect(blocked.statusCode).toBe(429);
    expectContract(blocked, 'issueToken');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // …but not from another one.
    const elsewhere = await logInRequest(t, victim.email, victim.password, {
      remoteAddress: '10.2.0.2',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('answers 429 for an account that failed too often, from any address', async () => {
    const target = await registerAccount(t);
    // This app allows 5 failures an hour per account (production: 100, see the config test).
    for (let i = 0; i < 5; i++) {
      const response = await logInRequest(t, target.email, `wrong ${i}`, {
        remoteAddress: `10.3.0.${i + 1}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const response = await logInRequest(t, target.email, target.password, {
      remoteAddress: '10.3.1.1',
    });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('uses 10 failures a minute per address and 100 an hour per account by default', () => {
    expect(loadConfig({}).loginLimits).toEqual({ perAddressPerMinute: 10, perAccountPerHour: 100 });
  });
});

describe('the bearer token', () => {
  it('is refused when missing, malformed or unknown', async () => {
    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer short',
      'Basic dXNlcjpwYXNz',
      `Bearer ${'x'.repeat(43)}`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/account/profile',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expectContract(response, 'getProfile');
    }
  });

  it('is refused once expired', async () => {
    const token = await logIn(t, client);
    await t.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('is refused after logout, while the user’s other tokens keep working', async () => {
    const kept = await logIn(t, client);
    const token = await logIn(t, client);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expectContract(response, 'logout');
    expect((await profile(token)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(401);
    expect((await profile(kept)).statusCode).toBe(200);
  });

  it('is deleted, once expired or revoked, at its user’s next login', async () => {
    const account = await registerAccount(t);
    const expired = await logIn(t, account);
    const revoked = await logIn(t, account);
    const live = await logIn(t, account);
    await t.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.tokenHash, hashToken(expired)));
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(revoked) });
    await logIn(t, account);
    const left = await t.db
      .select({ hash: accessTokens.tokenHash })
      .from(accessTokens)
      .where(
        sql`${accessTokens.tokenHash} IN (${hashToken(expired)}, ${hashToken(revoked)}, ${hashToken(live)})`,
      );
    expect(left.map((row) => row.hash)).toEqual([hashToken(live)]);
  });

  it('stops working when its user is blocked', async () => {
    const account = await registerAccount(t);
    const token = await logIn(t, account);
    await t.db
      .update(users)
      .set({ status: 2 })
      .where(sql`lower(${users.email}) = lower(${account.email})`);
    expect((await profile(token)).statusCode).toBe(401);
    expect((await logInRequest(t, account.email, account.password)).statusCode).toBe(401);
  });
});

describe('TOKEN_TTL', () => {
  it('reads seconds or a unit, defaults to 12 hours and refuses nonsense', () => {
    expect(loadConfig({}).tokenTtlSeconds).toBe(43_200);
    expect(loadConfig({ TOKEN_TTL: '3600' }).tokenTtlSeconds).toBe(3600);
    expect(loadConfig({ TOKEN_TTL: '30m' }).tokenTtlSeconds).toBe(1800);
    expect(() => loadConfig({ TOKEN_TTL: 'forever' })).toThrow(/TOKEN_TTL/);
  });

  it('sets expires_in and the stored expiry from the configured lifetime', async () => {
    // The app reads its config per request; changing it here spares a second database.
    const config = t.app.config;
    const before = config.tokenTtlSeconds;
    config.tokenTtlSeconds = 120;
    try {
      const response = await logInRequest(t, client.email, client.password);
      const session = response.json();
      expect(session.expires_in).toBe(120);
      const [row] = await t.db
        .select()
        .from(accessTokens)
        .where(eq(accessTokens.tokenHash, hashToken(session.access_token)));
      expect(Math.abs(row!.expiresAt.getTime() - Date.now() - 120_000)).toBeLessThan(5_000);
    } finally {
      config.tokenTtlSeconds = before;
    }
  });
});

describe('configuration of secrets and captcha', () => {
  it('refuses to start in production without SECRET_KEY or with the captcha off', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRET_KEY/);
    const secret = 'x'.repeat(40);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SECRET_KEY: secret, CAPTCHA_PROVIDER: 'off' }),
    ).toThrow(/CAPTCHA_PROVIDER/);
    const clientSecret = 'y'.repeat(40);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SECRET_KEY: secret,
        OAUTH_CLIENT_SECRET: clientSecret,
        SMTP_URL: 'smtp://mail.example.com',
      }).captchaProvider,
    ).toBe('altcha');
  });

  it('refuses to start in production without its own OAUTH_CLIENT_SECRET', () => {
    const secret = 'x'.repeat(40);
    expect(() => loadConfig({ NODE_ENV: 'production', SECRET_KEY: secret })).toThrow(
      /OAUTH_CLIENT_SECRET/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SECRET_KEY: secret,
        OAUTH_CLIENT_SECRET: 'lanka-trails-web-dev-secret',
      }),
    ).toThrow(/OAUTH_CLIENT_SECRET/);
    expect(loadConfig({}).oauthClientSecret).toBe('lanka-trails-web-dev-secret');
  });
});
