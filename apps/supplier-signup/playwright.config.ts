import { trailsPlaywrightConfig } from '@trails/playwright-config/config';

// The journey runs in the machine's Chromium (never a downloaded browser) against the production
// builds served by the customer site's real server and the real API on a fresh PGlite;
// e2e/global-setup.ts starts both on free ports.
export default trailsPlaywrightConfig({ timeout: 90_000, expectTimeout: 15_000 });
