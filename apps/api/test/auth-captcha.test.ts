// The ALTCHA captcha on login and sign-up: challenges signed by the server, solutions verified
// and never accepted twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  FAST_CAPTCHA,
  clientCredentials,
  logInRequest,
  solvedCaptcha,
  uniqueEmail,
} from './support/accounts.ts';
import { expectContract } from './support/contract.ts';
import { countRows, createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
const password = 'Nuwara Eliya in mist';
let email: string;

function register(fields: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      ...clientCredentials(t),
      user_type: 3,
      first_name: 'Dilani',
      last_name: 'Jayasuriya',
      email: uniqueEmail('captcha'),
      password,
      confim_password: password,
      ...fields,
    },
  });
}

beforeAll(async () => {
  t = await createTestApp({ captchaProvider: 'altcha', ...FAST_CAPTCHA });
  email = uniqueEmail('captcha');
  const response = await register({ email, altcha: await solvedCaptcha(t) });
  expect(response.statusCode).toBe(200);
});
afterAll(() => t?.close());

const captchaError = {
  message: 'Complete the Captcha before proceeding',
  errors: { altcha: ['Complete the Captcha before proceeding'] },
};

describe('GET /api/captcha/challenge', () => {
  it('hands out a signed, expiring PBKDF2 challenge that is never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expectContract(response, 'getCaptchaChallenge');
    expect(response.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = response.json();
    expect(parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = parameters.expiresAt - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(500);
    expect(lifetime).toBeLessThanOrEqual(600);
  });

  it('uses the production difficulty by default', () => {
    expect(loadConfig({})).toMatchObject({
      captchaProvider: 'altcha',
      captchaCost: 5000,
      captchaMaxCounter: 2_000,
    });
  });
});

describe('the captcha on login', () => {
  it('lets a solved captcha log in', async () => {
    const response = await logInRequest(t, email, password, { altcha: await solvedCaptcha(t) });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a login without a captcha, before looking at the password', async () => {
    const response = await logInRequest(t, email, password);
    expect(response.statusCode).toBe(400);
    expectContract(response, 'issueToken');
    expect(response.json()).toEqual(captchaError);
  });

  it('refuses a solution used a second time', async () => {
    const altcha = await solvedCaptcha(t);
    expect((await logInRequest(t, email, password, { altcha })).statusCode).toBe(200);
    const replay = await logInRequest(t, email, password, { altcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(captchaError);
  });

  it('refuses a wrong solution, a forged signature and garbage', async () => {
    const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const wrong = decode(await solvedCaptcha(t));
    // The proof is the derived key (checked against the key signature), not the counter.
    const key: string = wrong.solution.derivedKey;
    wrong.solution.derivedKey = (key[0] === '0' ? '1' : '0') + key.slice(1);
    const forged = decode(await solvedCaptcha(t));
    forged.challenge.parameters.expiresAt += 3600;
    for (const altcha of [encode(wrong), encode(forged), 'bm90IGpzb24=', 'garbage!']) {
      const response = await logInRequest(t, email, password, { altcha });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(captchaError);
    }
  });
});

describe('the captcha on sign-up', () => {
  it('refuses a sign-up without a solved captcha and creates nobody', async () => {
    const before = await countRows(t.db, 'users');
    const response = await register({});
    expect(response.statusCode).toBe(400);
    expectContract(response, 'register');
    expect(response.json()).toEqual(captchaError);
    expect(await countRows(t.db, 'users')).toBe(before);
  });

  it('checks the form before spending the captcha', async () => {
    const altcha = await solvedCaptcha(t);
    const bad = await register({ first_name: '', altcha });
    expect(bad.json().message).toBe('Required');
    const good = await register({ altcha });
    expect(good.statusCode).toBe(200);
  });

  it('refuses a solution that already signed someone up', async () => {
    const altcha = await solvedCaptcha(t);
    expect(
      (await register({ altcha, user_type: 2, work_name: 'Matale Spice Walks' })).statusCode,
    ).toBe(200);
    expect((await register({ altcha })).json()).toEqual(captchaError);
  });
});
