// Starts the real API (fresh PGlite in a temp folder) and the production build of the site,
// each on a free port, and stops them when the run ends (@trails/playwright-config/stack). The
// site's address goes to the tests through E2E_BASE_URL.
import { stackGlobalSetup, startStack as startTrailsStack } from '@trails/playwright-config/stack';
import type { Stack } from '@trails/playwright-config/stack';

export type { Stack };

/**
 * Starts the API on a fresh PGlite and the built site, each on a free port. `apiEnv` adds to the
 * API's environment (the accounts journey starts a second stack with a Google provider).
 */
export function startStack(apiEnv: Record<string, string> = {}): Promise<Stack> {
  return startTrailsStack({ apiEnv });
}

export default stackGlobalSetup();
