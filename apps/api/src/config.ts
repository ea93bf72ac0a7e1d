// The only reader of the environment (STYLE item 6). Every variable has its default next to it;
// a bad value stops the start with a message naming the variable.
import path from 'node:path';

export type Config = {
  /** API_PORT: the TCP port the API listens on. */
  port: number;
  /** API_HOST: the interface to bind. */
  host: string;
  /** DATA_DIR: embedded database, generated media and uploads live here. */
  dataDir: string;
  /** DATABASE_URL: unset → PGlite in DATA_DIR; postgres://… → PostgreSQL. */
  databaseUrl: string | null;
  /** PUBLIC_URL: the customer site's origin, used in links of mails. */
  publicUrl: string;
  /** API_PUBLIC_URL: this server's own origin, used for image urls. */
  apiPublicUrl: string;
  /** SMTP_URL: set → mail goes out through SMTP; unset → the dev mailbox is on. */
  smtpUrl: string | null;
  /** MAIL_FROM: sender of every mail. */
  mailFrom: string;
  /** SEED_DEMO: load the demo catalogue on first start (default on). */
  seedDemo: boolean;
  /** LOG_LEVEL: pino level. */
  logLevel: string;
  /** RATE_LIMIT_MAX: write calls per client and minute. */
  rateLimitMax: number;
  /** NODE_ENV === 'production' */
  production: boolean;
};

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

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const port = integer(env, 'API_PORT', 3001, 0, 65535);
  const config: Config = {
    port,
    host: env.API_HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || './.data'),
    databaseUrl: url(env, 'DATABASE_URL', null, ['postgres:', 'postgresql:']),
    publicUrl: url(env, 'PUBLIC_URL', 'http://localhost:3000', ['http:', 'https:'])!,
    apiPublicUrl: url(env, 'API_PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:'])!,
    smtpUrl: url(env, 'SMTP_URL', null, ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Lanka Trails <no-reply@lankatrails.example>',
    seedDemo: flag(env, 'SEED_DEMO', true),
    logLevel: env.LOG_LEVEL || 'info',
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 30, 1, 1_000_000),
    production: env.NODE_ENV === 'production',
  };
  return { ...config, ...overrides };
}

/** The test database of CI (`TEST_DATABASE_URL`), read here so tests too stay off process.env. */
export function testDatabaseUrl(env: Env = process.env): string | null {
  return url(env, 'TEST_DATABASE_URL', null, ['postgres:', 'postgresql:']);
}
