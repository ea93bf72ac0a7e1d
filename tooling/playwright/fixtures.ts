// The fixtures every app's journeys share. App-specific helpers stay in the app's e2e/fixtures.ts,
// which re-exports these.
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The journeys' test, pointed at the site global-setup started (E2E_BASE_URL). */
export const test = base.extend({
  // Playwright reads the fixtures a test needs from this (empty) pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => {
    await provide(process.env.E2E_BASE_URL);
  },
});

export { expect };

/** Serious and critical axe violations of the page as it is now (none expected). */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
