// Starts the real API (fresh PGlite in a temp folder, the real ALTCHA captcha made cheap) and
// the customer site's production server, which serves this app's build at /signup* and
// /verify/*, each on a free port; stops them when the run ends (@trails/playwright-config/stack).
// Builds the customer site first when it has no build (this app's own build runs in the `test`
// script).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { requireChromium, startStack } from '@trails/playwright-config/stack';

const appDir = path.resolve(import.meta.dirname, '..');
const distDir = path.join(appDir, 'dist');

/** The supplier site of the run: the pages must link here, not to the built-in default. */
export const SUPPLIER_SITE_URL = 'https://suppliers.e2e.example';

export default async function globalSetup() {
  requireChromium();
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('Build this app first (pnpm --filter @trails/supplier-signup build).');
  }
  const { webUrl, apiUrl, stop } = await startStack({
    apiEnv: { SUPPLIER_SITE_URL },
    webEnv: { SUPPLIER_SIGNUP_DIR: distDir, SUPPLIER_SITE_URL },
    readyPath: '/signup',
    buildWebIfMissing: true,
    tempPrefix: 'trails-supplier-e2e-',
  });
  process.env.E2E_BASE_URL = webUrl;
  // The dev mailbox is the API's own page: the production site does not proxy /dev (ADR 114).
  process.env.E2E_API_URL = apiUrl;
  return stop;
}
