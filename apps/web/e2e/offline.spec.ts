// A traveller whose connection drops while reading a page (ADR 190's deferred parts): a part
// whose script has not come yet stays as the server drew it, and comes once the connection is
// back. It used to throw the whole page away for an "Application Error".
import { expect, test, tourPath } from './fixtures.ts';

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
