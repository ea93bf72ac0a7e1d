// Checkout (issue 14): a guest books an instant and an on-request tour through the sandbox
// payment page, sees /payment/complete, sets a password from the dev mailbox, logs in and finds
// both bookings; a declined card returns to checkout with the form intact; the form works with
// JavaScript off. The payment page is the API's sandbox provider (the real processor's network
// cannot run here); everything else is the real stack. The same journey then runs once against
// each real provider's adapter (issue 15): PAYMENT_PROVIDER=payhere and stripe, pointed at a
// local fake of PayHere or Stripe (their networks cannot be reached from here) that shows a
// hosted page and sends the signed notification.
import type { Browser, Locator, Page } from '@playwright/test';
import { MESSAGES } from '@trails/domain/messages';
import { cancellationDeadline } from '@trails/domain/cancellation';
import { formatUsd } from '@trails/domain/format';
import { expect, notice, priceEarliestDate, seriousViolations, test } from './fixtures.ts';
import { startPaymentStack } from './global-setup.ts';
import type { PaymentStack } from './global-setup.ts';

interface ListedTour {
  readonly id: number;
  readonly title: string;
  readonly full_seo_url: string;
  readonly sale_type: number;
}

/** One instant tour (sale_type 1) and one on request (any other), from the search. */
async function instantAndOnRequest(page: Page): Promise<[ListedTour, ListedTour]> {
  const answer = await page.request.get('/api/search?limit=50');
  const tours = ((await answer.json()) as { data: { results: { data: ListedTour[] } } }).data
    .results.data;
  const instant = tours.find((tour) => tour.sale_type === 1);
  const onRequest = tours.find((tour) => tour.sale_type !== 1);
  expect(instant, 'an instant tour in the demo catalogue').toBeTruthy();
  expect(onRequest, 'an on-request tour in the demo catalogue').toBeTruthy();
  return [instant!, onRequest!];
}

/** Puts a tour in the cart from its page, on its earliest date; the cart then holds `count`. */
async function addToCart(page: Page, tour: ListedTour, count: number) {
  await page.goto(tour.full_seo_url, { waitUntil: 'networkidle' });
  await priceEarliestDate(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText(String(count));
}

function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** One cart item's section of the form, by its tour's title. */
const section = (page: Page, title: string) => page.getByRole('region', { name: title });

async function fillItem(item: Locator, email: string) {
  await item.getByLabel('Lead traveler first name').fill('Anna');
  await item.getByLabel('Lead traveler last name').fill('Schmidt');
  await item.getByLabel('Lead traveler email').fill(email);
  await item.getByLabel('Lead traveler phone').fill('+49 170 1234567');
  await item.getByLabel('Hotel name').fill('Queens Hotel');
  await item.getByLabel('Hotel address').fill('Dalada Veediya, Kandy');
  await item.getByLabel('Same as Lead Traveler').check();
}

async function agree(page: Page) {
  await page.getByLabel('I agree to the terms & conditions').check();
  await page.getByLabel('I agree to the Refund Policy').check();
}

async function payOnSandbox(page: Page, card: string) {
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Anna Schmidt');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/**
 * A cart filled with scripts (the booking panel needs them), then a context of the same visitor
 * with scripts off: the cart's cookie copy lets the server draw checkout for it.
 */
async function cartWithScriptsOff(page: Page, browser: Browser, baseURL: string | undefined) {
  const [instant] = await instantAndOnRequest(page);
  await addToCart(page, instant, 1);
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  return { instant, context, plain: await context.newPage() };
}

/**
 * The order review's free-cancellation line of `tour`: 24 hours before the pick-up at the chosen
 * place, as the booking, its mails and its Cancel box say later — not before midnight of the
 * tour's day; or, once that has passed, that the booking can no longer be cancelled free of
 * charge (ADR 284).
 */
async function expectFreeCancellationTerms(page: Page, tour: { id: number; title: string }) {
  const tourPage = await page.request.get(`${process.env.E2E_API_URL}/api/activity?id=${tour.id}`);
  const pickupTime = (
    (await tourPage.json()) as {
      data: { pickup_locations: { pickup_time: string }[] };
    }
  ).data.pickup_locations[0]!.pickup_time;
  const review = page
    .getByRole('region', { name: 'Order review' })
    .getByRole('listitem')
    .filter({ hasText: tour.title });
  const [, day, month, year] = /(\d\d)\/(\d\d)\/(\d{4})/.exec((await review.textContent()) ?? '')!;
  const deadline = cancellationDeadline(`${year}-${month}-${day}`, pickupTime).getTime();
  // The journeys book the earliest date, tomorrow: later in the day its deadline has passed.
  if (Date.now() < deadline - 2 * 60_000) {
    await expect(
      review.getByText(new RegExp(`until \\d\\d/\\d\\d/\\d{4} ${pickupTime} Sri Lanka time`)),
    ).toBeVisible();
  } else if (Date.now() > deadline) {
    await expect(
      review.getByText(/^This booking can no longer be cancelled free of charge/),
    ).toBeVisible();
    await expect(review).not.toContainText('until');
  }
}

/** Without scripts the e-mail's confirmation is a step of the page, not a dialog. */
async function confirmAndPayWithScriptsOff(plain: Page, email: string) {
  await plain.getByRole('button', { name: 'Confirm & Pay' }).click();
  const step = plain.getByRole('region', { name: 'Confirm email address' });
  await expect(step).toContainText(email);
  await step.getByRole('button', { name: 'Yes, Proceed' }).click();
}

async function confirmAndPay(page: Page, email: string) {
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm email address' });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Yes, Proceed' }).click();
}

test('a guest books an instant and an on-request tour, pays, sets a password and finds both bookings', async ({
  page,
}) => {
  // Two tours, the payment page, the mailbox and a login with a proof-of-work captcha.
  test.setTimeout(180_000);
  const [instant, onRequest] = await instantAndOnRequest(page);
  await addToCart(page, instant, 1);
  await addToCart(page, onRequest, 2);
  const email = uniqueEmail('anna');

  await page.goto('/checkout');
  // §5: the first failure is said, and shown at its field.
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
  await expect(notice(page)).toHaveText(MESSAGES.leadFirstNameRequired);
  await expect(section(page, instant.title).getByLabel('Lead traveler first name')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  const charged = page.getByText(/^Instant confirmation: \$[\d.,]+ is charged when you pay\.$/);
  await expect(charged).toBeVisible();
  const held = page.getByText(/^On request: \$[\d.,]+ is held as an authorization/);
  await expect(held).toBeVisible();
  // What the return page must say in all: the two amounts the checkout named.
  const centsIn = async (text: Locator) =>
    Math.round(
      Number(/\$([\d.,]+)/.exec((await text.textContent()) ?? '')![1]!.replace(/,/g, '')) * 100,
    );
  const orderTotal = formatUsd((await centsIn(charged)) + (await centsIn(held)));
  await expect(
    page
      .getByText(/Free cancellation up to 24 hours \(local time\) before the start: until/)
      .first(),
  ).toBeVisible();
  await expectFreeCancellationTerms(page, instant);

  await fillItem(section(page, instant.title), email);
  await fillItem(section(page, onRequest.title), email);
  await agree(page);
  expect(await seriousViolations(page)).toEqual([]);

  // A reload keeps what was typed (the draft lives with the cart in the browser session).
  await page.reload();
  await expect(section(page, onRequest.title).getByLabel('Hotel address')).toHaveValue(
    'Dalada Veediya, Kandy',
  );
  await expect(page.getByLabel('I agree to the terms & conditions')).toBeChecked();

  await confirmAndPay(page, email);
  await payOnSandbox(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/payment\/complete\?order=ord_/);
  const orderReference = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.paymentComplete);
  // On a small phone the bookings are cards: the page never scrolls sideways (it did, by a
  // table 422 px wide at 390).
  const phoneSize = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 780 });
  const table = page.getByRole('table', { name: 'Your bookings' });
  await expect(table).toBeVisible();
  expect(
    await table.evaluate(
      (element) => element.getBoundingClientRect().right - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize(phoneSize);
  await expect(page.getByText(`Total ${orderTotal}`)).toBeVisible();
  // Logged out: a guest is told how to get into the new account, not only to log in.
  await expect(page.getByText(/we have e-mailed you a link to set a password/)).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: instant.title })).toContainText('Confirmed');
  await expect(rows.filter({ hasText: onRequest.title })).toContainText(
    'Pending — the supplier confirms',
  );
  // The cart is cleared once the API says the payment went through.
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  expect(await seriousViolations(page)).toEqual([]);
  const references = await rows.locator('td:first-child').allTextContents();
  expect(references).toHaveLength(2);

  // The mail that lets the new client account set a password.
  const mail = page
    .getByRole('article')
    .filter({ hasText: email })
    .filter({
      has: page.getByRole('link', { name: /\/account\/set-password\?token=/ }),
    });
  // The outbox is sent by a queue job (ADR 131): look again until the mail has gone out.
  await expect(async () => {
    await page.goto(`${process.env.E2E_API_URL}/dev/mailbox`);
    await expect(mail).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await mail
    .getByRole('link', { name: /\/account\/set-password\?token=/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/account\/set-password\?token=/);
  const setPasswordLink = page.url();
  const password = 'Horton-Plains-2026';
  const form = page.getByRole('form', { name: 'Set your password' });
  // The rule is said before the first try.
  await expect(form.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /At least 8 characters/,
  );
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill('something else');
  await form.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText(MESSAGES.passwordsDoNotMatch).first()).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/login\?notice=password-set$/);
  await expect(page.getByRole('status').first()).toContainText('Your password is set');
  // The link, opened again, says at once that it is used: no form to fill first (ADR 310).
  await page.goto(setPasswordLink);
  await expect(page.getByRole('alert')).toContainText('This link is not valid any more');
  await expect(page.getByRole('form', { name: 'Set your password' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the login page' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Log in (the real proof-of-work captcha) and find both bookings.
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(password);
  await expect(login.locator('altcha-widget')).toContainText('Verified');
  await login.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/account$/);
  // My Bookings lists both under Upcoming: the instant tour Confirmed, the on-request one Pending.
  await page.getByRole('link', { name: 'My Bookings' }).first().click();
  await expect(page.getByRole('row').filter({ hasText: instant.title })).toContainText('Confirmed');
  await expect(page.getByRole('row').filter({ hasText: onRequest.title })).toContainText('Pending');
  // And the order's payment says the same, booking by booking.
  const order = await page.request.get(`/api/payments/${orderReference}`);
  expect(order.status()).toBe(200);
  const placed = (
    (await order.json()) as {
      data: {
        status: string;
        bookings: { booking_reference: string; activity_id: number; status: number }[];
      };
    }
  ).data;
  expect(placed.bookings.map((booking) => booking.booking_reference).sort()).toEqual(
    [...references].sort(),
  );
  const statusOf = (tour: ListedTour) =>
    placed.bookings.find((booking) => booking.activity_id === tour.id)?.status;
  expect(statusOf(instant)).toBe(1);
  expect(statusOf(onRequest)).toBe(0);
});

test('back from the payment page, a typo fixed: the corrected details go to payment and are paid (ADR 241, 242)', async ({
  page,
}) => {
  const [instant] = await instantAndOnRequest(page);
  await addToCart(page, instant, 1);
  const typo = uniqueEmail('typo').replace('@example.com', '@exmaple.com');
  await page.goto('/checkout');
  await fillItem(section(page, instant.title), typo);
  await agree(page);
  await confirmAndPay(page, typo);
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  const firstPaymentPage = page.url();

  await page.goBack();
  await expect(page).toHaveURL(/\/checkout/);
  const email = typo.replace('@exmaple.com', '@example.com');
  await section(page, instant.title).getByLabel('Lead traveler email').fill(email);
  await confirmAndPay(page, email);
  // A payment page of its own, not the refusal of the first attempt's key.
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  expect(page.url()).not.toBe(firstPaymentPage);
  await payOnSandbox(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.paymentComplete);

  // The first attempt's page, still in the history, paid as well (a tester's finding): it books
  // nothing, and its return page says the money goes back (ADR 299).
  await page.goto(firstPaymentPage);
  await payOnSandbox(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This payment was not used');
  await expect(page.getByRole('status')).toHaveText(MESSAGES.paymentOfReplacedAttempt);
});

test('a checkout sent as the connection drops keeps the form and says so', async ({
  page,
  context,
}) => {
  const [instant] = await instantAndOnRequest(page);
  await addToCart(page, instant, 1);
  const email = uniqueEmail('offline');
  await page.goto('/checkout');
  await fillItem(section(page, instant.title), email);
  await agree(page);
  await context.setOffline(true);
  await confirmAndPay(page, email);
  // Said as it is: offline, and safe to try again (the same attempt books once).
  await expect(notice(page)).toHaveText(MESSAGES.offlineBooking);
  // The form is still there with what was typed (it was replaced by the error page).
  await expect(section(page, instant.title).getByLabel('Lead traveler email')).toHaveValue(email);
  await context.setOffline(false);
  await confirmAndPay(page, email);
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
});

test('a declined card returns to checkout with the cart, the form and a notice', async ({
  page,
}) => {
  const [instant] = await instantAndOnRequest(page);
  await addToCart(page, instant, 1);
  const email = uniqueEmail('declined');
  await page.goto('/checkout');
  await fillItem(section(page, instant.title), email);
  await section(page, instant.title).getByLabel('Remarks (optional)').fill('Vegetarian lunch');
  await agree(page);
  await confirmAndPay(page, email);
  await payOnSandbox(page, '4000 0000 0000 0002');

  await expect(page).toHaveURL(/\/checkout\?order=ord_\w+&payment=declined$/);
  const declined = 'Your card was declined — nothing was charged. Try another card.';
  // Said once, where the page starts: the alert takes the focus, so a screen reader reads it
  // first (the page used to load with focus on its body, and said it again in a toast).
  const alert = page.getByRole('alert').filter({ hasText: declined });
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  const item = section(page, instant.title);
  await expect(item.getByLabel('Lead traveler email')).toHaveValue(email);
  await expect(item.getByLabel('Hotel name')).toHaveValue('Queens Hotel');
  await expect(item.getByLabel('Remarks (optional)')).toHaveValue('Vegetarian lunch');
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Another card: a new attempt, and this time it is paid.
  await confirmAndPay(page, email);
  await payOnSandbox(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.paymentComplete);
});

// Scripts slow to arrive, as on a patchy connection: the server's form is there first, and the
// traveller types into it while the page takes it over (the form is drawn again then). Back
// from a declined card the page's alert takes the focus, but only from a page nobody is in yet.
for (const [arrival, path] of [
  ['checkout', '/checkout'],
  ['checkout back from a declined card', '/checkout?order=ord_slow&payment=declined'],
] as const) {
  test(`typing at ${arrival} while its scripts arrive keeps the focus and every key typed`, async ({
    page,
  }) => {
    const [instant] = await instantAndOnRequest(page);
    await addToCart(page, instant, 1);
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    const remarks = section(page, instant.title).getByLabel('Remarks (optional)');
    await remarks.click();
    const typed =
      'Vegetarian lunch for two, and a child seat for our four year old daughter please';
    await remarks.pressSequentially(typed, { delay: 60 });
    await expect(remarks).toHaveValue(typed);
    // The page is the scripts' by now: the text is kept in the draft like anything typed.
    await expect(page.getByText('Have an account?')).toBeVisible();
    await expect(remarks).toBeFocused();
  });
}

test('with JavaScript off the checkout form confirms the e-mail as a step and goes to payment', async ({
  page,
  browser,
  baseURL,
}) => {
  const { instant, context, plain } = await cartWithScriptsOff(page, browser, baseURL);
  const cspViolations: string[] = [];
  plain.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      cspViolations.push(message.text());
    }
  });
  try {
    const email = uniqueEmail('plain');
    await plain.goto('/checkout');
    // Drawn by the server: the same deadline, or that it has passed (ADR 284).
    await expectFreeCancellationTerms(plain, instant);
    const item = section(plain, instant.title);
    await item.getByLabel('Lead traveler first name').fill('Anna');
    await plain.getByRole('button', { name: 'Confirm & Pay' }).click();
    // The action answers the page: the first failure, at its field, with what was typed.
    await expect(plain.getByRole('alert').first()).toHaveText(MESSAGES.leadLastNameRequired);
    const again = section(plain, instant.title);
    await expect(again.getByLabel('Lead traveler first name')).toHaveValue('Anna');
    await expect(again.getByLabel('Lead traveler last name')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await fillItem(again, email);
    await agree(plain);
    await confirmAndPayWithScriptsOff(plain, email);
    await payOnSandbox(plain, '4242 4242 4242 4242');
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.paymentComplete);
    // The cart is cleared (spec §2), and the header says so on this page already (it said 1).
    await expect(plain.getByTestId('cart-count')).toHaveText('0');
    expect(cspViolations, 'Content Security Policy violations').toEqual([]);
  } finally {
    await context.close();
  }
});

// Without scripts the draft the browser keeps (sessionStorage) is not there: what was posted
// comes back from a short-lived cookie of the checkout page, so a declined card does not cost
// the traveller every field typed (it used to come back empty).
test('with JavaScript off a declined card returns to checkout with what was typed', async ({
  page,
  browser,
  baseURL,
}) => {
  const { instant, context, plain } = await cartWithScriptsOff(page, browser, baseURL);
  try {
    const email = uniqueEmail('plain-declined');
    await plain.goto('/checkout');
    await fillItem(section(plain, instant.title), email);
    await section(plain, instant.title).getByLabel('Remarks (optional)').fill('Vegetarian lunch');
    await agree(plain);
    await confirmAndPayWithScriptsOff(plain, email);
    await payOnSandbox(plain, '4000 0000 0000 0002');

    await expect(plain).toHaveURL(/\/checkout\?order=ord_\w+&payment=declined$/);
    await expect(plain.getByRole('alert').first()).toHaveText(
      'Your card was declined — nothing was charged. Try another card.',
    );
    const item = section(plain, instant.title);
    await expect(item.getByLabel('Lead traveler email')).toHaveValue(email);
    await expect(item.getByLabel('Hotel name')).toHaveValue('Queens Hotel');
    await expect(item.getByLabel('Remarks (optional)')).toHaveValue('Vegetarian lunch');
    // Kept where page scripts cannot read it, for the checkout page only.
    const kept = (await context.cookies()).find(
      (cookie) => cookie.name === 'lanka-trails-checkout',
    );
    expect(kept).toMatchObject({ httpOnly: true, path: '/checkout', sameSite: 'Lax' });

    // Another card: a new attempt, paid; after it, the kept details are gone from the browser.
    await confirmAndPayWithScriptsOff(plain, email);
    await payOnSandbox(plain, '4242 4242 4242 4242');
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.paymentComplete);
    const cookies = await context.cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain('lanka-trails-checkout');
  } finally {
    await context.close();
  }
});

for (const kind of ['payhere', 'stripe'] as const) {
  test.describe(`checkout with the ${kind} provider`, () => {
    let payments: PaymentStack;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      payments = await startPaymentStack(kind);
    });

    test.afterAll(async () => {
      await payments?.stop();
    });

    test(`a guest books an instant tour and pays on ${kind}'s page`, async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ baseURL: payments.stack.webUrl });
      const page = await context.newPage();
      try {
        const [instant] = await instantAndOnRequest(page);
        await addToCart(page, instant, 1);
        const email = uniqueEmail(kind);
        await page.goto('/checkout');
        await fillItem(section(page, instant.title), email);
        await agree(page);
        await confirmAndPay(page, email);

        // Our PayHere page posts its form by itself (a nonce'd script); Stripe's link is the
        // session's page. Either way the traveller lands on the provider's (fake) hosted page.
        const provider = payments.provider;
        await expect(page).toHaveURL(
          provider.kind === 'payhere'
            ? `${provider.fake.url}/pay/checkout`
            : new RegExp(`^${provider.fake.url}/pay/cs_`),
        );
        await page.getByRole('button', { name: 'Pay with test card' }).click();

        await expect(page).toHaveURL(/\/payment\/complete\?order=ord_/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.paymentComplete);
        await expect(page.getByRole('row').filter({ hasText: instant.title })).toContainText(
          'Confirmed',
        );
        await expect(page.getByTestId('cart-count')).toHaveText('0');
      } finally {
        await context.close();
      }
    });
  });
}
