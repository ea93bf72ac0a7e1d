// POST /api/register for clients and suppliers, and the supplier's e-mail verification link.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, supplierProfiles, users } from '../src/db/schema.ts';
import { hashToken } from '../src/modules/auth/tokens.ts';
import { createVerificationToken } from '../src/modules/accounts/verification.ts';
import {
  clientCredentials,
  lastMailTo,
  logInRequest,
  openConfirmationLink,
  registerAccount,
  uniqueEmail,
} from './support/accounts.ts';
import { expectContract } from './support/contract.ts';
import { countRows, createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
const SITE = 'https://site.example.com';

beforeAll(async () => {
  t = await createTestApp({ captchaProvider: 'off', publicUrl: SITE });
});
afterAll(() => t?.close());

function register(fields: Record<string, unknown>) {
  const password = 'Horton plains 2200m';
  return t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      ...clientCredentials(t),
      user_type: 3,
      first_name: 'Ayesha',
      last_name: 'Fernando',
      email: uniqueEmail('signup'),
      password,
      confim_password: password,
      ...fields,
    },
  });
}

async function userByEmail(email: string) {
  const rows = await t.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return rows[0];
}

describe('POST /api/register for a client', () => {
  it('creates an active client who can log in at once', async () => {
    const email = uniqueEmail('client');
    const response = await register({ email, offers: true });
    expect(response.statusCode).toBe(200);
    expectContract(response, 'register');
    expect(response.json()).toEqual({ message: 'Registration complete' });
    const user = await userByEmail(email);
    expect(user).toMatchObject({ userType: 3, status: 1, offersOptIn: true, firstName: 'Ayesha' });
    expect((await logInRequest(t, email, 'Horton plains 2200m')).statusCode).toBe(200);
  });

  it('mails a link that proves the address; the link works once', async () => {
    const email = uniqueEmail('proving');
    expect((await register({ email })).statusCode).toBe(200);
    expect((await userByEmail(email))?.emailVerifiedAt).toBeNull();
    const mail = await lastMailTo(t, email);
    expect(mail?.subject).toBe('Confirm your e-mail address for Lanka Trails');
    expect(await openConfirmationLink(t, email)).toBe(
      `${t.app.config.publicUrl}/login?email_confirmed=1`,
    );
    expect((await userByEmail(email))?.emailVerifiedAt).not.toBeNull();
    const link = new URL(/https?:\/\/\S+confirm\?token=\S+/.exec(mail!.textBody)![0]);
    const again = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(again.headers.location).toBe(`${t.app.config.publicUrl}/login?email_confirmed=0`);
    const forged = await t.app.inject({
      method: 'GET',
      url: `${link.pathname}${link.search.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`,
    });
    expect(forged.headers.location).toBe(`${t.app.config.publicUrl}/login?email_confirmed=0`);
  });

  it.each([
    ['first_name', { first_name: '  ' }, 'Required'],
    ['last_name', { last_name: '' }, 'Required'],
    ['email', { email: '' }, 'Required'],
    ['email', { email: 'not-an-address' }, 'invalid email address'],
    [
      'password',
      { password: 'one thing', confim_password: 'another thing' },
      'Passwords do not match',
    ],
    [
      'password',
      { password: 'short', confim_password: 'short' },
      'The password must be at least 8 characters.',
    ],
    [
      'password',
      { password: 'Password1', confim_password: 'Password1' },
      'This password is one of the most common ones. Please choose another.',
    ],
    [
      'password',
      { password: 'iloveyou', confim_password: 'iloveyou' },
      'This password is one of the most common ones. Please choose another.',
    ],
  ])('refuses a bad %s with the message the page shows first', async (field, fields, message) => {
    const before = await countRows(t.db, 'users');
    const response = await register(fields);
    expect(response.statusCode).toBe(400);
    expectContract(response, 'register');
    const body = response.json();
    expect(body.message).toBe(message);
    expect(body.errors[field]?.[0]).toBe(message);
    expect(Object.values(body.errors)[0]).toEqual([message]);
    expect(await countRows(t.db, 'users')).toBe(before);
  });

  it('lists every failing field in the sign-up form’s order, mismatch on both passwords', async () => {
    const response = await register({
      first_name: '',
      email: 'nope',
      password: 'abcdefgh1',
      confim_password: 'abcdefgh2',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Required',
      errors: {
        first_name: ['Required'],
        email: ['invalid email address'],
        password: ['Passwords do not match'],
        confim_password: ['Passwords do not match'],
      },
    });
  });

  it('refuses an address that is already registered, in any letter case', async () => {
    const account = await registerAccount(t);
    const response = await register({ email: account.email.toUpperCase() });
    expect(response.statusCode).toBe(400);
    expectContract(response, 'register');
    expect(response.json()).toEqual({
      message: 'This email address is already registered.',
      errors: { email: ['This email address is already registered.'] },
    });
  });

  it('refuses fields it does not know, such as a status or an id', async () => {
    for (const extra of [{ status: 1 }, { id: 1 }, { user_type: 1 }]) {
      const response = await register(extra);
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
    }
  });

  it('refuses a client other than the first-party web client', async () => {
    const response = await register({ client_secret: 'guessed' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.client_id).toEqual(['The client is not recognised.']);
  });
});

describe('POST /api/register for a supplier', () => {
  it('requires the business name', async () => {
    const response = await register({ user_type: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.work_name).toEqual(['Required']);
  });

  it('stores the business name, keeps the account unverified and queues the verification mail with it', async () => {
    const email = uniqueEmail('supplier');
    const mailsBefore = await countRows(t.db, 'mail_outbox');
    const response = await register({ user_type: 2, email, work_name: 'Knuckles Trail Co.' });
    expect(response.statusCode).toBe(200);
    const user = await userByEmail(email);
    expect(user).toMatchObject({ userType: 2, status: 0, emailVerifiedAt: null });
    const [profile] = await t.db
      .select()
      .from(supplierProfiles)
      .where(eq(supplierProfiles.userId, user!.id));
    expect(profile!.workName).toBe('Knuckles Trail Co.');
    expect(await countRows(t.db, 'mail_outbox')).toBe(mailsBefore + 1);
    const mail = await lastMailTo(t, email);
    expect(mail!.subject).toMatch(/verify/i);
    expect(mail!.textBody).toContain(`${SITE}/api/supplier/verify?token=`);
  });

  it('queues only the address confirmation for a client (no supplier verification)', async () => {
    const email = uniqueEmail('client');
    await register({ email });
    expect((await lastMailTo(t, email))?.textBody).toContain('/api/account/email/confirm?token=');
  });
});

describe('GET /api/supplier/verify', () => {
  async function newSupplier() {
    const email = uniqueEmail('supplier');
    expect((await register({ user_type: 2, email, work_name: 'Ella Rock Walks' })).statusCode).toBe(
      200,
    );
    const mail = await lastMailTo(t, email);
    const link = /https?:\/\/\S+\/api\/supplier\/verify\?token=(\S+)/.exec(mail!.textBody)!;
    return { email, token: decodeURIComponent(link[1]!) };
  }

  function open(token: string) {
    return t.app.inject({
      method: 'GET',
      url: `/api/supplier/verify?token=${encodeURIComponent(token)}`,
    });
  }

  it('verifies the address once and redirects to /verify/complete', async () => {
    const { email, token } = await newSupplier();
    const response = await open(token);
    expect(response.statusCode).toBe(302);
    expectContract(response, 'verifySupplierEmail');
    expect(response.headers.location).toBe(`${SITE}/verify/complete`);
    const user = await userByEmail(email);
    expect(user).toMatchObject({ status: 1 });
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('answers a used link of the verified address with /verify/complete again, changing nothing', async () => {
    const { email, token } = await newSupplier();
    expect((await open(token)).headers.location).toBe(`${SITE}/verify/complete`);
    const verifiedAt = (await userByEmail(email))!.emailVerifiedAt;
    const again = await open(token);
    expect(again.statusCode).toBe(302);
    expectContract(again, 'verifySupplierEmail');
    expect(again.headers.location).toBe(`${SITE}/verify/complete`);
    expect((await userByEmail(email))!.emailVerifiedAt).toEqual(verifiedAt);
  });

  it('redirects a used link of an address not verified to /verify/failed', async () => {
    const { email, token } = await newSupplier();
    // The code was spent without verifying the address (no path of ours does; the link still
    // must not verify it).
    await t.db.delete(oneTimeCodes).where(eq(oneTimeCodes.codeHash, hashToken(token)));
    expect((await open(token)).headers.location).toBe(`${SITE}/verify/failed`);
    expect((await userByEmail(email))!.status).toBe(0);
  });

  it('redirects a tampered link to /verify/failed and verifies nobody', async () => {
    const { email, token } = await newSupplier();
    const [user, expiry, nonce, signature] = token.split('.');
    const other = String(Number(user) + 1);
    const flipped = signature!.slice(0, -1) + (signature!.endsWith('A') ? 'B' : 'A');
    for (const forged of [
      [other, expiry, nonce, signature].join('.'),
      [user, String(Number(expiry) + 3600), nonce, signature].join('.'),
      [user, expiry, nonce, flipped].join('.'),
      'garbage',
      '',
    ]) {
      const response = await open(forged);
      expect(response.headers.location, forged).toBe(`${SITE}/verify/failed`);
    }
    expect((await userByEmail(email))!.status).toBe(0);
  });

  it('redirects an expired link to /verify/failed', async () => {
    const { email, token } = await newSupplier();
    // The stored code expired (48 hours passed)…
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.codeHash, hashToken(token)));
    expect((await open(token)).headers.location).toBe(`${SITE}/verify/failed`);
    // …and a link well signed by us whose own expiry has passed is refused too.
    const user = await userByEmail(email);
    const stale = createVerificationToken(
      t.app.config.secretKey,
      user!.id,
      new Date(Date.now() - 1000),
    );
    await t.db.insert(oneTimeCodes).values({
      codeHash: hashToken(stale),
      purpose: 'supplier-verification',
      userId: user!.id,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    expect((await open(stale)).headers.location).toBe(`${SITE}/verify/failed`);
    expect((await userByEmail(email))!.status).toBe(0);
  });

  it('redirects a link signed with another key to /verify/failed', async () => {
    const { email } = await newSupplier();
    const user = await userByEmail(email);
    const forged = createVerificationToken(
      'another key '.repeat(4),
      user!.id,
      new Date(Date.now() + 3600_000),
    );
    expect((await open(forged)).headers.location).toBe(`${SITE}/verify/failed`);
  });

  it('sends even a verified supplier to the supplier site from the customer login', async () => {
    const { email, token } = await newSupplier();
    await open(token);
    const response = await logInRequest(t, email, 'Horton plains 2200m');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain(t.app.config.supplierSiteUrl);
  });
});
