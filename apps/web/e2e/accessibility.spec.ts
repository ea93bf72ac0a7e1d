import type { Page } from '@playwright/test';
import { expect, seriousViolations, test } from './fixtures.ts';

// One scan per public page type; the tour and location pages are found from the data.
const pages: Record<string, (page: Page) => Promise<string>> = {
  home: async () => '/',
  search: async () => '/search',
  'search results as a list': async () => '/search?key=walk&view=list',
  'type page': async () => '/half-day',
  'tour page': async (page) => {
    await page.goto('/search?view=list');
    const results = page.getByRole('list', { name: 'Search results' });
    return (await results.getByRole('link').first().getAttribute('href'))!;
  },
  'location page': async (page) => {
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    return new URL(/<loc>([^<]*\/location\/\d+)<\/loc>/.exec(sitemap)![1]!).pathname;
  },
  about: async () => '/about',
  help: async () => '/help',
  'help section': async () => '/help/0',
  'travel inspiration': async () => '/travel-inspiration',
  cart: async () => '/cart',
  checkout: async () => '/checkout',
  'not found': async () => '/no-such-page',
};

for (const [name, pathOf] of Object.entries(pages)) {
  test(`the ${name} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(await pathOf(page));
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}
