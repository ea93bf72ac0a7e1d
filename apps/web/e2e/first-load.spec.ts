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

/** Chunks that only some visitors need: the login modal, the snackbar, TanStack Query, ALTCHA. */
// (The light build's files start with `light-`, ADR 058.)
const ON_DEMAND =
  /^\/assets\/(light-)?(login-modal|login-form|Toast|useQuery|query|altcha)-[\w-]+\.js$/;

// The aim: at most 100 KB of scripts on the first load of a public page. React and React
// DOM are ~58 KB of it (light pages load no React Router, ADR 058); the rest is the page's code.
const BUDGET_KB = { home: 100, search: 100, tour: 100, about: 100 };

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
    /\/assets\/(light-)?login-modal-[\w-]+\.js$/.test(response.url()),
  );
  await page.getByRole('link', { name: 'Log in' }).click();
  await modal;
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');

  const toaster = page.waitForResponse((response) =>
    /\/assets\/(light-)?Toast-[\w-]+\.js$/.test(response.url()),
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

test('a light page announces its style sheet, and asks for its scripts once its largest image is in', async ({
  page,
  request,
}) => {
  const response = await request.get('/');
  const html = await response.text();
  const { styleSheet, scripts } = announced(response.headers()['link'] ?? '');
  expect(styleSheet).toBeTruthy();
  expect(html).toContain(`href="${styleSheet}`);
  expect((await request.get(styleSheet!)).status()).toBe(200);
  // No script shares the phone's link with the style sheet and the largest image (ADR 058).
  expect(scripts).toEqual([]);
  expect(html).not.toContain('rel="modulepreload"');
  const modulesJson = /<script type="module">const modules = (\[[^\]]*\]);/.exec(html)?.[1];
  const modules = JSON.parse(modulesJson ?? '[]') as string[];
  expect(modules.length).toBeGreaterThan(3);

  const events: string[] = [];
  page.on('request', (sent) => events.push(`asked ${new URL(sent.url()).pathname}`));
  page.on('requestfinished', (done) => events.push(`got ${new URL(done.url()).pathname}`));
  const loaded = (await firstLoad(page, '/'))
    .filter((item) => item.type === 'script' && !ON_DEMAND.test(item.url))
    .map((item) => item.url);
  // Every module the page listed, and nothing else, all asked for after the banner arrived.
  expect(new Set(loaded)).toEqual(new Set(modules));
  const bannerArrived = events.indexOf('got /media/slider-1');
  const firstScript = events.findIndex((event) => /^asked \/assets\/.*\.js$/.test(event));
  expect(firstScript).toBeGreaterThan(bannerArrived);
  expect(bannerArrived).toBeGreaterThan(-1);
});

test('a React Router page announces the scripts its document preloads, at low priority', async ({
  request,
}) => {
  const response = await request.get('/login');
  const html = await response.text();
  const { styleSheet, scripts } = announced(response.headers()['link'] ?? '');
  expect(html).toContain(`href="${styleSheet}`);
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
    (match) => match[1],
  );
  expect(preloaded.length).toBeGreaterThan(3);
  expect(new Set(scripts)).toEqual(new Set(preloaded));
});
