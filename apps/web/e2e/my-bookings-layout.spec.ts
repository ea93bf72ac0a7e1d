// My Bookings as the demo traveller sees it on a desktop and on a phone: the tables' values
// (dates, amounts, pax, the words of a title) and the phone cards' column names stay whole, never
// broken mid-value ("05/12/2" over "026", "Titl" over "e"). Only a browser lays the table out,
// so the check measures the drawn lines. On the narrowest phones a booking's own page and the
// other account pages fit the screen too.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logInAsDemoTraveller } from './booking-steps.ts';

const SCREENS = [
  { name: 'a 320px phone', width: 320, height: 640 },
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a tablet', width: 768, height: 1024 },
  { name: 'a 1024px desktop', width: 1024, height: 768 },
  { name: 'a 1366px desktop', width: 1366, height: 900 },
];

async function openMyBookings(page: Page) {
  await logInAsDemoTraveller(page);
  await page.goto('/account/bookings');
  await expect(
    page
      .getByRole('table', { name: 'Upcoming' })
      .getByRole('link', { name: /^View / })
      .first(),
  ).toBeVisible();
}

/**
 * The words of the tables' cells drawn over more than one line, as 'column: word'. A date, an
 * amount or a pax count is one word ('05/12/2026', '$90.00', '2/1/0'), so is each word of a
 * title; text may wrap between words (or after a hyphen), never inside one.
 */
function brokenWords(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const cell of document.querySelectorAll('td[data-label]')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // A hyphen ends a piece too: 'three-day' may wrap after 'three-'.
        for (const word of node.textContent!.matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const tops: number[] = [];
          for (const rect of range.getClientRects()) {
            if (rect.width === 0) continue;
            if (!tops.some((top) => Math.abs(top - rect.top) < 4)) tops.push(rect.top);
          }
          if (tops.length > 1) broken.push(`${cell.getAttribute('data-label')}: ${word[0]}`);
        }
      }
    }
    return broken;
  });
}

/**
 * On a phone each row is a card whose cells name their column before the value (a `::before`,
 * which no range reaches): the names cut short, as 'column: room it had'. The name has the room
 * from the cell's start to where its value begins; it is whole when that holds the name on one
 * line (the name's width measured in its own font).
 */
function cutColumnNames(page: Page) {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    for (const cell of document.querySelectorAll<HTMLElement>('td[data-label]')) {
      const label = getComputedStyle(cell, '::before');
      if (label.content === 'none' || label.display === 'none') continue;
      const name = cell.getAttribute('data-label')!;
      canvas.font = `${label.fontWeight} ${label.fontSize} ${label.fontFamily}`;
      const needed = canvas.measureText(name).width;
      const range = document.createRange();
      range.selectNodeContents(cell);
      const value = range.getBoundingClientRect();
      const style = getComputedStyle(cell);
      const start = cell.getBoundingClientRect().left + parseFloat(style.paddingLeft);
      const room = value.width === 0 ? Infinity : value.left - start - parseFloat(style.columnGap);
      if (room + 0.5 < needed)
        cut.push(`${name}: ${Math.round(room)}px of ${Math.round(needed)}px`);
    }
    return cut;
  });
}

/** Whether the page or a table scrolls sideways, hiding part of it (a View link). */
function scrollsSideways(page: Page) {
  return page.evaluate(
    () =>
      document.documentElement.scrollWidth > window.innerWidth ||
      [...document.querySelectorAll('table')].some(
        (table) => table.parentElement!.scrollWidth > table.parentElement!.clientWidth,
      ),
  );
}

for (const screen of SCREENS) {
  test(`on ${screen.name} My Bookings shows each date, amount, pax, word of a title and column name whole`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(screen);
    await openMyBookings(page);
    expect(await brokenWords(page)).toEqual([]);
    // The cards' column names (the columns' headers are whole: they wrap only between words).
    expect(await cutColumnNames(page)).toEqual([]);
    // Nor is anything kept whole by pushing the page, or the table, past the screen.
    expect(await scrollsSideways(page)).toBe(false);
  });
}

test('on a 320px phone every booking’s page, and the other account pages, fit the screen', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 320, height: 640 });
  await openMyBookings(page);
  const bookings = await page
    .getByRole('link', { name: /^View / })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(bookings.length).toBeGreaterThan(0);
  // A View link, and a booking's way back, are targets a finger can take: 24 px (they were
  // 21 and 19 px tall).
  const view = (await page
    .getByRole('link', { name: /^View / })
    .first()
    .boundingBox())!;
  expect(Math.min(view.width, view.height)).toBeGreaterThanOrEqual(24);
  const widths: Record<string, number> = {};
  for (const path of bookings) {
    await page.goto(path);
    // The facts' list names the booking by its reference, the longest value there.
    await expect(page.getByText(/^LT-/).first()).toBeVisible();
    widths[path] = await page.evaluate(() => document.documentElement.scrollWidth);
  }
  const back = (await page.getByRole('link', { name: '← My Bookings' }).boundingBox())!;
  expect(back.height).toBeGreaterThanOrEqual(24);
  for (const path of [
    '/account',
    '/account/favorites',
    '/account/reviews',
    '/account/settings',
    '/account/deals',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    widths[path] = await page.evaluate(() => document.documentElement.scrollWidth);
  }
  // Every page as wide as the screen: nothing to scroll sideways to (a booking's was 324–338 px).
  expect(widths).toEqual(Object.fromEntries(Object.keys(widths).map((path) => [path, 320])));
});
