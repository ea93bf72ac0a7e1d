// Light pages (ADR 058): rendered on the server, hydrated by their own script without React
// Router's client runtime. What must hold: the browser's React takes over the server's HTML
// without a mismatch (same elements, same ids), no router code is loaded, and the page works.
import type { Page } from '@playwright/test';
import { addTourToCart, expect, test, tourPath } from './fixtures.ts';

/** Errors the page reports: React logs a hydration mismatch as a console error. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const NOT_FOUND_LOAD =
  'Failed to load resource: the server responded with a status of 404 (Not Found)';

test('every light page hydrates without a mismatch and without React Router', async ({ page }) => {
  const errors = collectErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const paths = [
    '/',
    '/search?key=',
    '/full-day',
    await tourPath(page),
    '/about',
    '/help/2',
    '/travel-inspiration',
    '/cart',
    '/no-such-page',
  ];
  for (const path of paths) {
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    // The not-found page's own status is reported as a failed load; it is expected there.
    if (response?.status() === 404) errors.splice(errors.indexOf(NOT_FOUND_LOAD), 1);
    // Hydrated: the header's search box (not on home) or the home search answers typing.
    const search =
      path === '/'
        ? page.getByLabel('What would you like to do?')
        : page.getByRole('search').getByLabel('Search trails');
    await search.fill('walk');
    await expect(search).toHaveValue('walk');
  }
  expect(errors).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => !script.startsWith('/assets/light-'))).toEqual([]);
});

test("the server's ids are the browser's: the header search's suggestions belong to its box", async ({
  page,
}) => {
  await page.goto('/about', { waitUntil: 'networkidle' });
  const box = page.getByRole('search').getByRole('combobox', { name: 'Search trails' });
  await box.fill('walk');
  const suggestions = page.getByRole('list', { name: 'Suggested trails' });
  await expect(suggestions).toBeVisible();
  // The label found the box by the id the server wrote; the list the browser drew carries the
  // id the box (server HTML) points at.
  expect(await suggestions.getAttribute('id')).toBe(await box.getAttribute('aria-controls'));
});

test('a filter on a phone loads the results with the filters open, scrolled and focused as they were', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search?key=', { waitUntil: 'networkidle' });
  await page.locator('summary', { hasText: 'Filters' }).click();
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('link', { name: 'Half day' }).click();
  await expect(page).toHaveURL(/\/half-day$/);
  await expect(filters).toBeVisible();

  const addLocation = filters.getByLabel('Add a pick-up location');
  await page.evaluate(() => window.scrollTo(0, 120));
  await addLocation.focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await addLocation.selectOption({ index: 1 });
  await expect(page).toHaveURL(/location=\d+/);
  await expect(filters.getByRole('list', { name: 'Chosen locations' })).toBeVisible();
  await expect(addLocation).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('the cart badge, set on a tour page, is there after the next page loads', async ({ page }) => {
  await addTourToCart(page);
  await page.getByRole('link', { name: 'Lanka Trails' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

// The scripts wait for the largest image (ADR 058); a phone whose image fails, or never comes,
// must still get a working page.
for (const trouble of ['fails', 'never arrives'] as const) {
  test(`the home page becomes interactive when its banner image ${trouble}`, async ({ page }) => {
    await page.route('**/media/slider-1?*', (route) =>
      trouble === 'fails' ? route.abort() : new Promise<void>(() => {}),
    );
    // The second banner image is asked for once the page is interactive.
    const interactive = page.waitForRequest('**/media/slider-2?*', { timeout: 10_000 });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await interactive;
  });
}

/** When the page asked for its first script, in ms since it started loading (waits for one). */
async function firstScriptAskedAt(page: Page): Promise<number> {
  const startTime = await page.waitForFunction(
    () =>
      performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.js'))
        ?.startTime,
  );
  return (await startTime.jsonValue())!;
}

// Without these, scripts would wait for the hanging banner until SCRIPTS_WAIT_FOR_IMAGE_MS (2.5 s).
test('a visitor who touches the page before its banner arrives gets its scripts at once', async ({
  page,
}) => {
  await page.route('**/media/slider-1?*', () => new Promise<void>(() => {}));
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByLabel('What would you like to do?').waitFor();
  const touchedAt = await page.evaluate(() => performance.now());
  await page.mouse.click(5, 300);
  expect((await firstScriptAskedAt(page)) - touchedAt).toBeLessThan(1_000);
});

test('the next page of a visit starts its scripts without waiting for its banner', async ({
  page,
}) => {
  await page.goto('/about');
  await page.route('**/media/slider-1?*', () => new Promise<void>(() => {}));
  await page.goto('/', { waitUntil: 'commit' });
  expect(await firstScriptAskedAt(page)).toBeLessThan(2_000);
});
