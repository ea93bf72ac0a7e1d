// GET /api/account/profile, POST /api/account/profile/field/update and POST /api/client/chpwd.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../src/db/schema.ts';
import { API_MESSAGES, MESSAGES } from '@trails/domain/messages';
import {
  bearer,
  lastMailTo,
  logIn,
  openConfirmationLink,
  logInRequest,
  mailedPassword,
  registerAccount,
  uniqueEmail,
} from './support/accounts.ts';
import type { NewAccount } from './support/accounts.ts';
import { expectContract } from './support/contract.ts';
import { countRows, createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
let nimal: NewAccount;
let nimalToken: string;
let kasun: NewAccount;
let kasunToken: string;

beforeAll(async () => {
  t = await createTestApp({
    captchaProvider: 'off',
    passwordResetLimits: { perAccountPerHour: 3, perAddressPerHour: 10 },
  });
  nimal = await registerAccount(t);
  kasun = await registerAccount(t, { first_name: 'Kasun', last_name: 'Silva' });
  nimalToken = await logIn(t, nimal);
  kasunToken = await logIn(t, kasun);
});
afterAll(() => t?.close());

function profile(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(token) });
}

function update(token: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/profile/field/update',
    headers: bearer(token),
    payload,
  });
}

function resetPassword(username: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/client/chpwd',
    payload: { username },
    remoteAddress,
  });
}

describe('GET /api/account/profile', () => {
  it('answers the caller’s own profile, never another user’s', async () => {
    const mine = await profile(nimalToken);
    expect(mine.statusCode).toBe(200);
    expectContract(mine, 'getProfile');
    expect(mine.json().data).toEqual({
      id: expect.any(Number),
      avatar: null,
      email: nimal.email,
      first_name: 'Nimal',
      last_name: 'Perera',
      phone_number: null,
      user_type: 3,
    });
    const theirs = await profile(kasunToken);
    expect(theirs.json().data.email).toBe(kasun.email);
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
  });
});

describe('POST /api/account/profile/field/update', () => {
  it.each([
    ['first_name', 'Nimali', 'first_name'],
    ['last_name', 'Perera-Silva', 'last_name'],
    ['phone_number', '+94 77 123 4567', 'phone_number'],
  ])('changes %s', async (field, value, key) => {
    const response = await update(nimalToken, { field, value });
    expect(response.statusCode).toBe(200);
    expectContract(response, 'updateProfileField');
    expect(response.json()).toEqual({ message: 'Your profile was updated' });
    expect((await profile(nimalToken)).json().data[key]).toBe(value);
  });

  it('changes the address only once the link mailed to it is opened, and tells the old one', async () => {
    const account = await registerAccount(t);
    const token = await logIn(t, account);
    const email = uniqueEmail('moved');
    const asked = await update(token, {
      field: 'email',
      value: email,
      current_password: account.password,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(API_MESSAGES.emailChangeMailed);
    // Nothing changed yet: the new address is not proven.
    expect((await profile(token)).json().data.email).toBe(account.email);
    expect((await logInRequest(t, email, account.password)).statusCode).toBe(401);

    expect(await openConfirmationLink(t, email)).toBe(
      'http://localhost:3000/login?email_confirmed=1',
    );
    expect((await profile(token)).json().data.email).toBe(email);
    expect((await logInRequest(t, email, account.password)).statusCode).toBe(200);
    const told = await lastMailTo(t, account.email);
    expect(told?.subject).toBe('The e-mail address of your Lanka Trails account was changed');
    expect(told?.textBody).toContain(email);
    // The link works once.
    const [row] = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    expect(row?.emailVerifiedAt).not.toBeNull();
  });

  it('refuses a confirmation link whose address another account took meanwhile', async () => {
    const account = await registerAccount(t);
    const token = await logIn(t, account);
    const email = uniqueEmail('contested');
    const asked = { field: 'email', value: email, current_password: account.password };
    expect((await update(token, asked)).statusCode).toBe(200);
    const mail = await lastMailTo(t, email);
    await registerAccount(t, { email });
    const link = new URL(/https?:\/\/\S+confirm\?token=\S+/.exec(mail!.textBody)![0]);
    const response = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(response.headers.location).toBe('http://localhost:3000/login?email_confirmed=0');
    expect((await profile(token)).json().data.email).toBe(account.email);
  });

  it('refuses an address another account has, with 409', async () => {
    const response = await update(nimalToken, {
      field: 'email',
      value: kasun.email.toUpperCase(),
      current_password: nimal.password,
    });
    expect(response.statusCode).toBe(409);
    expectContract(response, 'updateProfileField');
    expect(response.json().message).toBe('This email address is already registered.');
    expect((await profile(nimalToken)).json().data.email).toBe(nimal.email);
  });

  it.each([
    [{ field: 'user_type', value: '2' }],
    [{ field: 'status', value: '1' }],
    [{ field: 'id', value: '1' }],
    [{ field: 'password_hash', value: 'x' }],
    [{ field: 'email_verified_at', value: '2026-01-01' }],
    [{ field: 'first_name', value: 'Eve', user_type: 2 }],
    [{ field: 'email', value: 'not an address' }],
    [{ field: 'password', value: 'short' }],
    [{ field: 'first_name', value: '   ' }],
    [{ field: 'phone_number', value: 'call me maybe' }],
    [{ field: 'phone_number', value: '-- -- --' }],
  ])('refuses %j with 400 and changes nothing', async (payload) => {
    const before = (await profile(nimalToken)).json().data;
    const response = await update(nimalToken, payload);
    expect(response.statusCode).toBe(400);
    expectContract(response, 'updateProfileField');
    expect((await profile(nimalToken)).json().data).toEqual(before);
    const [row] = await t.db
      .select({ userType: users.userType, status: users.status })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${nimal.email})`);
    expect(row).toEqual({ userType: 3, status: 1 });
  });

  it('says a short password and an e-mail that is no address in the sign-up’s words, not the schema’s', async () => {
    const short = await update(nimalToken, {
      field: 'password',
      value: 'abc',
      current_password: nimal.password,
    });
    expect(short.statusCode).toBe(400);
    expectContract(short, 'updateProfileField');
    expect(short.json()).toEqual({
      message: 'The password must be at least 8 characters.',
      errors: { value: ['The password must be at least 8 characters.'] },
    });
    const address = await update(nimalToken, {
      field: 'email',
      value: 'not an address',
      current_password: nimal.password,
    });
    expect(address.statusCode).toBe(400);
    expect(address.json().errors).toEqual({
      value: ['Email: enter a valid email address, like name@example.com'],
    });
  });

  it('says a phone with no number in it, or too long for checkout, as the checkout would', async () => {
    for (const value of ['call me maybe', '(077) 123-4567 / (081) 222-3333']) {
      const response = await update(nimalToken, { field: 'phone_number', value });
      expect(response.statusCode, value).toBe(400);
      expect(response.json().errors).toEqual({ value: [MESSAGES.phoneInvalid] });
    }
    const kept = await update(nimalToken, { field: 'phone_number', value: '(+94) 77 123 4567' });
    expect(kept.statusCode).toBe(200);
    expect((await profile(nimalToken)).json().data.phone_number).toBe('(+94) 77 123 4567');
  });

  it.each([
    ['email', 'elsewhere@example.com'],
    ['password', 'Adams Peak by night 9'],
  ])(
    'changes %s only with the current password (a stolen session is not enough)',
    async (field, value) => {
      const account = await registerAccount(t);
      const token = await logIn(t, account);
      const missing = await update(token, { field, value });
      expect(missing.statusCode).toBe(400);
      expectContract(missing, 'updateProfileField');
      expect(missing.json().errors).toEqual({
        current_password: ['Enter your current password to change this.'],
      });
      const wrong = await update(token, { field, value, current_password: 'not my password' });
      expect(wrong.json().errors).toEqual({
        current_password: ['The current password is not correct.'],
      });
      expect((await logInRequest(t, account.email, account.password)).statusCode).toBe(200);
      expect(await lastMailTo(t, 'elsewhere@example.com')).toBeUndefined();
    },
  );

  it('refuses a common password', async () => {
    const response = await update(nimalToken, {
      field: 'password',
      value: 'password123',
      current_password: nimal.password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/most common/);
  });

  it('changes the password and logs out every other session, not this one', async () => {
    const account = await registerAccount(t);
    const here = await logIn(t, account);
    const elsewhere = await logIn(t, account);
    const response = await update(here, {
      field: 'password',
      value: 'Sri Pada at 3am!',
      current_password: account.password,
    });
    expect(response.statusCode).toBe(200);
    expect((await profile(here)).statusCode).toBe(200);
    expect((await profile(elsewhere)).statusCode).toBe(401);
    expect((await logInRequest(t, account.email, account.password)).statusCode).toBe(401);
    expect((await logInRequest(t, account.email, 'Sri Pada at 3am!')).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/profile/field/update',
      payload: { field: 'first_name', value: 'Mallory' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/client/chpwd', () => {
  it('answers an unknown address with 404 We could not find your account', async () => {
    const mails = await countRows(t.db, 'mail_outbox');
    const response = await resetPassword(uniqueEmail('nobody'), '10.9.0.1');
    expect(response.statusCode).toBe(404);
    expectContract(response, 'resetPassword');
    expect(response.json()).toEqual({ message: 'We could not find your account' });
    expect(await countRows(t.db, 'mail_outbox')).toBe(mails);
  });

  it('does not send a supplier a customer password', async () => {
    const supplier = await registerAccount(t, { user_type: 2, work_name: 'Ella Gap Tours' });
    const response = await resetPassword(supplier.email, '10.9.0.2');
    expect(response.statusCode).toBe(404);
  });

  it('mails a strong generated password, sealed in the outbox; the old one works until the new one is first used', async () => {
    const account = await registerAccount(t);
    const response = await resetPassword(account.email.toUpperCase(), '10.9.1.1');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'resetPassword');
    expect(response.json()).toEqual({ message: 'We just sent you a new password' });

    const mail = await lastMailTo(t, account.email);
    expect(mail!.status).toBe('pending');
    const fresh = await mailedPassword(t, account.email);
    expect(fresh).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(fresh).toMatch(/[a-z]/);
    expect(fresh).toMatch(/[A-Z]/);
    expect(fresh).toMatch(/[0-9]/);
    // Not readable in the outbox, even before it is sent (ADR 180).
    expect(mail!.textBody).not.toContain(fresh);
    expect(mail!.htmlBody).not.toContain(fresh);

    // Someone who only asked for the mail cannot lock the owner out.
    expect((await logInRequest(t, account.email, account.password)).statusCode).toBe(200);
  });

  it('ends every session at the first use of a mailed password, retires the old one and asks for a password of the owner’s own', async () => {
    const account = await registerAccount(t);
    const before = await logIn(t, account);
    expect((await resetPassword(account.email, '10.9.5.1')).statusCode).toBe(200);
    const fresh = await mailedPassword(t, account.email);
    const meanwhile = await logIn(t, account);

    const used = await logInRequest(t, account.email, fresh);
    expect(used.statusCode).toBe(403);
    expectContract(used, 'issueToken');
    expect(used.json()).toEqual({
      message: API_MESSAGES.passwordChangeRequired,
      set_password_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(used.json()).not.toHaveProperty('access_token');
    // Every earlier session is over; neither password opens a new one.
    expect((await profile(before)).statusCode).toBe(401);
    expect((await profile(meanwhile)).statusCode).toBe(401);
    expect((await logInRequest(t, account.email, fresh)).statusCode).toBe(401);
    expect((await logInRequest(t, account.email, account.password)).statusCode).toBe(401);

    // The set-password page (POST /api/account/password/set) takes the token once.
    const chosen = 'my own new trail password';
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/account/password/set',
      payload: { token: used.json().set_password_token, password: chosen },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await logInRequest(t, account.email, chosen)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/account/password/set',
      payload: { token: used.json().set_password_token, password: 'another password 123' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('lets two logins with one mailed password at once open one set-password step, never two', async () => {
    const account = await registerAccount(t);
    await resetPassword(account.email, '10.9.6.1');
    const fresh = await mailedPassword(t, account.email);
    const answers = await Promise.all([
      logInRequest(t, account.email, fresh, { remoteAddress: '10.9.6.2' }),
      logInRequest(t, account.email, fresh, { remoteAddress: '10.9.6.3' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([401, 403]);
  });

  it('mails a password that lapses after an hour', async () => {
    const account = await registerAccount(t);
    await resetPassword(account.email, '10.9.7.1');
    const fresh = await mailedPassword(t, account.email);
    const [code] = await t.db
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.purpose, 'new-password'),
          eq(oneTimeCodes.userId, sql`(SELECT id FROM users WHERE email = ${account.email})`),
        ),
      );
    const lifetime = code!.expiresAt.getTime() - code!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(61 * 60_000);
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.codeHash, code!.codeHash));
    expect((await logInRequest(t, account.email, fresh)).statusCode).toBe(401);
    expect((await logInRequest(t, account.email, account.password)).statusCode).toBe(200);
  });

  it('keeps only the newest mailed password', async () => {
    const account = await registerAccount(t);
    await resetPassword(account.email, '10.9.2.1');
    const first = await mailedPassword(t, account.email);
    await resetPassword(account.email, '10.9.2.1');
    const second = await mailedPassword(t, account.email);
    expect(first).not.toBe(second);
    expect(
      (await logInRequest(t, account.email, first, { remoteAddress: '10.9.2.2' })).statusCode,
    ).toBe(401);
    expect((await logInRequest(t, account.email, second)).statusCode).toBe(403);
  });

  it('is rate limited per account (3 an hour) and per address (10 an hour)', async () => {
    const account = await registerAccount(t);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await resetPassword(account.email, `10.9.3.${i + 1}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    const address = '10.9.4.1';
    const fromOneAddress: number[] = [];
    for (let i = 0; i < 11; i++) {
      fromOneAddress.push((await resetPassword(uniqueEmail('probe'), address)).statusCode);
    }
    expect(fromOneAddress.slice(0, 10)).toEqual(Array(10).fill(404));
    const limited = await resetPassword(uniqueEmail('probe'), address);
    expect(limited.statusCode).toBe(429);
    expectContract(limited, 'resetPassword');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
