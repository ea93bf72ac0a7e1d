// Steps the booking journeys share: a tour in the cart on a chosen date, checkout, the sandbox
// payment page, the dev mailbox, a login with the real captcha, and the operations API as a
// supplier's or admin's tool would call it. (The checkout journey keeps its own copies of the
// checkout steps; they do the same.)
import type { Download, Locator, Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { formatLocalDate } from '@trails/domain/format';
import { tourDateAt } from '@trails/domain/tour-date';
import { expect } from './fixtures.ts';

export interface ListedTour {
  readonly id: number;
  readonly title: string;
  readonly full_seo_url: string;
  readonly sale_type: number;
}

/** An instant tour (sale_type 1) of the demo catalogue, skipping the first `skip`. */
export async function instantTour(page: Page, skip = 0): Promise<ListedTour> {
  const answer = await page.request.get('/api/search?limit=50');
  const tours = ((await answer.json()) as { data: { results: { data: ListedTour[] } } }).data
    .results.data;
  const instant = tours.filter((tour) => tour.sale_type === 1)[skip];
  expect(instant, 'an instant tour in the demo catalogue').toBeTruthy();
  return instant!;
}

/**
 * A pick-up date `days` ahead of today in Sri Lanka, as typed (dd/MM/yyyy) and as the search's
 * address carries it (yyyy-MM-dd): the search refuses past dates, so no journey types a fixed one.
 */
export function futureSearchDate(days = 30): { typed: string; iso: string } {
  const typed = laterDate(formatLocalDate(tourDateAt(new Date())), days);
  const [day, month, year] = typed.split('/');
  return { typed, iso: `${year}-${month}-${day}` };
}

/** dd/MM/yyyy plus whole days. */
function laterDate(ddmmyyyy: string, days: number): string {
  const [day, month, year] = ddmmyyyy.split('/').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/**
 * Puts a tour in the cart from its page, `daysAfterEarliest` after its earliest date (far enough
 * ahead for a free cancellation); the cart then holds `count`.
 */
export async function addToCartLater(
  page: Page,
  tour: ListedTour,
  daysAfterEarliest: number,
  count = 1,
) {
  await page.goto(tour.full_seo_url, { waitUntil: 'networkidle' });
  await page.getByLabel('Pick-up location').selectOption({ index: 1 });
  const earliest = page.getByText(/^Earliest date \d\d\/\d\d\/\d{4}$/);
  await expect(earliest).toBeVisible();
  const first = (await earliest.textContent())!.replace('Earliest date ', '');
  await page.getByLabel('Pick-up date').fill(laterDate(first, daysAfterEarliest));
  await expect(page.getByTestId('booking-total')).toHaveText(/^\$\d/);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText(String(count));
}

export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** One cart item's section of the checkout form, by its tour's title. */
export const itemSection = (page: Page, title: string) => page.getByRole('region', { name: title });

export async function fillItem(item: Locator, email: string) {
  await item.getByLabel('Lead traveler first name').fill('Anna');
  await item.getByLabel('Lead traveler last name').fill('Schmidt');
  await item.getByLabel('Lead traveler email').fill(email);
  await item.getByLabel('Lead traveler phone').fill('+49 170 1234567');
  await item.getByLabel('Hotel name').fill('Queens Hotel');
  await item.getByLabel('Hotel address').fill('Dalada Veediya, Kandy');
  await item.getByLabel('Same as Lead Traveler').check();
}

export async function agreeAndPay(page: Page, email: string) {
  await page.getByLabel('I agree to the terms & conditions').check();
  await page.getByLabel('I agree to the Refund Policy').check();
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm email address' });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Yes, Proceed' }).click();
}

/** Pays on the sandbox provider's hosted page (4242… succeeds). */
export async function payOnSandbox(page: Page, card = '4242 4242 4242 4242') {
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Anna Schmidt');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** Follows the set-password link mailed to a guest's new account (the dev mailbox). */
export async function setPasswordFromMail(page: Page, email: string, password: string) {
  const mail = page
    .getByRole('article')
    .filter({ hasText: email })
    .filter({ has: page.getByRole('link', { name: /\/account\/set-password\?token=/ }) });
  // The outbox is sent by a queue job (ADR 131): look again until the mail has gone out.
  await expect(async () => {
    await page.goto(`${process.env.E2E_API_URL}/dev/mailbox`);
    await expect(mail).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await mail
    .getByRole('link', { name: /\/account\/set-password\?token=/ })
    .first()
    .click();
  const form = page.getByRole('form', { name: 'Set your password' });
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/login\?notice=password-set$/);
}

/** Fills a login form (the page's or the modal's) and passes the real proof-of-work captcha. */
export async function logInWith(form: Locator, email: string, password: string) {
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  // Typing started the puzzle (ADR 293): nothing to tick, only to wait for.
  await expect(form.locator('altcha-widget')).toContainText('Verified');
  await form.getByLabel('Password').press('Enter');
}

/** The signed-in traveller's token, as the site keeps it in the browser session (ADR 081). */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const saved = sessionStorage.getItem('lanka-trails-session');
    return saved ? (JSON.parse(saved) as { state?: { token?: string } }).state?.token : undefined;
  });
  expect(token, 'a signed-in session').toBeTruthy();
  return token!;
}

export const DEMO_ADMIN = { email: 'admin@lankatrails.example', password: 'lanka-admin-dev' };
export const DEMO_TRAVELLER = {
  email: 'traveller@lankatrails.example',
  password: 'Kandy lake at dawn 7',
};

/** Logs the demo traveller in on the login page; they land on their account. */
export async function logInAsDemoTraveller(page: Page) {
  await page.goto('/login');
  await logInWith(
    page.getByRole('form', { name: 'Log in' }),
    DEMO_TRAVELLER.email,
    DEMO_TRAVELLER.password,
  );
  await expect(page).toHaveURL(/\/account$/);
}

/** An operator's token for the operations API (what `pnpm ops login` prints). */
export async function operatorToken(page: Page, operator = DEMO_ADMIN): Promise<string> {
  const answer = await page.request.post('/api/ops/login', { data: operator });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** Saves what a click downloads and answers its file name and text. */
export async function downloadOf(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; text: string }> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(file, 'utf8') };
}

/** The UTC stamp of a Sri Lankan local date (dd/MM/yyyy) and time (HH:mm), as .ics writes it. */
export function colomboToUtcStamp(ddmmyyyy: string, hhmm: string): string {
  const [day, month, year] = ddmmyyyy.split('/').map(Number) as [number, number, number];
  const [hour, minute] = hhmm.split(':').map(Number) as [number, number];
  // Asia/Colombo is UTC+05:30 all year (no daylight saving).
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute) - 330 * 60_000);
  return `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

/** Runs `pnpm ops <args>` (the API's operator CLI) against the journeys' API with a token. */
export function opsCli(
  args: readonly string[],
  token: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const apiDir = fileURLToPath(new URL('../../api/', import.meta.url));
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['scripts/ops.ts', ...args],
      {
        cwd: apiDir,
        env: { ...process.env, OPS_API_URL: process.env.E2E_API_URL!, OPS_TOKEN: token },
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
