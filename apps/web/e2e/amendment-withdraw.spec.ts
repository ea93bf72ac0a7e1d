// Withdrawing an amendment (ADR 294): the demo traveller asks for one adult more, leaves the
// payment page without paying, reads that the request waits for their payment (not for the
// supplier), withdraws it from the booking page and can ask for another change. The supplier
// (here the admin, through the operations API) can no longer approve it.
import { API_MESSAGES, MESSAGES } from '@trails/domain/messages';
import { expect, notice, seriousViolations, test } from './fixtures.ts';
import { logInAsDemoTraveller, operatorToken, sessionToken } from './booking-steps.ts';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

type Listed = { id: number; status: number; start_date: string };

test('a traveller leaves an amendment unpaid, reads it waits for their payment, and withdraws it', async ({
  page,
}) => {
  // A captcha login, the tour's options, a sandbox page and back.
  test.setTimeout(180_000);
  await logInAsDemoTraveller(page);
  const token = await sessionToken(page);
  // The seeded Confirmed trip furthest ahead with nothing waiting: other journeys use the nearer.
  const upcoming: Listed[] = [];
  for (let pageNumber = 1; pageNumber <= 5; pageNumber++) {
    const answer = (await (
      await page.request.get(`/api/account/my-bookings?group=upcoming&page=${pageNumber}`, {
        headers: bearer(token),
      })
    ).json()) as { data: { bookings: { last_page: number; data: Listed[] } } };
    upcoming.push(...answer.data.bookings.data);
    if (pageNumber >= answer.data.bookings.last_page) break;
  }
  const chosen = upcoming
    .filter((booking) => booking.status === 1)
    .sort((a, b) => b.start_date.localeCompare(a.start_date))[0];
  expect(chosen, 'a seeded Confirmed booking').toBeDefined();
  const bookingId = chosen!.id;

  await page.goto(`/account/booking/detail/${bookingId}`);
  const facts = page.getByText('Product code', { exact: true }).locator('xpath=ancestor::dl');
  const paxFact = facts
    .locator('dt', { hasText: 'Pax (adults/children/infants)' })
    .locator('xpath=following-sibling::dd[1]');
  const pax = /^(\d+)\/(\d+)\/(\d+)$/.exec((await paxFact.textContent())!)!;
  await page.getByText('Amend Tour', { exact: true }).click();
  await page.getByLabel('Adults').selectOption(String(Number(pax[1]) + 1));
  const preview = page.getByRole('status').filter({ hasText: 'New price' });
  await expect(preview).toContainText(/more to pay/);
  const toPay = /: (\$[\d,.]+) more to pay/.exec((await preview.textContent())!)![1]!;
  await page.getByRole('button', { name: 'Request amendment' }).click();
  await expect(notice(page)).toHaveText(MESSAGES.amendmentRequestSent);

  // The traveller goes to pay, and leaves the payment page without paying.
  const waiting = page.getByText(`Your amendment request is waiting for your payment of ${toPay}`);
  await expect(waiting).toBeVisible();
  await page
    .getByRole('button', { name: `Pay ${toPay}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  await page.getByRole('button', { name: 'Cancel payment and return to Lanka Trails' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/booking/detail/${bookingId}(\\?|$)`));
  // Back on the booking: it waits for their payment, not for the supplier's decision.
  await expect(waiting).toBeVisible();
  await expect(page.getByText(/waiting for the supplier/)).toHaveCount(0);
  await expect(page.getByText('Amend Tour', { exact: true })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const admin = await operatorToken(page);
  const requests = (await (
    await page.request.get('/api/ops/requests', { headers: bearer(admin) })
  ).json()) as { data: { amendments: { id: number; booking_id: number }[] } };
  const amendment = requests.data.amendments.find((a) => a.booking_id === bookingId)!;
  expect(amendment).toBeTruthy();

  // Withdrawn: said in the snackbar; the booking stays; another change can be asked.
  await page.getByRole('button', { name: 'Withdraw this request' }).click();
  await expect(notice(page)).toHaveText(API_MESSAGES.amendmentWithdrawn);
  await expect(page.getByText('Amend Tour', { exact: true })).toBeVisible();
  await expect(waiting).toHaveCount(0);
  const amendments = page.getByRole('region', { name: 'Amendments' });
  const row = amendments.getByRole('row').filter({ hasText: 'Canceled' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Nothing due');
  await expect(amendments.getByRole('button', { name: /^Pay \$/ })).toHaveCount(0);
  await expect(paxFact).toHaveText(pax[0]);

  // The supplier's side can no longer approve it.
  const approved = await page.request.post(`/api/ops/amendments/${amendment.id}/approve`, {
    headers: bearer(admin),
  });
  expect(approved.status()).toBe(409);
});
