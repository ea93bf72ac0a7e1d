// Builders for the accounts and sign-in tests: register, log in, solve a captcha, read the
// outbox. Users are created once per file and reused (argon2id costs real time on purpose).
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../../src/db/schema.ts';
import { openSealed } from '../../src/modules/mail/secrets.ts';
import type { TestApp } from './harness.ts';

/** Fast captcha settings for tests that keep ALTCHA on (the defaults cost seconds per solve). */
export const FAST_CAPTCHA = { captchaCost: 1, captchaMaxCounter: 40 } as const;

export function clientCredentials(t: TestApp) {
  return { client_id: t.app.config.oauthClientId, client_secret: t.app.config.oauthClientSecret };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

let serial = 0;
/** A fresh address per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'traveller'): string {
  serial += 1;
  return `${prefix}.${Date.now().toString(36)}.${serial}@example.com`;
}

export type NewAccount = { email: string; password: string };

export async function registerAccount(
  t: TestApp,
  fields: Partial<Record<string, unknown>> = {},
): Promise<NewAccount> {
  const email = (fields.email as string | undefined) ?? uniqueEmail();
  const password = (fields.password as string | undefined) ?? 'Kandy lake at dawn 7';
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      ...clientCredentials(t),
      user_type: 3,
      first_name: 'Nimal',
      last_name: 'Perera',
      email,
      password,
      confim_password: password,
      ...fields,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { email, password };
}

export function logInRequest(
  t: TestApp,
  username: string,
  password: string,
  extra: { remoteAddress?: string; altcha?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: extra.remoteAddress ?? '127.0.0.1',
    payload: {
      ...clientCredentials(t),
      grant_type: 'password',
      username,
      password,
      ...(extra.altcha ? { altcha: extra.altcha } : {}),
    },
  });
}

export async function logIn(t: TestApp, account: NewAccount, remoteAddress?: string) {
  const response = await logInRequest(
    t,
    account.email,
    account.password,
    remoteAddress ? { remoteAddress } : {},
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { access_token: string }).access_token;
}

/** Asks the API for a challenge and solves it as the widget would; returns the `altcha` payload. */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  expect(response.statusCode).toBe(200);
  const challenge = response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The newest mail queued for an address. */
export async function lastMailTo(t: TestApp, address: string) {
  const rows = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return rows[0];
}

/** Opens the confirmation link of the newest mail to `address` (ADR 111); answers where it led. */
export async function openConfirmationLink(t: TestApp, address: string): Promise<string> {
  const mail = await lastMailTo(t, address);
  const link = /https?:\/\/\S+\/api\/account\/email\/confirm\?token=\S+/.exec(mail?.textBody ?? '');
  expect(link, `no confirmation link mailed to ${address}`).not.toBeNull();
  const url = new URL(link![0]);
  const response = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(response.statusCode).toBe(302);
  return response.headers.location!;
}

/**
 * The password mailed to `address` by "Send me new password", as the mail delivered it: the
 * outbox keeps it sealed (mail/secrets.ts), so it is opened with the app's key, as the sender does.
 */
export async function mailedPassword(t: TestApp, address: string): Promise<string> {
  const mail = await lastMailTo(t, address);
  const opened = openSealed(t.app.config.secretKey, mail?.textBody ?? '');
  const match = /new password is: (\S+)/.exec(opened);
  expect(match, `no new password mailed to ${address}`).not.toBeNull();
  return match![1]!;
}
