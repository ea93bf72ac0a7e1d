// Every page type answers with the site's security headers, and its scripts carry the nonce of
// its Content Security Policy (ADR 059). The journeys' fixture fails any journey on a violation.
import { expect, test, tourPath } from './fixtures.ts';

test('every page type sends the CSP with a fresh nonce on its scripts, and the other headers', async ({
  page,
  request,
}) => {
  const paths = [
    '/',
    '/search',
    '/half-day',
    await tourPath(page),
    '/about',
    '/help/0',
    '/travel-inspiration',
    '/cart',
    '/checkout',
    '/payment/complete?order=ord_aaaaaaaaaaaaaaaaaaaaaaaaaa',
    '/account/set-password?token=unknown',
    '/login',
    '/account',
    '/no-such-page',
    '/signup',
  ];
  const nonces = new Set<string>();
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("object-src 'none'");
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    // The site runs on http here: no HSTS (a unit test covers https).
    expect(headers['strict-transport-security'], path).toBeUndefined();
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, path).toBeTruthy();
    nonces.add(nonce!);
    if (path === '/signup') continue; // the supplier sign-up app has no inline script
    const html = await response.text();
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>/g),
    ];
    expect(inline.length, path).toBeGreaterThan(0);
    for (const [tag] of inline) expect(tag, path).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(paths.length);
});

test('the API answers proxied through the site keep their own headers', async ({ request }) => {
  const response = await request.get('/api/settings/site/get');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-security-policy'] ?? '').not.toContain('nonce-');
});

test('the API answers through the site come compressed, with the API own headers', async ({
  request,
}) => {
  // A listing is the API's largest common answer (~18 KB of JSON for 15 tours); the API
  // compresses none itself, so the site does (ADR 200).
  for (const encoding of ['br', 'gzip'] as const) {
    const response = await request.get('/api/search?limit=15', {
      headers: { 'Accept-Encoding': encoding },
    });
    expect(response.ok()).toBe(true);
    const headers = response.headers();
    expect(headers['content-encoding'], encoding).toBe(encoding);
    expect(headers['vary'] ?? '', encoding).toMatch(/accept-encoding/i);
    // The API's own headers, not the page headers: its request id and helmet's resource policy
    // (the site sets neither).
    expect(headers['x-request-id'], encoding).toBeTruthy();
    expect(headers['cross-origin-resource-policy'], encoding).toBeTruthy();
    expect(headers['content-security-policy'] ?? '', encoding).not.toContain('nonce-');
    const body = (await response.json()) as { data: { results: { data: unknown[] } } };
    expect(body.data.results.data.length, encoding).toBeGreaterThan(0);
  }
  // Without Accept-Encoding the answer comes as the API sent it.
  const plain = await request.get('/api/search?limit=15', {
    headers: { 'Accept-Encoding': 'identity' },
  });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // An image is not compressed again.
  const html = await (await request.get('/search')).text();
  const image = /(\/media\/[^"?\s]+\?w=\d+)/.exec(html)?.[1];
  expect(image).toBeTruthy();
  const photo = await request.get(image!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(photo.ok()).toBe(true);
  expect(photo.headers()['content-encoding']).toBeUndefined();
});

test('a CSP violation on a page is reported and would fail its journey', async ({ context }) => {
  // The journeys' fixture fails on these reports; here an inline script without the nonce is
  // refused and its report seen, so the fixture has something real to catch.
  // A page of its own (not the fixture's, which fails on the report this test provokes).
  const page = await context.newPage();
  const reports: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation report: ${event.violatedDirective}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy violation report/.test(message.text()))
      reports.push(message.text());
  });
  await page.goto('/about');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__ran = true';
    document.body.append(script);
  });
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  expect(
    await page.evaluate(() => 'ran' in window && (window as { __ran?: boolean }).__ran),
  ).toBeFalsy();
  await page.close();
});
