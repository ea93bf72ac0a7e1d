// The only reader of the environment (STYLE item 6). Every variable has its default next to it;
// a bad value stops the start with a message naming the variable.
import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';

/**
 * The fewest PostgreSQL connections an instance works with: the job queue's install holds one for
 * its lock while it works on another, and on PostgreSQL the test suite runs every path on a pool
 * of four. Checked on PGlite too, which has no pool.
 */
export const MIN_POOL_SIZE = 4;

export type Config = {
  /** API_PORT: the TCP port the API listens on. */
  port: number;
  /** API_HOST: the interface to bind. */
  host: string;
  /** DATA_DIR: embedded database, generated media and uploads live here. */
  dataDir: string;
  /** DATABASE_URL: unset → PGlite in DATA_DIR; postgres://… → PostgreSQL. */
  databaseUrl: string | null;
  /**
   * DATABASE_POOL_SIZE: connections each instance keeps to PostgreSQL (default 10). N instances
   * hold N times this many; PostgreSQL on the same few cores can be faster with fewer (ADR 239).
   * Half of them may wait at one tour's seat lock (ADR 286).
   */
  databasePoolSize: number;
  /** PUBLIC_URL: the customer site's origin, used in links of mails. */
  publicUrl: string;
  /** API_PUBLIC_URL: this server's own origin, used for image urls. */
  apiPublicUrl: string;
  /** SMTP_URL: set → mail goes out through SMTP; unset → the dev mailbox is on. */
  smtpUrl: string | null;
  /** The dev mailbox (/dev/mailbox) answers: only without SMTP_URL, outside production and https. */
  devMailbox: boolean;
  /** MAIL_FROM: sender of every mail. */
  mailFrom: string;
  /** MAIL_RETENTION_DAYS: sent mail is deleted from the outbox after this many days (default 30). */
  mailRetentionDays: number;
  /** SEED_DEMO: load the demo catalogue on first start (default on). */
  seedDemo: boolean;
  /** LOG_LEVEL: pino level. */
  logLevel: string;
  /** RATE_LIMIT_MAX: write calls per client and minute. */
  rateLimitMax: number;
  /** READ_RATE_LIMIT_MAX: GET calls per client and minute (images and the health check aside). */
  readRateLimitMax: number;
  /** CAPTCHA_RATE_LIMIT_MAX: captcha challenges per client and minute. */
  captchaRateLimitMax: number;
  /**
   * REDIS_URL: set → every limit counts in Redis; unset → in the app's database. Either way all
   * API instances share the counts (ADR 181).
   */
  redisUrl: string | null;
  /** LIMIT_KEY_PREFIX: the limits' key prefix (instances that share counts share it). */
  limitKeyPrefix: string;
  /**
   * SITE_SERVER_ADDRESSES: the addresses (or CIDR ranges) of the site's server, the only callers
   * whose X-Forwarded-For is believed (default loopback: the site runs on this machine).
   */
  siteServerAddresses: string[];
  /** NODE_ENV === 'production' */
  production: boolean;
  /**
   * Production, or a site served over https (PUBLIC_URL): a server others reach. It refuses the
   * developer's conveniences — default secrets, the dev mailbox, no captcha — and gets none of
   * the demo's known logins (ADR 306).
   */
  publicSite: boolean;

  // ── Checkout and payments (modules checkout, payments) ──
  /** RESERVATION_MINUTES: how long an unpaid checkout holds its seats (default 30). */
  reservationMinutes: number;
  /** PAYMENT_PROVIDER: 'sandbox' (default), 'payhere' or 'stripe' (issue 15, ADR 140). */
  paymentProvider: PaymentProviderName;
  /**
   * PAYHERE_MERCHANT_ID, PAYHERE_MERCHANT_SECRET, PAYHERE_APP_ID, PAYHERE_APP_SECRET,
   * PAYHERE_SANDBOX (true: sandbox.payhere.lk, false: www.payhere.lk); PAYHERE_BASE_URL replaces
   * both hosts, for a local fake in tests. Set (all required) only with PAYMENT_PROVIDER=payhere.
   */
  payhere: PayHereConfig | null;
  /**
   * STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET; STRIPE_API_BASE_URL points the package at a local
   * fake of Stripe's API in tests. Set (both required) only with PAYMENT_PROVIDER=stripe.
   */
  stripe: StripeConfig | null;
  /**
   * SANDBOX_WEBHOOK_SECRET: the key the sandbox provider signs its webhooks with (HMAC-SHA256);
   * by default derived from SECRET_KEY.
   */
  sandboxWebhookSecret: string;
  /** SITE_ORIGINS: further origins of the site (comma-separated) checkout may return to, beside PUBLIC_URL. */
  checkoutOrigins: string[];

  // ── Accounts and sign-in (modules auth, accounts, captcha, social) ──
  /** TOKEN_TTL: absolute lifetime of an access token, in seconds or with a unit (12h, 30m). */
  tokenTtlSeconds: number;
  /**
   * TOKEN_IDLE_TIMEOUT: a customer's or an operator's session ends after this long without a call (default 30m),
   * within the absolute TOKEN_TTL.
   */
  tokenIdleSeconds: number;
  /** OAUTH_CLIENT_ID / OAUTH_CLIENT_SECRET: the first-party web client of /oauth/token and /api/register. */
  oauthClientId: string;
  oauthClientSecret: string;
  /** SECRET_KEY: signs verification links and the social sign-in cookie; required in production. */
  secretKey: string;
  /** CAPTCHA_PROVIDER: 'altcha' (default) or 'off' (tests; refused in production). */
  captchaProvider: 'altcha' | 'off';
  /** CAPTCHA_COST: PBKDF2 iterations per ALTCHA attempt. */
  captchaCost: number;
  /**
   * CAPTCHA_MAX_COUNTER: the solution is a counter from half this to this, so a browser tries
   * about three quarters of it. 2,000 (ADR 293): 10,000 took a phone-class CPU 8–23 s.
   */
  captchaMaxCounter: number;
  /** Failed logins allowed per client address and minute, and per account and hour (then 429). */
  loginLimits: { perAddressPerMinute: number; perAccountPerHour: number };
  /** New-password mails allowed per account and hour, and per client address and hour. */
  passwordResetLimits: { perAccountPerHour: number; perAddressPerHour: number };
  /** SUPPLIER_SITE_URL: where suppliers log in (outside this product). */
  supplierSiteUrl: string;
  /**
   * GOOGLE_CLIENT_ID/_SECRET/_ISSUER, FACEBOOK_…, TWITTER_…: a provider is on only with both id
   * and secret. The issuer (Google: the OpenID issuer; Facebook, X: a base URL serving
   * /authorize, /token and /userinfo) replaces the real endpoints, for a local test server.
   */
  social: Partial<Record<SocialProviderId, SocialProviderConfig>>;
};

export type PaymentProviderName = 'sandbox' | 'payhere' | 'stripe';
export type PayHereConfig = {
  merchantId: string;
  merchantSecret: string;
  appId: string;
  appSecret: string;
  sandbox: boolean;
  baseUrl: string;
};
export type StripeConfig = { secretKey: string; webhookSecret: string; apiBaseUrl: string | null };

export type SocialProviderId = 'google' | 'facebook' | 'twitter';
export type SocialProviderConfig = {
  clientId: string;
  clientSecret: string;
  issuer: string | null;
};

const DEV_SECRET_KEY = 'dev-only-secret-key-never-used-in-production';
/** OAUTH_CLIENT_SECRET outside production: the web server's default too. */
const DEV_CLIENT_SECRET = 'lanka-trails-web-dev-secret';

type Env = Readonly<Record<string, string | undefined>>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function url(env: Env, name: string, fallback: string | null, protocols: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${name} must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new Error(`${name} must start with ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return raw.replace(/\/$/, '');
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

function duration(env: Env, name: string, fallbackSeconds: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallbackSeconds;
  const match = /^(\d+)\s*([smhd]?)$/.exec(raw.trim());
  const seconds = match
    ? Number(match[1]) * { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2]!]!
    : NaN;
  if (!Number.isInteger(seconds) || seconds < 60 || seconds > 30 * 86400) {
    throw new Error(`${name} must be a duration from 60s to 30d (e.g. 43200, 12h), got "${raw}"`);
  }
  return seconds;
}

function addressList(env: Env, name: string, fallback: string[]): string[] {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const list = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of list) {
    const [address, bits, extra] = item.split('/');
    const ok =
      isIP(address ?? '') !== 0 &&
      extra === undefined &&
      (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= 128));
    if (!ok) throw new Error(`${name} must be addresses or CIDR ranges, got "${item}"`);
  }
  return list;
}

function socialProviders(env: Env): Config['social'] {
  const social: Config['social'] = {};
  for (const id of ['google', 'facebook', 'twitter'] as const) {
    const prefix = id.toUpperCase();
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (!clientId || !clientSecret) continue;
    social[id] = {
      clientId,
      clientSecret,
      issuer: url(env, `${prefix}_ISSUER`, null, ['http:', 'https:']),
    };
  }
  return social;
}

/** The names of the variables a provider needs that are unset (the start is refused). */
function missing(env: Env, names: string[], provider: string): void {
  const unset = names.filter((name) => !env[name]?.trim());
  if (unset.length > 0) {
    throw new Error(`PAYMENT_PROVIDER=${provider} needs ${unset.join(', ')} to be set`);
  }
}

function payHereConfig(env: Env): PayHereConfig {
  missing(
    env,
    [
      'PAYHERE_MERCHANT_ID',
      'PAYHERE_MERCHANT_SECRET',
      'PAYHERE_APP_ID',
      'PAYHERE_APP_SECRET',
      'PAYHERE_SANDBOX',
    ],
    'payhere',
  );
  const sandbox = flag(env, 'PAYHERE_SANDBOX', true);
  return {
    merchantId: env.PAYHERE_MERCHANT_ID!.trim(),
    merchantSecret: env.PAYHERE_MERCHANT_SECRET!.trim(),
    appId: env.PAYHERE_APP_ID!.trim(),
    appSecret: env.PAYHERE_APP_SECRET!.trim(),
    sandbox,
    baseUrl: url(
      env,
      'PAYHERE_BASE_URL',
      sandbox ? 'https://sandbox.payhere.lk' : 'https://www.payhere.lk',
      ['http:', 'https:'],
    )!,
  };
}

function stripeConfig(env: Env): StripeConfig {
  missing(env, ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'], 'stripe');
  return {
    secretKey: env.STRIPE_SECRET_KEY!.trim(),
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!.trim(),
    apiBaseUrl: url(env, 'STRIPE_API_BASE_URL', null, ['http:', 'https:']),
  };
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const production = env.NODE_ENV === 'production';
  const publicUrl = url(env, 'PUBLIC_URL', 'http://localhost:3000', ['http:', 'https:'])!;
  // Development conveniences (default secrets, the dev mailbox, no captcha) are opt-in for a
  // developer's machine, never the fallback of a missing NODE_ENV: a site served over https, or
  // production, refuses them (issue 18 Medium 6, ADR 114).
  const exposed = production || publicUrl.startsWith('https:');
  const why = production ? 'in production' : 'when PUBLIC_URL is https';
  if (exposed && env.SECRET_KEY === DEV_SECRET_KEY) {
    throw new Error(`SECRET_KEY is the published development key: refused ${why}`);
  }
  const secretKey = env.SECRET_KEY || (exposed ? '' : DEV_SECRET_KEY);
  if (secretKey.length < 32) {
    throw new Error(`SECRET_KEY must be set to at least 32 characters ${why}`);
  }
  const captchaProvider = env.CAPTCHA_PROVIDER || 'altcha';
  if (captchaProvider !== 'altcha' && captchaProvider !== 'off') {
    throw new Error(`CAPTCHA_PROVIDER must be altcha or off, got "${captchaProvider}"`);
  }
  if (captchaProvider === 'off' && exposed) {
    throw new Error(`CAPTCHA_PROVIDER=off is for tests only and refused ${why}`);
  }
  // The development default was published (it shipped in the supplier sign-up page until the
  // site's server began adding it): a public server must have its own.
  if (exposed && (!env.OAUTH_CLIENT_SECRET || env.OAUTH_CLIENT_SECRET === DEV_CLIENT_SECRET)) {
    throw new Error(`OAUTH_CLIENT_SECRET must be set, and not to the development default, ${why}`);
  }
  // Without SMTP mail would only reach the dev mailbox, which a public server never opens.
  if (exposed && !env.SMTP_URL) {
    throw new Error(`SMTP_URL must be set ${why}: mail would otherwise be dropped`);
  }
  const paymentProvider = env.PAYMENT_PROVIDER || 'sandbox';
  if (
    paymentProvider !== 'sandbox' &&
    paymentProvider !== 'payhere' &&
    paymentProvider !== 'stripe'
  ) {
    throw new Error(
      `PAYMENT_PROVIDER must be sandbox, payhere or stripe, got "${paymentProvider}"`,
    );
  }
  const payhere = paymentProvider === 'payhere' ? payHereConfig(env) : null;
  const stripe = paymentProvider === 'stripe' ? stripeConfig(env) : null;
  const checkoutOrigins = (env.SITE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin, index) =>
      url({ [`SITE_ORIGINS[${index}]`]: origin }, `SITE_ORIGINS[${index}]`, null, [
        'http:',
        'https:',
      ])!,
    );
  const port = integer(env, 'API_PORT', 3001, 0, 65535);
  const config: Config = {
    port,
    host: env.API_HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || './.data'),
    databaseUrl: url(env, 'DATABASE_URL', null, ['postgres:', 'postgresql:']),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, MIN_POOL_SIZE, 1000),
    publicUrl,
    apiPublicUrl: url(env, 'API_PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:'])!,
    smtpUrl: url(env, 'SMTP_URL', null, ['smtp:', 'smtps:']),
    devMailbox: !exposed && !env.SMTP_URL,
    mailFrom: env.MAIL_FROM || 'Lanka Trails <no-reply@lankatrails.example>',
    mailRetentionDays: integer(env, 'MAIL_RETENTION_DAYS', 30, 1, 3650),
    seedDemo: flag(env, 'SEED_DEMO', true),
    logLevel: env.LOG_LEVEL || 'info',
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 30, 1, 1_000_000),
    readRateLimitMax: integer(env, 'READ_RATE_LIMIT_MAX', 600, 1, 1_000_000),
    captchaRateLimitMax: integer(env, 'CAPTCHA_RATE_LIMIT_MAX', 30, 1, 1_000_000),
    redisUrl: url(env, 'REDIS_URL', null, ['redis:', 'rediss:']),
    limitKeyPrefix: env.LIMIT_KEY_PREFIX || 'trails',
    siteServerAddresses: addressList(env, 'SITE_SERVER_ADDRESSES', ['127.0.0.1', '::1']),
    production,
    publicSite: exposed,
    reservationMinutes: integer(env, 'RESERVATION_MINUTES', 30, 1, 24 * 60),
    paymentProvider,
    payhere,
    stripe,
    sandboxWebhookSecret:
      env.SANDBOX_WEBHOOK_SECRET ||
      createHmac('sha256', secretKey).update('sandbox payment webhooks').digest('hex'),
    checkoutOrigins,
    tokenTtlSeconds: duration(env, 'TOKEN_TTL', 12 * 3600),
    tokenIdleSeconds: duration(env, 'TOKEN_IDLE_TIMEOUT', 30 * 60),
    oauthClientId: env.OAUTH_CLIENT_ID || 'lanka-trails-web',
    oauthClientSecret: env.OAUTH_CLIENT_SECRET || DEV_CLIENT_SECRET,
    secretKey,
    captchaProvider,
    captchaCost: integer(env, 'CAPTCHA_COST', 5000, 1, 1_000_000),
    captchaMaxCounter: integer(env, 'CAPTCHA_MAX_COUNTER', 2_000, 2, 1_000_000),
    loginLimits: { perAddressPerMinute: 10, perAccountPerHour: 100 },
    passwordResetLimits: { perAccountPerHour: 3, perAddressPerHour: 10 },
    supplierSiteUrl: url(env, 'SUPPLIER_SITE_URL', 'https://suppliers.lankatrails.example', [
      'http:',
      'https:',
    ])!,
    social: socialProviders(env),
  };
  const merged = { ...config, ...overrides };
  if (merged.production && merged.captchaProvider === 'off') {
    throw new Error('CAPTCHA_PROVIDER=off is for tests only and refused in production');
  }
  return merged;
}

/** The test database of CI (`TEST_DATABASE_URL`), read here so tests too stay off process.env. */
export function testDatabaseUrl(env: Env = process.env): string | null {
  return url(env, 'TEST_DATABASE_URL', null, ['postgres:', 'postgresql:']);
}

/** The Redis server of the limiter tests (`TEST_REDIS_URL`), read here like TEST_DATABASE_URL. */
export function testRedisUrl(env: Env = process.env): string | null {
  return url(env, 'TEST_REDIS_URL', null, ['redis:', 'rediss:']);
}

/** The operator CLI's settings (`pnpm ops`): read here, the one reader of the environment. */
export function opsCliSettings(env: Env = process.env) {
  return {
    /** OPS_API_URL: the API (or the site, which proxies /api); default the local API. */
    apiUrl: url(env, 'OPS_API_URL', 'http://localhost:3001', ['http:', 'https:'])!,
    /** OPS_TOKEN: an operator's token from `pnpm ops login`. */
    token: env.OPS_TOKEN || null,
    /** OPS_PASSWORD: the password for `pnpm ops login` (asked for when unset). */
    password: env.OPS_PASSWORD || null,
  };
}
