// A login that ends while the traveller is in the account area (ADR 297): 30 idle minutes, or
// "Log out everywhere" on another device. The next account call is refused; the site sends them
// to log in again, says why, and brings them back to the page they were opening.
import { MESSAGES } from '@trails/domain/messages';
import { DEMO_TRAVELLER, logInAsDemoTraveller, logInWith, sessionToken } from './booking-steps.ts';
import { expect, test } from './fixtures.ts';

test('a traveller whose login expired is told so at the login page, and logging in brings them back', async ({
  page,
}) => {
  await logInAsDemoTraveller(page);
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();

  // The login ends: the API now answers 401 to this tab's token, as after 30 idle minutes.
  const token = await sessionToken(page);
  const logout = await page.request.post('/api/auth/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(logout.ok()).toBe(true);

  // The traveller goes on to their favourites, inside the account area.
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'My Favorites' })
    .click();
  await expect(page).toHaveURL(/\/login\?notice=login-expired&next=%2Faccount%2Ffavorites$/);
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.loginExpired })).toBeVisible();

  // Logging in again goes back to the favourites, not to the dashboard.
  await logInWith(
    page.getByRole('form', { name: 'Log in' }),
    DEMO_TRAVELLER.email,
    DEMO_TRAVELLER.password,
  );
  await expect(page).toHaveURL(/\/account\/favorites$/);
  await expect(page.getByRole('heading', { name: 'My Favorites' })).toBeVisible();
});

test('the login page says why from its address alone, and an account page asked for logged out comes back after login', async ({
  page,
}) => {
  // The notice is the address's, so the page says it as served, before its scripts run.
  await page.goto('/login?notice=login-expired&next=%2Faccount%2Fbookings');
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.loginExpired })).toBeVisible();

  // Without a login at all, an account page sends to log in and back, without the expiry notice.
  await page.goto('/account/bookings');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fbookings$/);
  await expect(page.getByText(MESSAGES.loginExpired)).toHaveCount(0);
  await logInWith(
    page.getByRole('form', { name: 'Log in' }),
    DEMO_TRAVELLER.email,
    DEMO_TRAVELLER.password,
  );
  await expect(page).toHaveURL(/\/account\/bookings$/);
});
