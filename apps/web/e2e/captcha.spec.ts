// The proof-of-work captcha solves itself while the traveller types (ADR 293): on a slow phone
// it takes seconds, which used to start only when they ticked 'I'm not a robot' after typing.
// The real ALTCHA widget against the API's real challenge (made cheap for tests, ADR 072).
import { signUp } from './account-steps.ts';
import { expect, notice, test } from './fixtures.ts';

test('a traveller logs in without ticking the captcha, again after a wrong password', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email, password } = await signUp(page, 'Nimal');

  const login = page.getByRole('form', { name: 'Log in' });
  const widget = login.locator('altcha-widget');
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill('Not-The-Password-1');
  // Nothing ticked: the puzzle started when the email field took focus.
  await expect(widget).toContainText('Verified');
  await login.getByLabel('Password').press('Enter');
  await expect(notice(page)).toContainText('Invalid login information');

  // The solution was spent on the refused attempt; the traveller is still in the password field,
  // so the next puzzle is solved while they retype it.
  await expect(widget).toContainText('Verified');
  await login.getByLabel('Password').fill(password);
  await login.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/account$/);
});

test('the puzzle starts by itself when its widget arrives after the traveller started typing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email, password } = await signUp(page, 'Kumari');

  // A slow connection: the widget's own chunk comes only after the traveller is in the form.
  let released!: () => void;
  const release = new Promise<void>((resolve) => (released = resolve));
  let requested!: () => void;
  const chunkRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route('**/assets/altcha-*.js', async (route) => {
    requested();
    await release;
    await route.continue();
  });
  await page.goto('/login');
  await chunkRequested;
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(password);
  released();
  // No new focus comes: the widget starts when it arrives, since the traveller is in its form.
  await expect(login.locator('altcha-widget')).toContainText('Verified');
  await login.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/account$/);
});
