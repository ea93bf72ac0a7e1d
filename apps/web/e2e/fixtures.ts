import type { Page } from '@playwright/test';

// The journeys' test (pointed at the site global-setup started) and the axe check are shared
// with the other apps' journeys.
export { expect, seriousViolations, test } from '@trails/playwright-config/fixtures';

/** The text of the snackbar's latest notice. */
export function notice(page: Page) {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .last();
}
