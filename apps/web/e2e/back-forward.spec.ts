// Back to a page the browser kept in its back/forward cache: Back can show a page with the memory
// it had when it was left, so the cart, sign-in and favourites are read again when it is shown.
import { chromiumArgs, chromiumPath } from '@trails/playwright-config/config';
import { addTourToCart, expect, test } from './fixtures.ts';

// Playwright starts Chromium with its back/forward cache off; visitors' browsers have it on.
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [...chromiumArgs],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

test('shows the cart as it is now, not as it was when the page was left', async ({ page }) => {
  const title = await addTourToCart(page);
  await page.evaluate(() => Object.assign(window, { keptByTheBrowser: true }));
  await page.getByRole('link', { name: /^Cart, 1 item/ }).click();
  await page.getByRole('button', { name: `Remove ${title}` }).click();
  await expect(page).toHaveURL(/\/search\?key=$/);
  // A page shown from the cache fires no load event: wait for the address only.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/cart$/);
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/details\/\d+$/);
  expect(await page.evaluate(() => 'keptByTheBrowser' in window)).toBe(true);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});
