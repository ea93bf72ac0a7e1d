// Links a finger must take that are not words in a sentence: at least 24 px (WCAG 2.5.8), on the
// narrowest phone, where a tester measured them at 19–21 px.
import { expect, test, tourPath } from './fixtures.ts';

test('a tour page’s breadcrumb links are at least 24 px tall at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(await tourPath(page));
  const links = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) {
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
  }
});
