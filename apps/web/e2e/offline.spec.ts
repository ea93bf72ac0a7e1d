// A traveller whose connection drops while reading a page (ADR 190's deferred parts): a part
// whose script has not come yet stays as the server drew it, and comes once the connection is
// back. It used to throw the whole page away for an "Application Error".
import { MESSAGES } from '@trails/domain/messages';
import { addTourToCart, expect, priceEarliestDate, test, tourPath } from './fixtures.ts';

test('offline, the footer whose script has not come stays on screen, and comes back online', async ({
  page,
  context,
}) => {
  const footerChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/footer-[\w-]+\.js$/.test(request.url())) footerChunks.push(request.url());
  });
  await page.goto(await tourPath(page), { waitUntil: 'networkidle' });
  // Far below on a phone: its script is not asked for yet.
  expect(footerChunks).toEqual([]);
  await context.setOffline(true);
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => footerChunks.length).toBeGreaterThan(0);
  // The page stays, the footer as the server drew it.
  await expect(footer.getByRole('heading', { name: 'Lanka Trails' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(page.getByText('Application Error')).toHaveCount(0);

  await context.setOffline(false);
  // Hydrated: React has taken the footer's links over.
  await expect
    .poll(() =>
      footer
        .getByRole('link')
        .first()
        .evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
});

// A tester's finding (ADR 271): Check out tapped offline reloaded the page into the browser's own
// offline page, as the router could not load checkout's code.
test('offline, Check out stays on the cart and says why; back online, it opens checkout', async ({
  page,
  context,
}) => {
  const title = await addTourToCart(page);
  await page.goto('/cart', { waitUntil: 'networkidle' });
  await context.setOffline(true);
  // The snackbar's code, loaded with the first notice, is not in this browser's cache (a tester
  // opened the cart straight away): offline, it cannot come.
  await page.route(/\/assets\/Toast-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.getByRole('link', { name: 'Check out' }).click();
  // On screen, though the snackbar's own code, never needed on this page before, cannot load
  // offline: its stand-in shows where it would (ADR 275; it was a line after the footer).
  await expect(page.getByText(MESSAGES.checkoutWaitsForConnection).first()).toBeInViewport();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cart items' })).toContainText(title);

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Order review' })).toBeVisible();
});

// A reviewer's finding (ADR 271): Book Now is the third way into checkout.
test('offline, Book Now puts the trail in the cart and stays, saying checkout waits', async ({
  page,
  context,
}) => {
  await page.goto(await tourPath(page), { waitUntil: 'networkidle' });
  await priceEarliestDate(page);
  const tourUrl = page.url();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText(MESSAGES.bookNowWaitsForConnection).first()).toBeInViewport();
  expect(page.url()).toBe(tourUrl);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});
