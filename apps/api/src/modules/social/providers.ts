// The social sign-in providers: Google (OpenID Connect: the ID token is verified — signature
// against the issuer's keys, issuer, audience = our client id, expiry, nonce), Facebook and X
// (OAuth 2 with PKCE; the identity comes from their user endpoint with the access token).
// Each provider's endpoints can be replaced by a local test server through its *_ISSUER.
import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { JWTVerifyGetKey } from 'jose';
import type { SocialProviderConfig, SocialProviderId } from '../../config.ts';

export type SocialProfile = {
  subject: string;
  email: string | null;
  /** Only an OpenID provider's `email_verified: true` counts; nothing else links accounts. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
};

type Endpoints = {
  authorization: string;
  token: string;
  userinfo: string | null;
  /** OpenID Connect only */
  issuer: string | null;
  jwks: JWTVerifyGetKey | null;
};

type ProviderSpec = {
  name: string;
  scopes: string[];
  openId: boolean;
  endpoints(issuer: string | null): Promise<Endpoints>;
  /** Non-OpenID providers: the identity from the user endpoint's answer. */
  profileOf?(body: unknown): SocialProfile | null;
};

const FETCH_TIMEOUT_MS = 10_000;
const discovered = new Map<string, { endpoints: Endpoints; at: number }>();

async function discover(issuer: string): Promise<Endpoints> {
  const cached = discovered.get(issuer);
  if (cached && Date.now() - cached.at < 3600_000) return cached.endpoints;
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`OpenID discovery of ${issuer} answered ${response.status}`);
  const document = (await response.json()) as Record<string, unknown>;
  const field = (name: string) => {
    const value = document[name];
    if (typeof value !== 'string') throw new Error(`OpenID discovery of ${issuer} lacks ${name}`);
    return value;
  };
  const endpoints: Endpoints = {
    authorization: field('authorization_endpoint'),
    token: field('token_endpoint'),
    userinfo: null,
    issuer: field('issuer'),
    jwks: createRemoteJWKSet(new URL(field('jwks_uri'))),
  };
  discovered.set(issuer, { endpoints, at: Date.now() });
  return endpoints;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function plainOAuth(defaults: { authorization: string; token: string; userinfo: string }) {
  return async (issuer: string | null): Promise<Endpoints> => ({
    authorization: issuer ? `${issuer}/authorize` : defaults.authorization,
    token: issuer ? `${issuer}/token` : defaults.token,
    userinfo: issuer ? `${issuer}/userinfo` : defaults.userinfo,
    issuer: null,
    jwks: null,
  });
}

export const PROVIDERS: Record<SocialProviderId, ProviderSpec> = {
  google: {
    name: 'Google',
    scopes: ['openid', 'email', 'profile'],
    openId: true,
    endpoints: (issuer) => discover(issuer ?? 'https://accounts.google.com'),
  },
  facebook: {
    name: 'Facebook',
    scopes: ['email', 'public_profile'],
    openId: false,
    endpoints: plainOAuth({
      authorization: 'https://www.facebook.com/v19.0/dialog/oauth',
      token: 'https://graph.facebook.com/v19.0/oauth/access_token',
      userinfo: 'https://graph.facebook.com/v19.0/me?fields=id,email,first_name,last_name',
    }),
    profileOf(body) {
      const data = body as Record<string, unknown>;
      const subject = text(data.id);
      if (!subject) return null;
      return {
        subject,
        email: text(data.email),
        emailVerified: false,
        firstName: text(data.first_name),
        lastName: text(data.last_name),
      };
    },
  },
  twitter: {
    name: 'X (Twitter)',
    scopes: ['users.read', 'tweet.read'],
    openId: false,
    endpoints: plainOAuth({
      authorization: 'https://twitter.com/i/oauth2/authorize',
      token: 'https://api.twitter.com/2/oauth2/token',
      userinfo: 'https://api.twitter.com/2/users/me',
    }),
    profileOf(body) {
      const data = (body as { data?: Record<string, unknown> }).data ?? {};
      const subject = text(data.id);
      if (!subject) return null;
      const [first, ...rest] = (text(data.name) ?? text(data.username) ?? '').split(/\s+/);
      return {
        subject,
        email: null,
        emailVerified: false,
        firstName: first || null,
        lastName: rest.join(' ') || null,
      };
    },
  },
};

export function redirectUri(publicUrl: string, provider: SocialProviderId): string {
  return `${publicUrl}/api/auth/social/${provider}/callback`;
}

export async function authorizationUrl(
  provider: SocialProviderId,
  config: SocialProviderConfig,
  publicUrl: string,
  flow: { state: string; verifier: string; nonce: string },
): Promise<string> {
  const spec = PROVIDERS[provider];
  const endpoints = await spec.endpoints(config.issuer);
  const client = new OAuth2Client(
    config.clientId,
    config.clientSecret,
    redirectUri(publicUrl, provider),
  );
  const url = client.createAuthorizationURLWithPKCE(
    endpoints.authorization,
    flow.state,
    CodeChallengeMethod.S256,
    flow.verifier,
    spec.scopes,
  );
  if (spec.openId) url.searchParams.set('nonce', flow.nonce);
  return url.toString();
}

/** Exchanges the code (with the PKCE verifier) and returns who the provider says signed in. */
export async function identify(
  provider: SocialProviderId,
  config: SocialProviderConfig,
  publicUrl: string,
  code: string,
  flow: { verifier: string; nonce: string },
): Promise<SocialProfile> {
  const spec = PROVIDERS[provider];
  const endpoints = await spec.endpoints(config.issuer);
  const client = new OAuth2Client(
    config.clientId,
    config.clientSecret,
    redirectUri(publicUrl, provider),
  );
  const tokens = await client.validateAuthorizationCode(endpoints.token, code, flow.verifier);

  if (spec.openId) {
    const issuers = [endpoints.issuer!];
    if (!config.issuer) issuers.push('accounts.google.com');
    const { payload } = await jwtVerify(tokens.idToken(), endpoints.jwks!, {
      issuer: issuers,
      audience: config.clientId,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (payload.nonce !== flow.nonce) throw new Error('ID token nonce does not match');
    return {
      subject: String(payload.sub),
      email: text(payload.email),
      emailVerified: payload.email_verified === true,
      firstName: text(payload.given_name) ?? text(payload.name),
      lastName: text(payload.family_name),
    };
  }

  const response = await fetch(endpoints.userinfo!, {
    headers: { authorization: `Bearer ${tokens.accessToken()}`, accept: 'application/json' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${spec.name} user endpoint answered ${response.status}`);
  const profile = spec.profileOf!(await response.json());
  if (!profile) throw new Error(`${spec.name} user endpoint gave no id`);
  return profile;
}
