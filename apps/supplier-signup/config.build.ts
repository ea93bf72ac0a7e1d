// The only reader of process.env for the build (STYLE item 6). These are the defaults written
// into index.html; the server that serves the page may replace them at run time (ADR 071).

export interface SupplierSignupSettings {
  /** VITE_SUPPLIER_SITE_URL: where suppliers log in (outside this product). */
  readonly supplierSiteUrl: string;
}

type Env = Readonly<Record<string, string | undefined>>;

export function buildDefaults(env: Env = process.env): SupplierSignupSettings {
  return {
    supplierSiteUrl: env.VITE_SUPPLIER_SITE_URL || 'https://suppliers.lankatrails.example',
  };
}

/** JSON that is safe inside a `<script>` element (no `</script>` can close it early). */
export function settingsJson(settings: object): string {
  return JSON.stringify(settings).replace(/</g, '\\u003c');
}
