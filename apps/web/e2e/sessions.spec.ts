// Issue 18 through the real site (ADRs 180, 182): a mailed new password works once and leads to
// the set-password page, ending the session another browser had; "Log out everywhere" in
// Settings ends every session.
import type { Browser, Page } from '@playwright/test';
import { signUp, solveCaptcha } from './account-steps.ts';
import { expect, notice, test } from './fixtures.ts';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await solveCaptcha(page, form);
  await form.getByLabel('Password').press('Enter');
}

const SESSION_KEY = 'lanka-trails-session';

/** The session this tab saved (ADR 081), as its sessionStorage holds it. */
async function savedSession(page: Page): Promise<string> {
  const saved = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);
  expect(saved).toContain('"token":"');
  return saved!;
}

/**
 * Puts a tab's saved session back: from a same-origin file, where no script of the site runs to
 * write the session over it (leaving a page flushes its pending write, ADR 053).
 */
async function restoreSession(page: Page, saved: string) {
  await page.goto('/favicon.svg');
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
    SESSION_KEY,
    saved,
  ] as const);
}

/** Records, in every document the tab opens, whether `text` was ever on the page. */
async function watchFor(page: Page, text: string) {
  await page.addInitScript((wanted) => {
    const seen = () =>
      (document.body?.innerText ?? '').includes(wanted) ||
      [...document.querySelectorAll('input')].some((input) => input.value.includes(wanted));
    const mark = () => {
      if (seen()) (window as { savedDataShown?: boolean }).savedDataShown = true;
    };
    new MutationObserver(mark).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  }, text);
}

const savedDataShown = (page: Page) =>
  page.evaluate(() => (window as { savedDataShown?: boolean }).savedDataShown === true);

async function otherBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  return context.newPage();
}

test('a mailed password works once, asks for a new one and ends the other sessions; Settings logs out everywhere', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { email, password } = await signUp(page, 'Nimal');

  // A session in another browser (a phone, say).
  const phone = await otherBrowser(browser, baseURL);
  await logIn(phone, email, password);
  await expect(phone).toHaveURL(/\/account$/);

  // "Send me new password", and the mail as the dev mailbox shows it.
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me new password' }).click();
  await expect(notice(page)).toContainText('We just sent you a new password');
  const mailbox = await otherBrowser(browser, baseURL);
  const mail = mailbox.getByRole('article').filter({ hasText: email }).filter({
    hasText: 'Your new password is',
  });
  // The outbox is sent by a queue job (ADR 131): look again until the mail has gone out.
  await expect(async () => {
    await mailbox.goto(`${process.env.E2E_API_URL}/dev/mailbox`);
    await expect(mail).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const mailed = /new password is: ([A-Za-z0-9]{16})/.exec((await mail.textContent()) ?? '')?.[1];
  expect(mailed).toBeDefined();

  // Logging in with it opens no session: it goes to the set-password page.
  await logIn(page, email, mailed!);
  await expect(page).toHaveURL(/\/account\/set-password\?token=/);
  const chosen = 'Ella-Gap-Sunrise-2026';
  const setForm = page.getByRole('form', { name: 'Set your password' });
  await setForm.getByLabel('Password', { exact: true }).fill(chosen);
  await setForm.getByLabel('Confirm password').fill(chosen);
  await setForm.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/login\?notice=password-set$/);

  // The phone's session ended with the mailed password's use.
  // (an account page that asks the API: the 401 ends the site's session, ADR 081)
  await phone.goto('/account/favorites');
  await expect(phone).toHaveURL(/\/login\?notice=login-expired&next=%2Faccount%2Ffavorites$/);

  // The chosen password works; the old one does not.
  await logIn(page, email, password);
  await expect(notice(page)).toContainText('Invalid login information');
  await logIn(page, email, chosen);
  await expect(page).toHaveURL(/\/account$/);

  // Log out everywhere, from Settings: the phone (logged in again) is out too.
  await logIn(phone, email, chosen);
  await expect(phone).toHaveURL(/\/account$/);
  const phoneSession = await savedSession(phone);
  await page.goto('/account/settings');
  await page.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(notice(page)).toContainText('You are logged out on every device.');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fsettings$/);
  // The phone's tab, opening each account page with the session it saved: every one ends it and
  // goes to /login, and neither the greeting nor the saved address is ever on the screen.
  await watchFor(phone, 'Hello, Nimal');
  await watchFor(phone, email);
  for (const path of ['/account', '/account/settings', '/account/favorites']) {
    await restoreSession(phone, phoneSession);
    await phone.goto(path);
    // Told why, and back to that page once logged in again (ADR 297).
    await expect(phone).toHaveURL(
      new RegExp(`/login\\?notice=login-expired&next=${encodeURIComponent(path)}$`),
    );
    expect(await savedDataShown(phone)).toBe(false);
  }
});

test('"Log out everywhere" works as a plain HTML form post, with the session it carries', async ({
  page,
}) => {
  const { email, password } = await signUp(page, 'Kasun');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/account$/);
  const token = await page.evaluate(
    () =>
      (
        JSON.parse(sessionStorage.getItem('lanka-trails-session') ?? '{}') as {
          state?: { token?: string };
        }
      ).state?.token,
  );
  expect(token).toBeTruthy();
  const bearer = { Authorization: `Bearer ${token}` };
  expect((await page.request.get('/api/account/profile', { headers: bearer })).status()).toBe(200);

  // What the browser sends when the form is posted without scripts.
  const posted = await page.request.post('/account/settings', {
    form: { intent: 'log-out-everywhere', token: token! },
    maxRedirects: 0,
  });
  expect([302, 303]).toContain(posted.status());
  expect(posted.headers()['location']).toMatch(/\/login$/);
  expect((await page.request.get('/api/account/profile', { headers: bearer })).status()).toBe(401);
});
