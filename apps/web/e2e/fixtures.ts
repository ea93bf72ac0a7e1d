import type { Page } from '@playwright/test';
import { expect } from '@trails/playwright-config/fixtures';

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

/** The path of the first tour the search lists. */
export async function tourPath(page: Page): Promise<string> {
  const listing = await (await page.request.get('/search?view=list')).text();
  const path = /href="(\/[^"]+\/details\/\d+)"/.exec(listing)?.[1];
  expect(path).toBeTruthy();
  return path!;
}

/** Opens a tour page and puts the tour in the cart; returns the tour's title. */
export async function addTourToCart(page: Page): Promise<string> {
  await page.goto(await tourPath(page), { waitUntil: 'networkidle' });
  await page.getByLabel('Pick-up location').selectOption({ index: 1 });
  const earliest = page.getByText(/^Earliest date \d\d\/\d\d\/\d{4}$/);
  await expect(earliest).toBeVisible();
  await page
    .getByLabel('Pick-up date')
    .fill((await earliest.textContent())!.replace('Earliest date ', ''));
  await expect(page.getByTestId('booking-total')).toHaveText(/^\$\d/);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  return (await page.getByRole('heading', { level: 1 }).textContent())!;
}
