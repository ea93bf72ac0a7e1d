// Issue 18, "bad input never gets a 5xx": each class answered in one place (contract bounds,
// input-guards.ts), checked here by one example each; contract-fuzz.test.ts explores the rest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';
import { bearer, logIn, registerAccount } from './support/accounts.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ captchaProvider: 'off' });
  token = await logIn(t, await registerAccount(t));
});
afterAll(async () => {
  await t.close();
});

describe('bad input', () => {
  it('answers a POST without the body its operation requires with 400 naming the body', async () => {
    for (const url of [
      '/oauth/token',
      '/api/register',
      '/api/client/chpwd',
      '/api/activity/cost',
    ]) {
      const response = await t.app.inject({ method: 'POST', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        message: 'The request body is required.',
        errors: { body: ['The request body is required.'] },
      });
    }
  });

  it('answers a body of a type the operation does not take with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client/chpwd',
      headers: { 'content-type': 'text/plain' },
      payload: 'nobody@example.com',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Unsupported content type.' });
  });

  it('answers ids beyond 32 bits with 400, not a database error', async () => {
    for (const id of ['2147483648', '99999999999', '-2147483649']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/account/favourites/add/${id}`,
        headers: bearer(token),
      });
      expect(response.statusCode, id).toBe(400);
      expect(response.json().errors, id).toHaveProperty('id');
    }
  });

  it('refuses text with a NUL character with 400 naming the field, writing nothing', async () => {
    const users = await countRows(t.db, 'users');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        client_id: t.app.config.oauthClientId,
        client_secret: t.app.config.oauthClientSecret,
        user_type: 3,
        first_name: 'Ni\u0000mal',
        last_name: 'Perera',
        email: 'nul.test@example.com',
        password: 'Kandy lake at dawn 7',
        confim_password: 'Kandy lake at dawn 7',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The first_name field must not contain NUL characters.',
      errors: { first_name: ['The first_name field must not contain NUL characters.'] },
    });
    expect(await countRows(t.db, 'users')).toBe(users);
    const query = await t.app.inject({ method: 'GET', url: '/api/search?keyword=lake%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toHaveProperty('keyword');
  });

  it('still answers 401 first to an anonymous caller with bad input', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/account/favourites/add/99999999999',
    });
    expect(response.statusCode).toBe(401);
  });
});
