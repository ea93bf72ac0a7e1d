// Social sign-in against a local OpenID Connect server (oauth2-mock-server) standing in for
// Google, and for Facebook's and X's OAuth endpoints: start → provider → callback → one-time
// code → POST /api/auth/social.
import { eq, sql } from 'drizzle-orm';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialProviderId } from '../src/config.ts';
import { loadConfig } from '../src/config.ts';
import { oneTimeCodes, socialIdentities, users } from '../src/db/schema.ts';
import { hashToken } from '../src/modules/auth/tokens.ts';
import {
  bearer,
  lastMailTo,
  logIn,
  logInRequest,
  openConfirmationLink,
  registerAccount,
  uniqueEmail,
} from './support/accounts.ts';
import { expectContract } from './support/contract.ts';
import { countRows, createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

const SITE = 'https://site.example.com';
let t: TestApp;
let provider: OAuth2Server;
/** Claims put into the next ID tokens (only ID tokens carry `aud`). */
let idClaims: Record<string, unknown> = {};
/** What the user endpoint answers (Facebook's and X's shapes). */
let userinfo: Record<string, unknown> = {};

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on(Events.BeforeTokenSigning, (token) => {
    if ('aud' in token.payload) Object.assign(token.payload, idClaims);
  });
  provider.service.on(Events.BeforeUserinfo, (response) => {
    response.body = userinfo;
  });
  const issuer = provider.issuer.url!;
  t = await createTestApp({
    captchaProvider: 'off',
    publicUrl: SITE,
    social: {
      google: { clientId: 'lanka-trails-google', clientSecret: 'google-secret', issuer },
      facebook: { clientId: 'lanka-trails-facebook', clientSecret: 'facebook-secret', issuer },
      twitter: { clientId: 'lanka-trails-x', clientSecret: 'x-secret', issuer },
    },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

type Flow = {
  start: Awaited<ReturnType<TestApp['app']['inject']>>;
  cookie: string;
  callbackUrl: URL;
};

/** The browser's part: start, consent at the provider, and the URL it is sent back to. */
async function consent(id: SocialProviderId): Promise<Flow> {
  const start = await t.app.inject({ method: 'GET', url: `/api/auth/social/${id}/start` });
  expect(start.statusCode, start.body).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  const atProvider = await fetch(start.headers.location!, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  return { start, cookie, callbackUrl: new URL(atProvider.headers.get('location')!) };
}

function callback(id: SocialProviderId, url: URL, cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/auth/social/${id}/callback${url.search}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

/** The whole round trip; answers where the callback sent the browser. */
async function signIn(id: SocialProviderId): Promise<URL> {
  const flow = await consent(id);
  expect(flow.callbackUrl.pathname).toBe(`/api/auth/social/${id}/callback`);
  const response = await callback(id, flow.callbackUrl, flow.cookie);
  expect(response.statusCode).toBe(302);
  expectContract(response, 'finishSocialSignIn');
  const cookies = [response.headers['set-cookie'] ?? []].flat();
  codeCookie = cookies.find((c) => c.startsWith('lt_social_code='))?.split(';')[0] ?? '';
  return new URL(response.headers.location!);
}

/** The code's binding cookie the last callback set in "this browser". */
let codeCookie = '';

function exchange(code: string, cookie: string | null = codeCookie) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/social',
    payload: { code },
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

async function profileOf(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/account/profile',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    id: number;
    email: string;
    first_name: string;
    last_name: string;
  };
}

/** Signs in and exchanges the code; answers the profile the token opens. */
async function signInAndExchange(id: SocialProviderId) {
  const landing = await signIn(id);
  expect(`${landing.origin}${landing.pathname}`).toBe(`${SITE}/login`);
  const code = landing.searchParams.get('code');
  expect(code, landing.toString()).toBeTruthy();
  const response = await exchange(code!);
  expect(response.statusCode).toBe(200);
  expectContract(response, 'exchangeSocialCode');
  return {
    code: code!,
    session: response.json(),
    profile: await profileOf(response.json().access_token),
  };
}

function googleUser(subject: string, extra: Record<string, unknown> = {}) {
  idClaims = {
    sub: subject,
    email: `${subject}@gmail.example`,
    email_verified: true,
    given_name: 'Sanduni',
    family_name: 'Wickramasinghe',
    ...extra,
  };
}

describe('GET /api/auth/social/providers', () => {
  it('lists the configured providers with their start URLs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/social/providers' });
    expect(response.statusCode).toBe(200);
    expectContract(response, 'listSocialProviders');
    expect(response.json().data).toEqual([
      { id: 'google', name: 'Google', start_url: '/api/auth/social/google/start' },
      { id: 'facebook', name: 'Facebook', start_url: '/api/auth/social/facebook/start' },
      { id: 'twitter', name: 'X (Twitter)', start_url: '/api/auth/social/twitter/start' },
    ]);
  });

  it('turns a provider on only when both its id and secret are set', () => {
    expect(loadConfig({}).social).toEqual({});
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).social).toEqual({});
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).social).toEqual({
      google: { clientId: 'id', clientSecret: 's', issuer: null },
    });
  });

  it('answers 404 at the start of a provider that is not configured', async () => {
    const saved = t.app.config.social.twitter;
    delete t.app.config.social.twitter;
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/social/twitter/start' });
      expect(response.statusCode).toBe(404);
      expectContract(response, 'startSocialSignIn');
    } finally {
      t.app.config.social.twitter = saved;
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/api/auth/social/myspace/start' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('GET /api/auth/social/{provider}/start', () => {
  it('redirects to the provider with PKCE (S256), state and nonce, and sets a signed HttpOnly cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/social/google/start' });
    expect(response.statusCode).toBe(302);
    expectContract(response, 'startSocialSignIn');
    const location = new URL(response.headers.location!);
    expect(`${location.origin}`).toBe(provider.issuer.url);
    const query = Object.fromEntries(location.searchParams);
    expect(query).toMatchObject({
      response_type: 'code',
      client_id: 'lanka-trails-google',
      redirect_uri: `${SITE}/api/auth/social/google/callback`,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    expect(query.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(
      /^lt_social_flow=[^;]+; Path=\/api\/auth\/social; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(cookie).not.toContain(query.state!);
  });
});

describe('signing in with Google (OpenID Connect)', () => {
  it('creates a client account from the verified ID token and signs it in through a one-time code', async () => {
    googleUser('google-first');
    const usersBefore = await countRows(t.db, 'users');
    const { profile, session } = await signInAndExchange('google');
    expect(session).toMatchObject({ token_type: 'Bearer', expires_in: 12 * 3600 });
    expect(profile).toMatchObject({
      email: 'google-first@gmail.example',
      first_name: 'Sanduni',
      last_name: 'Wickramasinghe',
    });
    expect(await countRows(t.db, 'users')).toBe(usersBefore + 1);
    const [user] = await t.db.select().from(users).where(eq(users.id, profile.id));
    expect(user).toMatchObject({ userType: 3, status: 1, passwordHash: null });
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('finds the same account by provider and subject the next time, even with another address', async () => {
    googleUser('google-again');
    const first = await signInAndExchange('google');
    googleUser('google-again', { email: 'changed@gmail.example' });
    const second = await signInAndExchange('google');
    expect(second.profile.id).toBe(first.profile.id);
    expect(second.session.access_token).not.toBe(first.session.access_token);
  });

  it('accepts a one-time code only once', async () => {
    googleUser('google-once');
    const { code } = await signInAndExchange('google');
    const again = await exchange(code);
    expect(again.statusCode).toBe(401);
    expectContract(again, 'exchangeSocialCode');
    expect(again.json()).toEqual({ message: 'Invalid login information' });
  });

  it('refuses an expired or made-up code', async () => {
    googleUser('google-late');
    const landing = await signIn('google');
    const code = landing.searchParams.get('code')!;
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.codeHash, hashToken(code)));
    expect((await exchange(code)).statusCode).toBe(401);
    expect((await exchange('sc_madeupmadeupmadeupmadeup')).statusCode).toBe(401);
    expect((await exchange('short')).statusCode).toBe(400);
  });

  it('links a verified Google address to the existing client account with it', async () => {
    const email = uniqueEmail('linked');
    await registerAccount(t, { email });
    googleUser('google-linked', { email });
    const { profile } = await signInAndExchange('google');
    const [owner] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    expect(profile.id).toBe(owner!.id);
  });

  it('accepts the one-time code only in the browser that finished the flow (login CSRF)', async () => {
    googleUser('google-csrf', { email: uniqueEmail('csrf') });
    const landing = await signIn('google');
    const code = landing.searchParams.get('code')!;
    expect(codeCookie).toMatch(/^lt_social_code=.+/);
    // The link sent to someone else: their browser has no cookie, or another flow's.
    expect((await exchange(code, null)).statusCode).toBe(401);
    expect(
      (await exchange(code, 'lt_social_code=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'))
        .statusCode,
    ).toBe(401);
    // The right browser still can, once.
    expect((await exchange(code)).statusCode).toBe(200);
    expect((await exchange(code)).statusCode).toBe(401);
  });

  it('takes over an account whose address was never proven: its password and earlier tokens stop working', async () => {
    // Someone registers the victim's address with a password of their own and signs in.
    const squatter = await registerAccount(t, { email: uniqueEmail('squatted') });
    const earlier = await logIn(t, squatter);
    expect((await profileOf(earlier)).email).toBe(squatter.email);
    const signUpMail = await lastMailTo(t, squatter.email);
    const signUpLink = new URL(/https?:\/\/\S+confirm\?token=\S+/.exec(signUpMail!.textBody)![0]);
    // The address's owner signs in with Google, which proves it.
    googleUser('google-owner', { email: squatter.email });
    const { profile, session } = await signInAndExchange('google');
    expect(profile.email).toBe(squatter.email);
    expect((await logInRequest(t, squatter.email, squatter.password)).statusCode).toBe(401);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/account/profile',
      headers: bearer(earlier),
    });
    expect(stale.statusCode).toBe(401);
    expect((await profileOf(session.access_token)).id).toBe(profile.id);
    const [owner] = await t.db.select().from(users).where(eq(users.id, profile.id));
    expect(owner?.emailVerifiedAt).not.toBeNull();
    expect((await lastMailTo(t, squatter.email))?.subject).toBe(
      'Your Lanka Trails account now signs in with your provider only',
    );
    // The sign-up's pending confirmation link died with the takeover.
    const late = await t.app.inject({
      method: 'GET',
      url: `${signUpLink.pathname}${signUpLink.search}`,
    });
    expect(late.headers.location).toBe(`${SITE}/login?email_confirmed=0`);
  });

  it('links to an account whose address was proven, which keeps its password', async () => {
    const account = await registerAccount(t, { email: uniqueEmail('proven') });
    expect(await openConfirmationLink(t, account.email)).toBe(`${SITE}/login?email_confirmed=1`);
    const earlier = await logIn(t, account);
    googleUser('google-proven', { email: account.email });
    await signInAndExchange('google');
    expect((await logInRequest(t, account.email, account.password)).statusCode).toBe(200);
    expect((await profileOf(earlier)).email).toBe(account.email);
  });

  it('never takes over an account on an address Google has not verified', async () => {
    const email = uniqueEmail('unverified');
    await registerAccount(t, { email });
    googleUser('google-unverified', { email, email_verified: false });
    const landing = await signIn('google');
    expect(landing.toString()).toBe(`${SITE}/login?social_error=email_in_use`);
    const linked = await t.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.subject, 'google-unverified'));
    expect(linked).toEqual([]);
  });

  it('refuses an ID token issued for another app (audience)', async () => {
    googleUser('google-other-app', { aud: 'someone-elses-client-id' });
    const usersBefore = await countRows(t.db, 'users');
    const landing = await signIn('google');
    expect(landing.toString()).toBe(`${SITE}/login?social_error=failed`);
    expect(await countRows(t.db, 'users')).toBe(usersBefore);
  });

  it('refuses an ID token from another issuer, an expired one, or one without our nonce', async () => {
    for (const claims of [
      { iss: 'https://evil.example.com' },
      { exp: Math.floor(Date.now() / 1000) - 600 },
      { nonce: 'replayed-nonce' },
    ]) {
      googleUser('google-bad-token', claims);
      const landing = await signIn('google');
      expect(landing.toString(), JSON.stringify(claims)).toBe(`${SITE}/login?social_error=failed`);
    }
  });

  it('sends a supplier’s verified address to the supplier error, without a code', async () => {
    const email = uniqueEmail('supplier');
    await registerAccount(t, { email, user_type: 2, work_name: 'Haputale Hikes' });
    googleUser('google-supplier', { email });
    const landing = await signIn('google');
    expect(landing.toString()).toBe(`${SITE}/login?social_error=supplier`);
  });
});

describe('the callback refuses a forged or broken return', () => {
  it('refuses a wrong state', async () => {
    googleUser('google-state');
    const flow = await consent('google');
    flow.callbackUrl.searchParams.set('state', 'x'.repeat(43));
    const codes = await countRows(t.db, 'one_time_codes');
    const response = await callback('google', flow.callbackUrl, flow.cookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${SITE}/login?social_error=failed`);
    expect(await countRows(t.db, 'one_time_codes')).toBe(codes);
  });

  it('refuses a return without the flow cookie (another browser), with a tampered one, or for another provider', async () => {
    googleUser('google-cookie');
    const flow = await consent('google');
    const [name, value] = flow.cookie.split('=') as [string, string];
    const tampered = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const cookie of [undefined, tampered]) {
      const response = await callback('google', flow.callbackUrl, cookie);
      expect(response.headers.location).toBe(`${SITE}/login?social_error=failed`);
    }
    const wrongProvider = await callback('facebook', flow.callbackUrl, flow.cookie);
    expect(wrongProvider.headers.location).toBe(`${SITE}/login?social_error=failed`);
  });

  it('clears the flow cookie, so the same return cannot be replayed', async () => {
    googleUser('google-replay');
    const flow = await consent('google');
    const first = await callback('google', flow.callbackUrl, flow.cookie);
    expect(first.headers.location).toMatch(/\/login\?code=/);
    expect(String(first.headers['set-cookie'])).toMatch(/^lt_social_flow=; .*Max-Age=0/);
    const replay = await callback('google', flow.callbackUrl, flow.cookie);
    expect(replay.headers.location).toBe(`${SITE}/login?social_error=failed`);
  });

  it('passes on a refusal at the provider as a failure', async () => {
    const flow = await consent('google');
    const url = new URL(flow.callbackUrl);
    url.searchParams.delete('code');
    url.searchParams.set('error', 'access_denied');
    const response = await callback('google', url, flow.cookie);
    expect(response.headers.location).toBe(`${SITE}/login?social_error=failed`);
  });
});

describe('signing in with Facebook and X (OAuth 2 with PKCE)', () => {
  it('signs in a Facebook user by their Facebook id', async () => {
    userinfo = {
      id: 'fb-1001',
      email: 'kamal@facebook.example',
      first_name: 'Kamal',
      last_name: 'Dias',
    };
    const { profile } = await signInAndExchange('facebook');
    expect(profile).toMatchObject({
      email: 'kamal@facebook.example',
      first_name: 'Kamal',
      last_name: 'Dias',
    });
    const again = await signInAndExchange('facebook');
    expect(again.profile.id).toBe(profile.id);
  });

  it('never links a Facebook address to an existing account', async () => {
    const email = uniqueEmail('fb-clash');
    await registerAccount(t, { email });
    userinfo = { id: 'fb-2002', email, first_name: 'Mallory', last_name: 'X' };
    expect((await signIn('facebook')).toString()).toBe(`${SITE}/login?social_error=email_in_use`);
  });

  it('signs in an X user, who has no address, under a placeholder address', async () => {
    userinfo = { data: { id: '4242', name: 'Ruwan Bandara', username: 'ruwanb' } };
    const { profile } = await signInAndExchange('twitter');
    expect(profile).toMatchObject({
      email: 'twitter-4242@users.invalid',
      first_name: 'Ruwan',
      last_name: 'Bandara',
    });
  });

  it('fails cleanly when the user endpoint gives no id', async () => {
    userinfo = { error: 'nope' };
    expect((await signIn('twitter')).toString()).toBe(`${SITE}/login?social_error=failed`);
  });
});
