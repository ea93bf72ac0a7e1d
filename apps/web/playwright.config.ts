import { trailsPlaywrightConfig } from '@trails/playwright-config/config';

// Journeys run in the machine's Chromium (never a downloaded browser) against the production
// build and the real API on a fresh PGlite; global-setup starts both on free ports.
export default trailsPlaywrightConfig({ timeout: 60_000, expectTimeout: 10_000 });
