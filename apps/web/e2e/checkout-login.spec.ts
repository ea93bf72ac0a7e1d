// Issue 14: a guest's cart — and what they typed — survives logging in during checkout, and the
// booking made after the login belongs to that account. Logged in, the account holder is the
// lead traveller where the form was left empty.
import { MESSAGES } from '@trails/domain/messages';
import { expect, test } from './fixtures.ts';
import {
  addToCartLater,
  agreeAndPay,
  DEMO_TRAVELLER,
  fillItem,
  instantTour,
  itemSection,
  logInAsDemoTraveller,
  logInWith,
  payOnSandbox,
  sessionToken,
  uniqueEmail,
} from './booking-steps.ts';

test("a guest's cart and typed details survive logging in during checkout", async ({ page }) => {
  test.setTimeout(180_000);
  // Another tour than the booking-management journey's, so the two never share a date's seats.
  const tour = await instantTour(page, 1);
  await addToCartLater(page, tour, 21);
  await page.goto('/checkout');
  const item = itemSection(page, tour.title);
  await item.getByLabel('Remarks (optional)').fill('Vegetarian lunch');

  // The checkout page's own prompt opens the login modal.
  await page.getByText('Have an account?').getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByRole('dialog', { name: 'Log in' });
  await logInWith(
    modal.getByRole('form', { name: 'Log in' }),
    DEMO_TRAVELLER.email,
    DEMO_TRAVELLER.password,
  );
  await expect(modal).toBeHidden();
  // The prompt's button is gone: focus lands on the page's content, not on the body.
  await expect(page.getByRole('main')).toBeFocused();

  // Still on checkout, with the cart and what was typed; the guest prompt is gone.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(item.getByLabel('Remarks (optional)')).toHaveValue('Vegetarian lunch');
  await expect(page.getByText('Have an account?')).toHaveCount(0);
  // Logged in, the account holder is the lead traveller wherever nothing was typed.
  await expect(item.getByLabel('Lead traveler first name')).toHaveValue('Amara');
  await expect(item.getByLabel('Lead traveler last name')).toHaveValue('Fernando');
  await expect(item.getByLabel('Lead traveler email')).toHaveValue(DEMO_TRAVELLER.email);
  // A reload keeps the cart, the draft and the session (all in the browser session).
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(itemSection(page, tour.title).getByLabel('Remarks (optional)')).toHaveValue(
    'Vegetarian lunch',
  );
  await expect(page.getByText('Have an account?')).toHaveCount(0);

  // Booked and paid as the logged-in traveller (another contact address on purpose).
  const email = uniqueEmail('contact');
  await fillItem(itemSection(page, tour.title), email);
  await agreeAndPay(page, email);
  await payOnSandbox(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.paymentComplete);
  const reference = (await page.getByRole('row').nth(1).locator('td').first().textContent())!;
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  // The booking is the account's: its My Bookings lists it (found page by page, as the page does).
  await page.getByRole('link', { name: 'My bookings' }).click();
  await expect(page).toHaveURL(/\/account\/bookings/);
  const token = await sessionToken(page);
  const references: string[] = [];
  for (let pageNumber = 1; pageNumber <= 5; pageNumber++) {
    const answer = await page.request.get(
      `/api/account/my-bookings?group=upcoming&page=${pageNumber}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    const body = (await answer.json()) as {
      data: { bookings: { last_page: number; data: { booking_reference: string }[] } };
    };
    references.push(...body.data.bookings.data.map((booking) => booking.booking_reference));
    if (pageNumber >= body.data.bookings.last_page) break;
  }
  expect(references).toContain(reference);
});

test('details typed while logged in are not shown to whoever uses the browser after logging out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInAsDemoTraveller(page);
  const tour = await instantTour(page, 2);
  await addToCartLater(page, tour, 25);
  await page.goto('/checkout');
  const item = itemSection(page, tour.title);
  await expect(item.getByLabel('Lead traveler first name')).toHaveValue('Amara');
  await item.getByLabel('Remarks (optional)').fill('Room 12, Kandy Hotel');
  // Saved as the draft: a reload draws it again while still logged in.
  await page.reload();
  await expect(itemSection(page, tour.title).getByLabel('Remarks (optional)')).toHaveValue(
    'Room 12, Kandy Hotel',
  );

  // Logged out from the account menu: the cart stays, the account's details do not.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/checkout');
  await expect(page.getByText('Have an account?')).toBeVisible();
  const after = itemSection(page, tour.title);
  await expect(after.getByLabel('Lead traveler first name')).toHaveValue('');
  await expect(after.getByLabel('Lead traveler email')).toHaveValue('');
  await expect(after.getByLabel('Remarks (optional)')).toHaveValue('');
});

test('a login that expires before Confirm & Pay ends the session there, keeps the form, and the guest can pay (ADR 284)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsDemoTraveller(page);
  const tour = await instantTour(page, 3);
  await addToCartLater(page, tour, 29);
  await page.goto('/checkout');
  const item = itemSection(page, tour.title);
  await expect(item.getByLabel('Lead traveler first name')).toHaveValue('Amara');
  await expect(page.getByText('Have an account?')).toHaveCount(0);
  const email = uniqueEmail('expired');
  await fillItem(item, email);
  await item.getByLabel('Remarks (optional)').fill('Vegetarian lunch');

  // The login expires: the API now answers 401 to the page's token, as after 30 idle minutes.
  const token = await sessionToken(page);
  const logout = await page.request.post('/api/auth/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(logout.ok()).toBe(true);

  await agreeAndPay(page, email);
  await expect(
    page.getByRole('alert').filter({ hasText: MESSAGES.loginExpiredAtCheckout }),
  ).toBeVisible();
  // The page is a visitor's now: the log-in note and the guest path, with everything typed.
  await expect(page.getByText('Have an account?')).toBeVisible();
  await expect(item.getByLabel('Lead traveler first name')).toHaveValue('Anna');
  await expect(item.getByLabel('Lead traveler email')).toHaveValue(email);
  await expect(item.getByLabel('Remarks (optional)')).toHaveValue('Vegetarian lunch');
  // The session is forgotten: a reload is still logged out, and still has the form.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('lanka-trails-session')))
    .not.toContain(token);
  await page.reload();
  await expect(page.getByText('Have an account?')).toBeVisible();
  const after = itemSection(page, tour.title);
  await expect(after.getByLabel('Lead traveler first name')).toHaveValue('Anna');
  await expect(after.getByLabel('Remarks (optional)')).toHaveValue('Vegetarian lunch');

  // Booked and paid as a guest.
  await agreeAndPay(page, email);
  await payOnSandbox(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.paymentComplete);
});
