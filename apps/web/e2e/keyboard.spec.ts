// Keyboard only: the search boxes' suggestions are chosen with the arrow keys (the kit's
// Combobox: aria-activedescendant), and dates on the calendar (the kit's DatePicker).
import { expect, test, tourPath } from './fixtures.ts';

test('the home search: a place and a tour chosen with the arrow keys, a date on the calendar', async ({
  page,
}) => {
  await page.goto('/');
  const location = page.getByRole('combobox', { name: 'Pick-up location' });
  await location.focus();
  await page.keyboard.type('Kan');
  const places = page.getByRole('listbox', { name: 'Pick-up location' });
  await expect(places.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const activeId = await location.getAttribute('aria-activedescendant');
  expect(activeId).toBeTruthy();
  const place = (await page.locator(`[id="${activeId}"]`).textContent())!;
  await page.keyboard.press('Enter');
  await expect(location).toHaveValue(place);
  await expect(places).toBeHidden();

  // Tab to the calendar button; the calendar (loaded now) opens on today's month.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Choose a date on the calendar' })).toBeFocused();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Choose a date on the calendar' });
  await expect(calendar.getByRole('grid')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  const date = page.getByRole('textbox', { name: 'Pick-up date' });
  await expect(date).toHaveValue(/^\d\d\/\d\d\/\d{4}$/);
  const [day, month, year] = (await date.inputValue()).split('/');

  // Focus came back to the calendar button; the keyword box is next.
  await page.keyboard.press('Tab');
  const keyword = page.getByRole('combobox', { name: 'What would you like to do?' });
  await expect(keyword).toBeFocused();
  await page.keyboard.type('hike');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`/search\\?key=hike&location=\\d+&date=${year}-${month}-${day}$`),
  );
});

test('the header search: a suggested tour chosen with the arrow keys opens its page', async ({
  page,
}) => {
  await page.goto('/about');
  const box = page.getByRole('combobox', { name: 'Search trails' });
  await box.focus();
  await page.keyboard.type('kandy');
  const suggestions = page.getByRole('listbox', { name: 'Search trails' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const activeId = await box.getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/details\/\d+$/);
});

// The suggestions' popup scrolls, and Chromium puts a scrolling box in the tab order: Tab from
// the open list went into the popup, which closed as the box lost focus, and left focus nowhere.
test('Tab from a search box with its suggestions open goes on to the next control', async ({
  page,
}) => {
  await page.goto('/');
  const keyword = page.getByRole('combobox', { name: 'What would you like to do?' });
  await keyword.focus();
  await page.keyboard.type('tea');
  const suggestions = page.getByRole('listbox', { name: 'What would you like to do?' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(suggestions).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();

  await page.goto('/about');
  const box = page.getByRole('combobox', { name: 'Search trails' });
  await box.focus();
  await page.keyboard.type('kandy');
  await expect(
    page.getByRole('listbox', { name: 'Search trails' }).getByRole('option').first(),
  ).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.locator('body')).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('DIV');
});

test("the booking panel's calendar opens at the first bookable date and picks a day by keyboard", async ({
  page,
}) => {
  await page.goto(await tourPath(page));
  await page.getByLabel('Pick-up location').selectOption({ index: 1 });
  const earliest = page.getByText(/^Earliest date \d\d\/\d\d\/\d{4}$/);
  await expect(earliest).toBeVisible();
  const [day, month, year] = (await earliest.textContent())!
    .replace('Earliest date ', '')
    .split('/')
    .map(Number) as [number, number, number];

  const availability = page.waitForResponse((response) =>
    response.url().includes('/api/activity/availability'),
  );
  await page.getByRole('button', { name: 'Choose a date on the calendar' }).focus();
  await page.keyboard.press('Enter');
  expect((await availability).ok()).toBe(true);
  const calendar = page.getByRole('dialog', { name: 'Choose a date on the calendar' });
  const monthName = new Date(year, month - 1, day).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
  });
  await expect(calendar.getByRole('grid', { name: monthName })).toBeVisible();
  if (day > 1) {
    const before = new Date(year, month - 1, day - 1).toLocaleString('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    await expect(
      calendar.getByRole('button', { name: before.replace(',', ''), exact: false }),
    ).toBeDisabled();
  }
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(page.getByLabel('Pick-up date')).toHaveValue(/^\d\d\/\d\d\/\d{4}$/);
  await expect(page.getByTestId('booking-total')).toHaveText(/^\$\d/);
});
