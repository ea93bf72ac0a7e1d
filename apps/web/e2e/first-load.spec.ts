// What a phone downloads on a first visit (ADR 057): byte budgets and the things that must wait
// until they are used. Counted in the browser from the responses themselves, so the budgets hold
// for the production build as served (brotli), not for an estimate. Not timed.
import type { Page } from '@playwright/test';
import { expect, notice, test } from './fixtures.ts';

type Loaded = { url: string; type: string; bytes: number };

/** Every response of a fresh visit to `path`, until the network has been quiet for 500 ms. */
async function firstLoad(page: Page, path: string): Promise<Loaded[]> {
  const pending: Promise<Loaded>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      request.sizes().then((sizes) => ({
        url: new URL(request.url()).pathname + new URL(request.url()).search,
        type: request.resourceType(),
        bytes: sizes.responseBodySize,
      })),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return Promise.all(pending);
}

const kb = (loaded: Loaded[]) => loaded.reduce((sum, item) => sum + item.bytes, 0) / 1024;

/** Chunks that only some visitors need: the login modal, the snackbar, ALTCHA. */
const ON_DEMAND = /^\/assets\/(login-modal|login-form|Toast|altcha)-[\w-]+\.js$/;

// The aim (ADR 059): at most 150 KB of scripts on the first load of a public page. React, React
// DOM and React Router are ~93 KB of it; the rest is the page's code.
const BUDGET_KB = { home: 150, search: 150, tour: 150, about: 150 };

for (const [name, path] of [
  ['home', '/'],
  ['search', '/search'],
  ['about', '/about'],
] as const) {
  test(`the ${name} page's first load stays within ${BUDGET_KB[name]} KB of scripts, nothing on demand`, async ({
    page,
  }) => {
    const scripts = (await firstLoad(page, path)).filter((item) => item.type === 'script');
    expect(scripts.filter((item) => ON_DEMAND.test(item.url))).toEqual([]);
    test.info().annotations.push({ type: 'scripts (KB)', description: kb(scripts).toFixed(1) });
    expect(kb(scripts)).toBeLessThanOrEqual(BUDGET_KB[name]);
  });
}

test(`a tour page's first load stays within ${BUDGET_KB.tour} KB of scripts, nothing on demand`, async ({
  page,
  request,
}) => {
  const listing = await (await request.get('/search?view=list')).text();
  const path = /href="(\/[^"]+\/details\/\d+)"/.exec(listing)?.[1];
  expect(path).toBeTruthy();
  const scripts = (await firstLoad(page, path!)).filter((item) => item.type === 'script');
  expect(scripts.filter((item) => ON_DEMAND.test(item.url))).toEqual([]);
  test.info().annotations.push({ type: 'scripts (KB)', description: kb(scripts).toFixed(1) });
  expect(kb(scripts)).toBeLessThanOrEqual(BUDGET_KB.tour);
  await expect(page.getByLabel('Pick-up location')).toBeVisible();
});

test('the home page asks for the first banner image only, and the next one once interactive', async ({
  page,
}) => {
  const slides = (await firstLoad(page, '/'))
    .filter((item) => item.url.startsWith('/media/slider-'))
    .map((item) => item.url.replace(/\?.*/, ''));
  expect(slides).toContain('/media/slider-1');
  expect(new Set(slides)).toEqual(new Set(['/media/slider-1', '/media/slider-2']));
});

test('the login modal and the snackbar load when first used', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const modal = page.waitForResponse((response) =>
    /\/assets\/login-modal-[\w-]+\.js$/.test(response.url()),
  );
  await page.getByRole('link', { name: 'Log in' }).click();
  await modal;
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');

  const toaster = page.waitForResponse((response) =>
    /\/assets\/Toast-[\w-]+\.js$/.test(response.url()),
  );
  const search = page.getByRole('search', { name: 'Find a trail' });
  await search.getByLabel('Pick-up date').fill('31/02/20');
  await search.getByRole('button', { name: 'Search' }).click();
  await toaster;
  await expect(notice(page)).toHaveText('Please select pick-up date');
});

/** The style sheet and the scripts a response's Link header announces. */
function announced(link: string) {
  return {
    // React Router's manifest writes its style sheets with a trailing '#'; the link says the same.
    styleSheet: /<(\/assets\/[^>]+\.css#?)>; rel=preload; as=style/.exec(link)?.[1],
    scripts: [...link.matchAll(/<([^>]+\.js)>; rel=modulepreload; fetchpriority=low/g)].map(
      (match) => match[1],
    ),
  };
}

for (const path of ['/', '/login']) {
  test(`${path} announces its style sheet, then the scripts its document preloads at low priority`, async ({
    request,
  }) => {
    const response = await request.get(path);
    const html = await response.text();
    const link = response.headers()['link'] ?? '';
    const { styleSheet, scripts } = announced(link);
    expect(styleSheet).toBeTruthy();
    expect(link.indexOf(styleSheet!)).toBeLessThan(link.indexOf('rel=modulepreload'));
    expect(html).toContain(`href="${styleSheet}`);
    expect((await request.get(styleSheet!)).status()).toBe(200);
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(preloaded.length).toBeGreaterThan(3);
    expect(new Set(scripts)).toEqual(new Set(preloaded));
  });
}
