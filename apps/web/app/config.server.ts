// The only reader of process.env for the customer site (STYLE item 6): the production server
// (server.ts) and the server-side loaders both read their settings here. Every variable has its
// default next to it; a bad value stops the start with a message naming the variable.
import path from 'node:path';

export interface WebConfig {
  /** PORT: where the site listens. Default 3000. */
  readonly port: number;
  /** HOST: the interface to bind. Default 0.0.0.0 (every interface). */
  readonly host: string;
  /** API_URL: the API origin that /api, /oauth, /dev and /media are proxied to and loaders call. */
  readonly apiUrl: string;
  /** PUBLIC_URL: the site's public origin, for canonical links, Open Graph and the sitemap. */
  readonly publicUrl: string;
  /** NODE_ENV === 'production': serve the build; otherwise Vite middleware with hot reload. */
  readonly production: boolean;
  /** SUPPLIER_SIGNUP_DIR: the supplier sign-up app's build, served at /signup* and /verify/*. Default ../supplier-signup/dist. */
  readonly supplierSignupDir: string;
  /** SUPPLIER_SITE_URL: where suppliers log in (the API's variable too). Default https://suppliers.lankatrails.example. */
  readonly supplierSiteUrl: string;
  /**
   * TRUST_PROXY: how the visitor's address is found (ADR 110). Unset: the connection's own
   * address (the site faces the internet). A number n: n proxies in front of this server (a load
   * balancer is 1), the address they appended. A comma-separated list of addresses, CIDR ranges or
   * `loopback`/`linklocal`/`uniquelocal`: the proxies trusted. Never "every proxy": then any
   * visitor could write their own address.
   */
  readonly trustProxy: false | number | readonly string[];
  /** BODY_LIMIT_BYTES: the largest request body the site server takes or forwards. Default 1 MiB (the API's). */
  readonly bodyLimitBytes: number;
  /** OAUTH_CLIENT_ID: the site's first-party client id at the API's /oauth/token and /api/register. Default lanka-trails-web (the API's dev default). */
  readonly oauthClientId: string;
  /** OAUTH_CLIENT_SECRET: sent only from this server, never to the browser (ADR 080). Default lanka-trails-web-dev-secret (the API's dev default). */
  readonly oauthClientSecret: string;
}

type Env = Readonly<Record<string, string | undefined>>;

function port(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be a port number from 0 to 65535, got "${raw}"`);
  }
  return value;
}

function origin(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${name} must be a URL, got "${raw}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`${name} must start with http: or https:, got "${parsed.protocol}"`);
  }
  return raw.replace(/\/+$/, '');
}

function trustProxy(env: Env, name: string): WebConfig['trustProxy'] {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  const list = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  for (const item of list) {
    if (!named.has(item) && !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(item)) {
      throw new Error(
        `${name} must be a number of proxies or a list of addresses/CIDR ranges, got "${item}"`,
      );
    }
  }
  return list;
}

function bodyLimit(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1024 || value > 100 * 1024 * 1024) {
    throw new Error(`${name} must be a number of bytes from 1024 to 104857600, got "${raw}"`);
  }
  return value;
}

export function loadConfig(env: Env = process.env): WebConfig {
  const listenPort = port(env, 'PORT', 3000);
  return {
    port: listenPort,
    host: env.HOST || '0.0.0.0',
    apiUrl: origin(env, 'API_URL', 'http://127.0.0.1:3001'),
    publicUrl: origin(env, 'PUBLIC_URL', `http://localhost:${listenPort}`),
    production: env.NODE_ENV === 'production',
    supplierSignupDir: path.resolve(env.SUPPLIER_SIGNUP_DIR || '../supplier-signup/dist'),
    supplierSiteUrl: origin(env, 'SUPPLIER_SITE_URL', 'https://suppliers.lankatrails.example'),
    trustProxy: trustProxy(env, 'TRUST_PROXY'),
    bodyLimitBytes: bodyLimit(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    oauthClientId: env.OAUTH_CLIENT_ID || 'lanka-trails-web',
    oauthClientSecret: env.OAUTH_CLIENT_SECRET || 'lanka-trails-web-dev-secret',
  };
}

export const config: WebConfig = loadConfig();
