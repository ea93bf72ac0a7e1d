// Forms first (ADR 059): what a visitor types or chooses before the page's scripts run, or with
// JavaScript off, is what the site uses.
import type { Page } from '@playwright/test';
import { signUp } from './account-steps.ts';
import { futureSearchDate, logInWith } from './booking-steps.ts';
import { emptiedCart, MESSAGES, updatedInCart } from '@trails/domain/messages';
import { addTourToCart, expect, notice, priceEarliestDate, test, tourPath } from './fixtures.ts';

/** Waits until React listens on the page: its scripts have run. */
async function untilScriptsRun(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document).some((key) => key.startsWith('_reactListening')),
  );
}

/** Holds back the page's scripts until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("a keyword typed into the home search before the scripts start is the search's keyword", async ({
  page,
}) => {
  // The page's scripts are held back until the visitor has typed and pressed Enter.
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const keyword = page.getByLabel('What would you like to do?');
  await keyword.fill('hike');
  await keyword.press('Enter');
  await expect(page).toHaveURL(/\/search\?key=hike$/);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search trails' })).toHaveValue('hike');
});

test('the home search takes a pick-up place typed by name and a typed date before the scripts run', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByLabel('Pick-up location').fill('kandy');
  const date = futureSearchDate();
  await page.getByLabel('Pick-up date').fill(date.typed);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?location=\\d+&date=${date.iso}$`));
  release();
});

/** Where a card's heart on `/search?key=kandy` leads before scripts: the login page, asking for it. */
const LOGIN_FOR_FAVOURITE = /\/login\?next=%2Fsearch%3Fkey%3Dkandy&favourite=\d+$/;

test("a card's heart tapped before the scripts run leads to log in, then back with the tour in My Favorites", async ({
  page,
}) => {
  // The sign-up's captcha and two pages after it, on a loaded machine (as the account journeys).
  test.setTimeout(120_000);
  const { email, password } = await signUp(page, 'Nadeesha');
  const release = await holdScripts(page);
  await page.goto('/search?key=kandy', { waitUntil: 'commit' });
  const heart = page.getByRole('button', { name: /^Favourite: / }).first();
  const title = (await heart.getAttribute('aria-label'))!.replace(/^Favourite: /, '');
  await heart.click();
  await expect(page).toHaveURL(LOGIN_FOR_FAVOURITE);

  // The login page's scripts arrive; the visitor logs in there.
  release();
  await untilScriptsRun(page);
  await logInWith(page.getByRole('form', { name: 'Log in' }), email, password);
  await expect(page).toHaveURL(/\/search\?key=kandy$/);
  await expect(notice(page)).toHaveText('Item added to favorites');
  await expect(page.getByRole('button', { name: `Favourite: ${title}` }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/account/favorites');
  const favourites = page.getByRole('list', { name: 'Favourite tours' });
  await expect(favourites.getByRole('heading', { name: title })).toBeVisible();
  await expect(favourites.getByRole('listitem')).toHaveCount(1);
});

test('a Remove tapped on the cart page before its scripts run stays removed once they run (ADR 265)', async ({
  page,
}) => {
  const title = await addTourToCart(page);
  const release = await holdScripts(page);
  // The server draws the cart from its cookie copy; the browser's cart is not loaded yet.
  await page.goto('/cart', { waitUntil: 'commit' });
  await page.getByRole('button', { name: `Remove ${title}` }).click();
  await expect(page).toHaveURL(/\/search\?key=&removed=\d+$/);
  // Search says what the Remove did, as the snackbar does with scripts (ADR 279).
  await expect(page.getByRole('status').filter({ hasText: emptiedCart(title) })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  release();
  // The scripts run on this page and load the browser's cart, which still held the tour: it
  // lets it go, rather than write it back into the copy.
  await untilScriptsRun(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await page.goto('/cart');
  await expect(page.getByText(MESSAGES.cartEmpty)).toBeVisible();
});

test("what is typed into a cart item's form before the scripts run is what Update books (ADR 265)", async ({
  page,
}) => {
  const title = await addTourToCart(page);
  const release = await holdScripts(page);
  await page.goto('/cart', { waitUntil: 'commit' });
  // Edit, tapped before the scripts run, asks for the page with the form open.
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: `Change ${title}` });
  const later = futureSearchDate(60).typed;
  await form.getByLabel('New date (dd/mm/yyyy)').fill(later);
  await form.getByLabel('Adults').selectOption('2');
  release();
  await untilScriptsRun(page);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('lanka-trails-cart') ?? ''))
    .toContain(title);
  await page.waitForLoadState('networkidle');
  // The scripts took over the page; what was typed is still there.
  await expect(form.getByLabel('New date (dd/mm/yyyy)')).toHaveValue(later);
  await expect(form.getByLabel('Adults')).toHaveValue('2');
  await form.getByRole('button', { name: 'Update' }).click();
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(item).toContainText('2 adults');
  await expect(item.getByLabel(`Date ${later}`)).toBeVisible();
});

test('a place, a date and a party chosen in the booking panel before the scripts run stay chosen', async ({
  page,
}) => {
  const tour = await tourPath(page);
  const release = await holdScripts(page);
  await page.goto(tour, { waitUntil: 'commit' });
  const place = page.getByLabel('Pick-up location');
  await place.selectOption({ index: 1 });
  const chosen = await place.inputValue();
  // The server's page says the earliest date (ADR 303): typed as a traveller would.
  const earliest = (await page.getByText(/^Earliest date /).textContent())!.slice(-10);
  await page.getByLabel('Pick-up date').fill(earliest);
  await page.getByLabel(/^Adults/).selectOption('2');
  release();
  await untilScriptsRun(page);
  await page.waitForLoadState('networkidle');
  // A tester's place went back to none and the party to 1 once the scripts ran.
  await expect(place).toHaveValue(chosen);
  await expect(page.getByLabel(/^Adults/)).toHaveValue('2');
  await expect(page.getByLabel('Pick-up date')).toHaveValue(earliest);
  // And the panel goes on from them: the date typed is priced, and Add to cart takes it (a
  // tester's date stayed in the box, unpriced, and Add to cart asked for a date).
  await expect(page.getByTestId('booking-total')).toHaveText(/^\$\d/);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('what is typed into the login and sign-up forms before the scripts run stays typed', async ({
  page,
}) => {
  // A tester on a slow connection typed both forms while the scripts loaded: each was emptied.
  let release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByLabel('Email').fill('early@example.com');
  await login.getByLabel('Password').fill('typed before scripts');
  release();
  await untilScriptsRun(page);
  await page.waitForLoadState('networkidle');
  await expect(login.getByLabel('Email')).toHaveValue('early@example.com');
  await expect(login.getByLabel('Password')).toHaveValue('typed before scripts');

  await page.unrouteAll();
  release = await holdScripts(page);
  await page.goto('/account/signup', { waitUntil: 'commit' });
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('First name').fill('Early');
  await signUp.getByLabel('Email', { exact: true }).fill('early@example.com');
  release();
  await untilScriptsRun(page);
  await page.waitForLoadState('networkidle');
  await expect(signUp.getByLabel('First name')).toHaveValue('Early');
  await expect(signUp.getByLabel('Email', { exact: true })).toHaveValue('early@example.com');
  // And the form goes on from them: typing more keeps what was there.
  await signUp.getByLabel('Last name').fill('Perera');
  await expect(signUp.getByLabel('First name')).toHaveValue('Early');
});

test('a login sent before the scripts ran says, once they run, that the page was still loading', async ({
  page,
}) => {
  // A tester on a slow connection pressed Log in before the scripts had loaded: the page that
  // came back, its scripts running, told them to turn JavaScript on (ADR 309).
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByLabel('Email').fill('early@example.com');
  await login.getByLabel('Password').fill('sent before scripts');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('status').first()).toHaveText(
    'Logging in needs JavaScript. Turn it on, then reload this page.',
  );
  release();
  await untilScriptsRun(page);
  await expect(page.getByRole('status').first()).toHaveText(
    'The page was still loading, so you are not logged in yet. Log in again.',
  );
  await expect(login.getByLabel('Email')).toHaveValue('early@example.com');
  await expect(login.getByRole('button', { name: 'Log in' })).toBeEnabled();
});

/** A total as the panel shows it: US dollars and cents. */
const USD_TOTAL = /^\$\d{1,3}(,\d{3})*\.\d\d$/;

// ADR 283: the live total needs scripts; until they run, See total asks the route for it.
test('See total prices the party before the scripts run; once they run it is gone and the total is live', async ({
  page,
}) => {
  const tour = await tourPath(page);
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  const release = await holdScripts(page);
  await page.goto(tour, { waitUntil: 'commit' });
  // A phone whose scripts have not arrived: the panel prices by a plain post.
  await page.getByLabel('Pick-up location').selectOption({ index: 1 });
  await page.getByLabel('Pick-up date').fill(futureSearchDate(45).typed);
  await page.getByRole('button', { name: MESSAGES.seeTotal }).click();
  const total = page.getByTestId('booking-total');
  await expect(total).toHaveText(USD_TOTAL);
  const posted = (await total.textContent())!;
  const form = page.locator(`#book form[method="post"]`);
  await form.evaluate((element) => Object.assign(element, { drawnByServer: true }));

  release();
  await untilScriptsRun(page);
  await expect(page.getByRole('button', { name: /total$/ })).toHaveCount(0);
  // Hydrated, not drawn anew: on a mismatch React draws the tree again from scratch.
  expect(await form.evaluate((element) => 'drawnByServer' in element)).toBe(true);
  await page.waitForLoadState('networkidle');
  await expect(total).toHaveText(posted);
  // The live total takes over from here, as on any tour page.
  await page.getByLabel(/^Adults/).selectOption('2');
  await expect(total).toHaveText(USD_TOTAL);
  await page.getByLabel(/^Adults/).selectOption('1');
  await expect(total).toHaveText(posted);
  expect(failures.filter((failure) => /hydrat|#418|#423|#425/i.test(failure))).toEqual([]);
});

test('a tour page with scripts has no See total: its total is live', async ({ page }) => {
  await page.goto(await tourPath(page));
  await priceEarliestDate(page);
  await expect(page.getByRole('button', { name: /total$/ })).toHaveCount(0);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search, the type pages and a tour page work as plain HTML', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('combobox', { name: 'Search trails' }).fill('kandy');
    await page.getByRole('combobox', { name: 'Search trails' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?key=kandy$/);
    await expect(page.getByText(/\d+ trails? for “kandy”/)).toBeVisible();

    // A phone folds the filters away; opening them is plain HTML too (<details>).
    const filters = page.getByText('Filters', { exact: true });
    if (await filters.isVisible()) await filters.click();
    await page.getByRole('navigation', { name: 'Trail types' }).getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/half-day/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/half/i);

    await page.goto(await tourPath(page));
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.getByLabel('Pick-up location')).toBeVisible();
    // The date is typed: the calendar, a script, has no button that would do nothing (ADR 273).
    await expect(page.getByLabel('Pick-up date')).toBeVisible();
    await expect(page.getByRole('button', { name: /calendar/ })).toHaveCount(0);
    // The first date the tour can be booked for is said before anything is posted (it was
    // learnt only from a refused post): the server asked for it.
    await expect(page.getByText(/^Earliest date \d\d\/\d\d\/\d{4}$/)).toBeVisible();
    // The parts hydrated later are in place as plain HTML, not held back for a script to reveal:
    // the tour's sections, the reviews and the footer's forms.
    await expect(page.getByRole('region', { name: /reviews/i })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Get deals by email' })).toBeVisible();
    // The photos: a thumbnail shows its photo, and no Next button that would do nothing.
    await expect(page.getByRole('button', { name: /^(Next|Previous) photo/ })).toHaveCount(0);
    await page.getByRole('link', { name: /^Show photo 2 of/ }).click();
    await expect(page.getByRole('group', { name: /^Photo 2 of/ })).toBeInViewport({ ratio: 0.9 });
  });

  test('a tour page shows every section of its tabs, the cancellation terms too (ADR 281)', async ({
    page,
  }) => {
    await page.goto(await tourPath(page));
    const conditions = page.getByRole('tabpanel', { name: 'Conditions' });
    await expect(conditions.getByRole('heading', { name: 'Cancellation policy' })).toBeVisible();
    // The terms themselves (every demo tour has this policy).
    await expect(conditions.getByText(/^Free cancellation up to 24 hours/)).toBeVisible();
    // A tab would open nothing without scripts: no tab row, and every section is shown under
    // its name, one after another.
    await expect(page.getByRole('tab')).toHaveCount(0);
    for (const name of ['Itinerary', 'Includes', 'Excludes', 'Conditions', 'Know Before You Go']) {
      await expect(page.getByRole('heading', { name, exact: true, level: 2 })).toBeVisible();
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    }
  });

  test("a card's heart leads to the login page, asking for that tour and the way back; logging in there needs scripts", async ({
    page,
  }) => {
    await page.goto('/search?key=kandy');
    await page
      .getByRole('button', { name: /^Favourite: / })
      .first()
      .click();
    await expect(page).toHaveURL(LOGIN_FOR_FAVOURITE);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    // Logging in needs scripts (the captcha, the browser-held session): the form sent anyway
    // keeps the password out of the address, and the page says so.
    const login = page.getByRole('form', { name: 'Log in' });
    await login.getByLabel('Email').fill('nadeesha@example.com');
    await login.getByLabel('Password').fill('Kandy-Lake-Walk-2026');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(LOGIN_FOR_FAVOURITE);
    await expect(page.getByRole('status').first()).toHaveText(
      'Logging in needs JavaScript. Turn it on, then reload this page.',
    );
    // What was typed is still there for the next try, except the password.
    await expect(login.getByLabel('Email')).toHaveValue('nadeesha@example.com');
    await expect(login.getByLabel('Password')).toHaveValue('');
    // Nothing offered that needs a script: Send me new password asked the API from the page.
    await expect(login.getByRole('button', { name: 'Send me new password' })).toHaveCount(0);
  });

  test('the sign-up form sent without scripts keeps the password out of the address and says scripts are needed', async ({
    page,
  }) => {
    await page.goto('/account/signup');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('First name').fill('Nadeesha');
    await form.getByLabel('Last name').fill('Perera');
    await form.getByLabel('Email', { exact: true }).fill('nadeesha@example.com');
    await form.getByLabel('Password', { exact: true }).fill('Kandy-Lake-Walk-2026');
    await form.getByRole('button', { name: 'Sign up', exact: true }).click();
    // Before: the form was sent as a GET, the password in the address (and history, and logs).
    await expect(page).toHaveURL(/\/account\/signup$/);
    expect(page.url()).not.toContain('Kandy-Lake-Walk-2026');
    await expect(page.getByRole('status').first()).toHaveText(
      'Signing up needs JavaScript. Turn it on, then reload this page.',
    );
    // The names and the email are still in their fields; the passwords are not sent back.
    await expect(form.getByLabel('First name')).toHaveValue('Nadeesha');
    await expect(form.getByLabel('Last name')).toHaveValue('Perera');
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue('nadeesha@example.com');
    await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');
  });

  test('the account says it needs scripts, and an empty cart and checkout say they are empty', async ({
    page,
  }) => {
    // The account lives in the browser (the session): its <noscript> says so, read from the
    // element itself (Playwright's text matching skips a <noscript>). The cart and checkout work
    // from the cart's cookie copy (ADR 095, 259, 265): none, empty.
    await page.goto('/account/bookings');
    expect(
      (await page.locator('noscript').evaluateAll((all) => all.map((e) => e.textContent))).join(
        '\n',
      ),
    ).toContain('Your account needs JavaScript. Turn it on, then reload this page.');
    for (const path of ['/cart', '/checkout']) {
      await page.goto(path);
      await expect(page.getByText(MESSAGES.cartEmpty), path).toBeVisible();
      await expect(page.getByRole('link', { name: 'Find a trail' }), path).toBeVisible();
      // Nothing says it is still loading: without scripts nothing more comes.
      await expect(page.getByText(/Loading/), path).toHaveCount(0);
    }
  });

  // ADR 265: the cart page is the cart's cookie copy, and its Edit and Remove are forms.
  test('the cart is changed as plain HTML: Edit, a refusal at its field, Update, Remove', async ({
    page,
  }) => {
    const tour = await tourPath(page);
    await page.goto(tour);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await page.getByLabel('Pick-up location').selectOption({ index: 1 });
    await page.getByLabel('Pick-up date').fill(futureSearchDate(45).typed);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await page.goto('/cart');
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(item).toContainText('1 adult');
    const before = (await page.getByTestId('cart-total').textContent())!;

    await item.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: `Change ${title}` });
    const date = form.getByLabel('New date (dd/mm/yyyy)');
    await expect(date).toHaveValue(futureSearchDate(45).typed);
    await expect(date).toBeFocused();

    await date.fill('31/02/2031');
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(date).toHaveAccessibleDescription(/There is no 31\/02\/2031/);
    await expect(date).toHaveValue('31/02/2031');
    await expect(date).toBeFocused();
    await expect(page.getByTestId('cart-total')).toHaveText(before);

    await date.fill(futureSearchDate(50).typed);
    await form.getByLabel('Adults').selectOption('2');
    await form.getByRole('button', { name: 'Update' }).click();
    // The page says what changed (ADR 268); a reload does not post again.
    await expect(page).toHaveURL(/\/cart\?updated=\d+$/);
    await expect(page.getByRole('status').filter({ hasText: updatedInCart(title) })).toBeVisible();
    await expect(item).toContainText('2 adults');
    await expect(page.getByTestId('cart-total')).not.toHaveText(before);
    // Checkout books what the cart now says.
    await page.goto('/checkout');
    await expect(
      page.getByText(`${futureSearchDate(50).typed} · adults/children/infants 2/0/0`),
    ).toBeVisible();

    await page.goto('/cart');
    await page.getByRole('button', { name: `Remove ${title}` }).click();
    // An empty cart sends the visitor back to search (spec §4), as with scripts, and search
    // says why (ADR 279).
    await expect(page).toHaveURL(/\/search\?key=&removed=\d+$/);
    await expect(page.getByRole('status').filter({ hasText: emptiedCart(title) })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
  });

  // ADR 283: the live total needs scripts; without them See total asks the route for it.
  test("a party's total is asked as plain HTML: refused at its field, priced, and by Enter too", async ({
    page,
  }) => {
    const tour = await tourPath(page);
    // A phone: the panel is below the gallery, and each answer must bring it into view.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(tour);
    const total = page.getByTestId('booking-total');
    await expect(total).toHaveText('—');
    const place = page.getByRole('combobox', { name: 'Pick-up location' });
    // Nothing chosen: refused at the place, as Book Now's plain post says it.
    await page.getByRole('button', { name: MESSAGES.seeTotal }).click();
    await expect(page).toHaveURL(new RegExp(`${tour}$`));
    await expect(place).toHaveAccessibleDescription(MESSAGES.pickupLocationRequired);
    await expect(place).toBeFocused();
    await expect(total).toHaveText('—');

    await place.selectOption({ index: 1 });
    const chosen = await place.inputValue();
    const date = futureSearchDate(45).typed;
    await page.getByLabel('Pick-up date').fill(date);
    await page.getByLabel(/^Adults/).selectOption('2');
    await page.getByRole('button', { name: MESSAGES.seeTotal }).click();
    await expect(page).toHaveURL(new RegExp(`${tour}$`));
    await expect(total).toHaveText(USD_TOTAL);
    // The answer loads with focus on the total, in view, saying what it priced.
    const totalLine = page.locator('p', { has: total });
    await expect(totalLine).toBeFocused();
    await expect(totalLine).toBeInViewport();
    await expect(totalLine).toHaveAccessibleDescription(
      new RegExp(`^Priced for 2 adults on ${date}, pick-up at `),
    );
    // Every choice kept.
    await expect(place).toHaveValue(chosen);
    await expect(page.getByLabel('Pick-up date')).toHaveValue(date);
    await expect(page.getByLabel(/^Adults/)).toHaveValue('2');
    // A price, not a booking: the cart has nothing, and no cookie was set.
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    const cookies = await page.context().cookies();
    expect(cookies.filter((cookie) => cookie.name.startsWith('lanka-trails-cart'))).toEqual([]);

    // Enter in the date box presses the form's first submit button: it prices, and does not
    // leave for checkout with the tour.
    await page.getByLabel(/^Adults/).selectOption('1');
    await page.getByLabel('Pick-up date').press('Enter');
    await expect(page).toHaveURL(new RegExp(`${tour}$`));
    await expect(totalLine).toHaveAccessibleDescription(/^Priced for 1 adult on /);
    await expect(total).toHaveText(USD_TOTAL);
    await expect(page.getByLabel(/^Adults/)).toHaveValue('1');
    await expect(page.getByTestId('cart-count')).toHaveText('0');
  });

  // ADR 259: a phone whose scripts did not arrive books all the same.
  test('a tour is booked as plain HTML: refusals at their fields, Add to cart, then checkout', async ({
    page,
    browser,
    baseURL,
  }) => {
    const tour = await tourPath(page);
    // A phone: the panel is below the gallery, and each answer must bring it into view.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(tour);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(new RegExp(`${tour}$`));
    await expect(
      page.getByRole('combobox', { name: 'Pick-up location' }),
    ).toHaveAccessibleDescription(MESSAGES.pickupLocationRequired);
    // The answer loads with focus on the field to fix.
    await expect(page.getByRole('combobox', { name: 'Pick-up location' })).toBeFocused();

    await page.getByLabel('Pick-up location').selectOption({ index: 1 });
    await page.getByLabel('Pick-up date').fill('31/02/2031');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    // What was chosen stays; the date is said at its box.
    await expect(page.getByLabel('Pick-up location')).not.toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Pick-up date' })).toHaveAccessibleDescription(
      /There is no 31\/02\/2031/,
    );

    await page.getByLabel('Pick-up date').fill(futureSearchDate(45).typed);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.addedToCart })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: MESSAGES.addedToCart }),
    ).toBeInViewport();
    // The header counts it too, read from the cart's cookie copy.
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    // Added once: a second post of the same tour is refused, and says why.
    await page.getByLabel('Pick-up location').selectOption({ index: 1 });
    await page.getByLabel('Pick-up date').fill(futureSearchDate(45).typed);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('alert')).toContainText(MESSAGES.alreadyInCart);
    await expect(page.getByRole('alert')).toBeInViewport();
    // Only the refusal: not also the earlier "added" this page came back with.
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.addedToCart })).toHaveCount(0);
    // The party chosen here is not lost without a way on: the cart's own form for this trail
    // opens, as plain HTML too.
    await page.getByRole('alert').getByRole('link', { name: 'Change it in your cart' }).click();
    await expect(page).toHaveURL(/\/cart\?edit=\d+$/);
    await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();

    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // The Refund Policy opens as plain HTML (its dialog's button did nothing without scripts).
    await page.getByText('Read the Refund Policy', { exact: true }).click();
    await expect(page.getByText(/^You can cancel free of charge up to 24 hours/)).toBeVisible();

    // Another site's page cannot post a tour into this visitor's cart (React Router refuses an
    // action whose Origin is another site's).
    const forged = await page.request.post(tour, {
      headers: { Origin: 'https://elsewhere.example' },
      form: { location: '1', date: futureSearchDate(45).typed, adults: '1', intent: 'book-now' },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(400);
    expect(forged.headers()['set-cookie']).toBeUndefined();

    // Once scripts run, the browser's cart has the tour too: it stays with the cookie copy
    // gone, when the server draws an empty cart (ADR 265).
    // (A context of this test takes its options, JavaScript off among them, unless told.)
    const scripted = await browser.newContext({
      baseURL,
      javaScriptEnabled: true,
      storageState: await page.context().storageState(),
    });
    try {
      const cart = await scripted.newPage();
      await cart.goto('/cart');
      await expect(cart.getByRole('heading', { name: title })).toBeVisible();
      await expect
        .poll(() => cart.evaluate(() => sessionStorage.getItem('lanka-trails-cart') ?? ''))
        .toContain(title);
      await scripted.clearCookies({ name: 'lanka-trails-cart' });
      await cart.reload();
      await expect(cart.getByRole('heading', { name: title })).toBeVisible();
      await expect(cart.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
    } finally {
      await scripted.close();
    }
  });

  test('the filters are a form: a category and deals chosen and applied without scripts', async ({
    page,
  }) => {
    await page.goto('/search?key=kandy');
    const filters = page.getByText('Filters', { exact: true });
    if (await filters.isVisible()) await filters.click();
    const panel = page.getByRole('complementary', { name: 'Filters' });
    const category = panel.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first();
    await category.check();
    await panel.getByRole('checkbox', { name: 'Only trails with a deal' }).check();
    await panel.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/search\?key=kandy&view=list&category=\d+&deals=1$/);
    if (await filters.isVisible()) await filters.click();
    await expect(
      page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', {
        name: 'Only trails with a deal',
      }),
    ).toBeChecked();
  });

  test('the inquiry form says what is missing, keeps what was typed, then sends', async ({
    page,
  }) => {
    await page.goto('/help');
    const inquiry = page.getByRole('form', { name: 'Send us an inquiry' });
    await inquiry.getByLabel('Name').fill('Ayesha Fernando');
    await inquiry.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/inquiry$/);
    await expect(page.getByRole('alert').first()).toHaveText('Email field is mandatory');
    const again = page.getByRole('main').getByRole('form', { name: 'Send us an inquiry' });
    await expect(again.getByLabel('Name')).toHaveValue('Ayesha Fernando');
    await again.getByLabel('Email').fill('ayesha@example.com');
    await again.getByLabel('Phone').fill('+94 77 123 4567');
    await again.getByLabel('Message').fill('Is the Knuckles trail open in December?');
    await again.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').first()).toHaveText('Message sent!');
  });

  test('the deals subscription refuses a bad address and subscribes a good one', async ({
    page,
  }) => {
    await page.goto('/');
    const box = page.getByRole('form', { name: 'Get deals by email' });
    await box.getByLabel('Email').fill('not-an-address');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('alert').first()).toHaveText('Email not valid');
    const again = page.getByRole('main').getByRole('form', { name: 'Get deals by email' });
    await again.getByLabel('Email').fill('deals@example.com');
    await again.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('status').first()).toHaveText('Email address subscribed');
  });
});
