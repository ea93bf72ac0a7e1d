// The only reader of process.env for the build (STYLE item 6). These are the defaults written
// into index.html; the server that serves the page may replace them at run time (ADR 071).

export interface SupplierSignupSettings {
  /** VITE_SUPPLIER_SITE_URL: where suppliers log in (outside this product). */
  readonly supplierSiteUrl: string;
  /** VITE_OAUTH_CLIENT_ID: the first-party client named in POST /api/register (ADR 060). */
  readonly oauthClientId: string;
  /** VITE_OAUTH_CLIENT_SECRET: names the client; ships in the page, so it is not a secret. */
  readonly oauthClientSecret: string;
}

type Env = Readonly<Record<string, string | undefined>>;

export function buildDefaults(env: Env = process.env): SupplierSignupSettings {
  return {
    supplierSiteUrl: env.VITE_SUPPLIER_SITE_URL || 'https://suppliers.lankatrails.example',
    oauthClientId: env.VITE_OAUTH_CLIENT_ID || 'lanka-trails-web',
    oauthClientSecret: env.VITE_OAUTH_CLIENT_SECRET || 'lanka-trails-web-dev-secret',
  };
}

/** JSON that is safe inside a `<script>` element (no `</script>` can close it early). */
export function settingsJson(settings: object): string {
  return JSON.stringify(settings).replace(/</g, '\\u003c');
}
