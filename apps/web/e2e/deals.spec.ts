// The account's Deals & Discounts: each deal card leads to that deal's own trails (ADR 313).
// Before, every card led to /search?deals=1, every deal's trails together (a tester's finding).
import { expect, test } from './fixtures.ts';
import { logInAsDemoTraveller } from './booking-steps.ts';

test("each deal card leads to its own deal's trails, as many as the card says", async ({
  page,
}) => {
  await logInAsDemoTraveller(page);
  await page.goto('/account/deals');
  const cards = page.getByRole('list', { name: 'Deals' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);
  const addresses = new Set<string>();
  for (const index of [0, 1]) {
    await page.goto('/account/deals');
    const card = cards.nth(index);
    const count = Number(/(\d+) deals?/.exec((await card.textContent())!)![1]);
    await card.getByRole('link', { name: 'See the deals' }).click();
    await expect(page).toHaveURL(/\/search\?deal=\d+$/);
    addresses.add(page.url());
    await expect(page.getByText(new RegExp(`^${count} trails?$`))).toBeVisible();
    // The filters say so, with the way back to every trail (folded away on a phone).
    await expect(page.getByText('The trails of one deal.')).toBeAttached();
  }
  expect(addresses.size).toBe(2);
});
