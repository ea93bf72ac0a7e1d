import type { Page } from '@playwright/test';
import { SUPPLIER_SITE_URL } from './global-setup.ts';
import {
  captchaCheckbox,
  expect,
  field,
  seriousViolations,
  solveCaptcha,
  test,
  uniqueEmail,
  valid,
} from './fixtures.ts';
import type { FieldLabel } from './fixtures.ts';

interface DevMail {
  readonly to: string;
  readonly subject: string;
  readonly links: readonly string[];
}

async function fill(page: Page, values: Partial<Record<FieldLabel, string>>) {
  for (const [label, value] of Object.entries(values)) {
    await field(page, label as FieldLabel).fill(value);
  }
}

async function send(page: Page) {
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/** The verification link mailed to `email`, read from the API's dev mailbox. */
async function verificationLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (
          await page.request.get(`${process.env.E2E_API_URL}/dev/mailbox/messages`)
        ).json()) as DevMail[];
        const mail = mails.find((candidate) => candidate.to === email);
        link = mail?.links.find((url) => url.includes('/api/supplier/verify?token='));
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return link!;
}

test('a supplier corrects each validation error, signs up, verifies the address', async ({
  page,
}) => {
  await page.goto('/signup');
  await expect(page).toHaveTitle('Supplier sign-up | Lanka Trails');

  // Every field is Required. The captcha was not solved when the form was sent; the send, the
  // first focus in the form, started it (ADR 293), and once solved its error goes.
  await send(page);
  for (const label of Object.keys(valid) as FieldLabel[]) {
    await expect(field(page, label)).toHaveAccessibleDescription('Required');
  }
  await expect(field(page, 'First name')).toBeFocused();
  await expect(page.locator('altcha-widget')).toContainText('Verified');
  await expect(page.getByText('Complete the Captcha before proceeding')).toBeHidden();

  // Each error clears as its field is edited.
  const email = uniqueEmail('supplier');
  await fill(page, { ...valid, Email: 'kamal@' });
  await expect(field(page, 'First name')).toHaveAccessibleDescription('');
  await send(page);
  await expect(field(page, 'Email')).toHaveAccessibleDescription('invalid email address');

  await fill(page, { Email: email, 'Confirm password': 'Horton plains 2300m' });
  await send(page);
  await expect(field(page, 'Password')).toHaveAccessibleDescription('Passwords do not match');
  await expect(field(page, 'Confirm password')).toHaveAccessibleDescription(
    'Passwords do not match',
  );

  // Corrected, with the real proof-of-work solved: registered.
  await fill(page, { Password: valid.Password, 'Confirm password': valid.Password });
  await solveCaptcha(page);
  await expect(page.getByText('Complete the Captcha before proceeding')).toBeHidden();
  await send(page);
  await expect(page).toHaveURL(/\/signup\/complete$/);
  // The progress notice goes once the answer is in (it used to stay beside the result).
  await expect(
    page.getByText('Processing registration, please wait...', { exact: true }),
  ).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Thank you for signing up!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Supplier login' })).toHaveAttribute(
    'href',
    SUPPLIER_SITE_URL,
  );

  // The mailed link verifies the address once...
  const link = await verificationLink(page, email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/verify\/complete$/);
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Supplier login' })).toHaveAttribute(
    'href',
    SUPPLIER_SITE_URL,
  );

  // ...and opened again, says the address is verified rather than that it failed (a used link of
  // a verified address changes nothing); a link that was tampered with still fails.
  await page.goto(link);
  await expect(page).toHaveURL(/\/verify\/complete$/);
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  const tampered = new URL(link);
  const token = tampered.searchParams.get('token')!;
  tampered.searchParams.set(
    'token',
    `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`,
  );
  await page.goto(tampered.toString());
  await expect(page).toHaveURL(/\/verify\/failed$/);
  await expect(page.getByRole('heading', { name: 'Email Verification failed!' })).toBeVisible();
  await expect(page.getByText(/contact the Administrator/)).toBeVisible();
});

test("the API's first error is shown when an address is already registered", async ({ page }) => {
  const email = uniqueEmail('taken');
  const payload = page.locator('altcha-widget input[name="altcha"]');
  let spent = '';
  for (const attempt of [1, 2]) {
    await page.goto('/signup');
    await fill(page, { ...valid, Email: email });
    await solveCaptcha(page);
    spent = await payload.inputValue();
    await send(page);
    if (attempt === 1) await expect(page).toHaveURL(/\/signup\/complete$/);
  }
  const notice = page.getByRole('region', { name: /Notifications/ }).getByText(/already/i);
  await expect(notice).toBeVisible();
  await expect(field(page, 'Email')).toHaveAccessibleDescription(/already/i);
  await expect(page).toHaveURL(/\/signup$/);
  // The spent solution is gone (one is accepted once): the visitor is still at the form, so a
  // new puzzle starts at once (ADR 293) and its solution is another.
  await expect(page.locator('altcha-widget')).toContainText('Verified');
  expect(spent).not.toBe('');
  await expect(payload).not.toHaveValue(spent);
});

test('while its script loads, the page says so under its title', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/supplier-assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/signup', { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toHaveText('Loading the supplier sign-up…');
  await expect(page).toHaveTitle('Supplier sign-up | Lanka Trails');
  release();
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
  await expect(page.getByText('Loading the supplier sign-up…')).toHaveCount(0);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-up page says it needs scripts instead of showing an empty page', async ({
    page,
  }) => {
    await page.goto('/signup');
    // A client-rendered app (ADR 070): before, the page was blank. The <noscript>'s text is read
    // from the element itself, as Playwright's text matching skips it.
    expect(
      await page.locator('noscript').evaluateAll((all) => all.map((e) => e.textContent?.trim())),
    ).toContain('Signing up needs JavaScript. Turn it on, then reload this page.');
    // Named, and not saying it loads what never will (a tester saw a blank, untitled page).
    await expect(page).toHaveTitle('Supplier sign-up | Lanka Trails');
    await expect(page.getByText('Loading the supplier sign-up…')).toBeHidden();
  });
});

test('the sign-up page and its scripts carry no client secret (the site adds it)', async ({
  request,
}) => {
  const html = await (await request.get('/signup')).text();
  const scripts = [...html.matchAll(/src="(\/supplier-assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  // The site's and the API's development default; a deployment's own secret is not known here.
  for (const text of [
    html,
    ...(await Promise.all(scripts.map(async (src) => (await request.get(src)).text()))),
  ]) {
    expect(text).not.toContain('lanka-trails-web-dev-secret');
    expect(text).not.toContain('client_secret');
  }
});

test.describe('accessibility', () => {
  const pages = ['/signup', '/signup/complete', '/verify/complete', '/verify/failed'];
  for (const path of pages) {
    test(`${path} has no serious or critical violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The captcha widget loads in its own chunk: scan it too.
      if (path === '/signup') await expect(captchaCheckbox(page)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('/signup with every error shown has no serious or critical violation', async ({ page }) => {
    await page.goto('/signup');
    await expect(captchaCheckbox(page)).toBeVisible();
    await send(page);
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Required');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
