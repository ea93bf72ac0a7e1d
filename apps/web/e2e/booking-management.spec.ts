// Booking management (issue 16): a traveller books through the sandbox payment page, saves the
// e-ticket and the calendar file from the confirmation, opens My Bookings and the detail, sends
// a message, amends the party and pays the balance, names the added traveller, and cancels
// inside the free window for a refund (status 3). The supplier's and admin's side is the operations API, as their tools call
// it. The demo traveller's seed shows a message an admin hid.
import { API_MESSAGES, MESSAGES } from '@trails/domain/messages';
import { expect, notice, seriousViolations, test } from './fixtures.ts';
import {
  addToCartLater,
  agreeAndPay,
  colomboToUtcStamp,
  downloadOf,
  fillItem,
  instantTour,
  itemSection,
  logInAsDemoTraveller,
  logInWith,
  operatorToken,
  opsCli,
  payOnSandbox,
  sessionToken,
  setPasswordFromMail,
  uniqueEmail,
} from './booking-steps.ts';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test('a traveller books, saves the e-ticket, messages, amends and pays, then cancels for a refund', async ({
  page,
}) => {
  // Checkout, two sandbox payments, the mailbox, a captcha login and the whole detail page.
  test.setTimeout(240_000);
  const tour = await instantTour(page);
  // Two weeks after the earliest date: well before the free-cancellation deadline.
  await addToCartLater(page, tour, 14);
  const email = uniqueEmail('manage');
  await page.goto('/checkout');
  await fillItem(itemSection(page, tour.title), email);
  await agreeAndPay(page, email);
  await payOnSandbox(page);

  // The confirmation carries the e-ticket, with plain links to save it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.paymentComplete);
  const confirmationTicket = page.getByTestId('e-ticket');
  await expect(confirmationTicket).toHaveCount(1);
  const reference = (await page.getByRole('row').nth(1).locator('td').first().textContent())!;
  await expect(confirmationTicket).toContainText(`E-ticket ${reference}`);
  await expect(
    confirmationTicket.getByRole('img', {
      name: `QR code of the signed booking reference ${reference}`,
    }),
  ).toBeVisible();
  const saved = await downloadOf(page, () =>
    confirmationTicket.getByRole('link', { name: 'Save e-ticket' }).click(),
  );
  expect(saved.name).toBe(`lanka-trails-${reference}.html`);
  expect(saved.text).toContain(reference);
  expect(saved.text).toContain(tour.title);
  expect(saved.text).toContain('<svg');
  expect(saved.text).not.toMatch(/<script|src=/i);
  expect(await seriousViolations(page)).toEqual([]);

  // Log in as the account the guest checkout made.
  const password = 'Knuckles-Range-2026';
  await setPasswordFromMail(page, email, password);
  await logInWith(page.getByRole('form', { name: 'Log in' }), email, password);
  await expect(page).toHaveURL(/\/account$/);

  // My Bookings lists it under Upcoming; View opens the detail.
  await page.getByRole('link', { name: 'My Bookings' }).first().click();
  await expect(page).toHaveURL(/\/account\/bookings/);
  const row = page.getByRole('row').filter({ hasText: tour.title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Confirmed');
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('link', { name: `View ${tour.title}` }).click();
  await expect(page).toHaveURL(/\/account\/booking\/detail\/\d+$/);
  const bookingId = Number(/detail\/(\d+)/.exec(page.url())![1]);
  const facts = page.getByText('Product code', { exact: true }).locator('xpath=ancestor::dl');
  await expect(facts).toContainText(reference);

  // The e-ticket on the detail, saved as a file and as a calendar event at the Sri Lankan time.
  const ticket = page.getByTestId('e-ticket');
  await expect(ticket).toContainText(`E-ticket ${reference}`);
  const ticketText = (await ticket.textContent())!;
  const date = /Date(\d\d\/\d\d\/\d{4})/.exec(ticketText)![1]!;
  const pickupTime = /Pick-up time(\d\d:\d\d) \(Sri Lanka time\)/.exec(ticketText)?.[1];
  const file = await downloadOf(page, () =>
    ticket.getByRole('button', { name: 'Save e-ticket' }).click(),
  );
  expect(file.name).toBe(`lanka-trails-${reference}.html`);
  expect(file.text).toContain('Show this ticket to your guide at pick-up.');
  const calendar = await downloadOf(page, () =>
    ticket.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
  );
  expect(calendar.name).toBe(`lanka-trails-${reference}.ics`);
  expect(calendar.text).toContain('BEGIN:VEVENT');
  expect(calendar.text).toContain(`UID:${reference}@`);
  expect(calendar.text).toContain('STATUS:CONFIRMED');
  expect(calendar.text).toContain(
    pickupTime
      ? `DTSTART:${colomboToUtcStamp(date, pickupTime)}`
      : `DTSTART;VALUE=DATE:${date.split('/').reverse().join('')}`,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // A guide's check of the QR code's content says valid, and which booking.
  const token = await sessionToken(page);
  const admin = await operatorToken(page);
  const code = (
    (await (
      await page.request.get(`/api/account/my-bookings/${bookingId}/ticket`, {
        headers: bearer(token),
      })
    ).json()) as { data: { code: string } }
  ).data.code;
  const verify = () =>
    page.request.post('/api/ops/tickets/verify', { data: { code }, headers: bearer(admin) });
  expect(((await (await verify()).json()) as { data: { valid: boolean } }).data.valid).toBe(true);
  // …and so does the operators' CLI a guide's tool would wrap.
  const valid = await opsCli(['verify-ticket', code], admin);
  expect(valid.stdout).toMatch(new RegExp(`^Valid: ${reference}, `));
  expect(valid.code).toBe(0);

  // A message to the supplier.
  const messages = page.getByRole('region', { name: 'Messages' });
  await messages.getByLabel('Your message').fill('Can you pick us up at 6:30?');
  await messages.getByRole('button', { name: 'Send' }).click();
  await expect(notice(page)).toHaveText(MESSAGES.messageSent);
  await expect(messages.getByRole('listitem')).toContainText(['Can you pick us up at 6:30?']);

  // Amend the party: one adult more, priced by the server, the balance paid on the sandbox page.
  const paxFact = facts
    .locator('dt', { hasText: 'Pax (adults/children/infants)' })
    .locator('xpath=following-sibling::dd[1]');
  const pax = /^(\d+)\/(\d+)\/(\d+)$/.exec((await paxFact.textContent())!)!;
  const adults = Number(pax[1]) + 1;
  await page.getByText('Amend Tour', { exact: true }).click();
  await page.getByLabel('Adults').selectOption(String(adults));
  // The form prices the change before it is sent; the request's balance is the same difference.
  const preview = page.getByRole('status').filter({ hasText: 'New price' });
  await expect(preview).toContainText(/more to pay/);
  const toPay = /: (\$[\d,.]+) more to pay/.exec((await preview.textContent())!)![1]!;
  await page.getByRole('button', { name: 'Request amendment' }).click();
  await expect(notice(page)).toHaveText(MESSAGES.amendmentRequestSent);
  const amendments = page.getByRole('region', { name: 'Amendments' });
  await expect(amendments).toContainText(`${adults}/${pax[2]}/${pax[3]}`);
  await expect(amendments.getByRole('button', { name: `Pay ${toPay}` })).toBeVisible();
  // The card is declined first: the page says so, and Pay opens a new payment (ADR 219).
  await amendments.getByRole('button', { name: /^Pay \$/ }).click();
  await payOnSandbox(page, '4000 0000 0000 0002');
  // Back on the booking (the page drops `?amendment=declined` from the address once read).
  await expect(page).toHaveURL(new RegExp(`/account/booking/detail/${bookingId}(\\?|$)`));
  await expect(page.getByText(MESSAGES.amendmentPaymentDeclinedNotice)).toBeVisible();
  await amendments.getByRole('button', { name: /^Pay \$/ }).click();
  await payOnSandbox(page);
  await expect(page).toHaveURL(new RegExp(`/account/booking/detail/${bookingId}(\\?|$)`));
  await expect(page.getByText(MESSAGES.amendmentBalancePaidNotice)).toBeVisible();
  // Paid: nothing to pay any more.
  await expect(amendments.getByRole('row').nth(1)).toContainText('Pending');
  await expect(amendments.getByRole('button', { name: /^Pay \$/ })).toHaveCount(0);

  // The supplier's side (here the admin) approves it; the booking takes the new party.
  const requests = (await (
    await page.request.get('/api/ops/requests', { headers: bearer(admin) })
  ).json()) as { data: { amendments: { id: number; booking_reference: string }[] } };
  const amendment = requests.data.amendments.find((a) => a.booking_reference === reference)!;
  expect(amendment).toBeTruthy();
  const approved = await page.request.post(`/api/ops/amendments/${amendment.id}/approve`, {
    headers: bearer(admin),
  });
  expect(approved.status()).toBe(200);
  await page.reload();
  await expect(paxFact).toHaveText(`${adults}/${pax[2]}/${pax[3]}`);
  await expect(amendments.getByRole('row').nth(1)).toContainText('Confirmed');
  // The adult the amendment added has no name yet: the traveller names them (ADR 296).
  await page.getByText('Name a traveller', { exact: true }).click();
  const naming = page.locator('details').filter({ hasText: 'Name a traveller' });
  await naming.getByLabel('First name').fill('Lea');
  await naming.getByLabel('Last name').fill('Schmidt');
  await naming.getByRole('button', { name: 'Add traveller' }).click();
  await expect(notice(page)).toHaveText(API_MESSAGES.travellerNamed);
  await expect(page.getByRole('region', { name: 'Booking details' })).toContainText('Lea Schmidt');
  // Her name was mistyped: the traveller corrects it on the booking (ADR 305).
  await page.getByText('Correct a traveller’s name', { exact: true }).click();
  const lea = page.getByRole('form', { name: 'Traveller: Lea Schmidt' });
  await lea.getByLabel('First name').fill('Leah');
  await lea.getByRole('button', { name: 'Save name' }).click();
  await expect(notice(page)).toHaveText(API_MESSAGES.travellerRenamed);
  await expect(page.getByRole('region', { name: 'Booking details' })).toContainText('Leah Schmidt');

  // An admin hides the traveller's message: it shows '*Removed by admin'.
  const thread = (await (
    await page.request.get(`/api/account/my-bookings/${bookingId}/comments`, {
      headers: bearer(token),
    })
  ).json()) as { data: { id: number; message: string }[] };
  const sent = thread.data.find((m) => m.message === 'Can you pick us up at 6:30?')!;
  const hidden = await page.request.post(`/api/ops/messages/${sent.id}/hide`, {
    headers: bearer(admin),
  });
  expect(hidden.status()).toBe(200);
  await page.reload();
  await expect(messages.getByRole('listitem')).toContainText([MESSAGES.messageRemovedByAdmin]);
  await expect(messages).not.toContainText('Can you pick us up at 6:30?');

  // Cancel inside the free window: said before confirming, then 3 Canceled and refunded.
  await page.getByText('Cancel Tour', { exact: true }).click();
  await expect(page.getByText(/^Free cancellation until .* \(Sri Lanka time\)\./)).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel my booking' }).click();
  await expect(notice(page)).toHaveText(
    'Your booking is cancelled. The money goes back to your card.',
  );
  await expect(facts.getByText('Canceled')).toBeVisible();
  // What came back (ADR 295): the charge and the paid balance, the amended booking's rate.
  const rate = (await facts
    .locator('dt', { hasText: 'Rate' })
    .locator('xpath=following-sibling::dd[1]')
    .textContent())!;
  await expect(facts).toContainText(`Refunded ${rate}`);
  await expect(page.getByText('Amend Tour', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Cancel Tour', { exact: true })).toHaveCount(0);
  // The ticket is gone from the page, and a guide's check now says cancelled.
  await expect(page.getByTestId('e-ticket')).toHaveCount(0);
  expect(((await (await verify()).json()) as { data: { reason: string } }).data.reason).toBe(
    'canceled',
  );
  const cancelled = await opsCli(['verify-ticket', code], admin);
  expect(cancelled.stdout).toMatch(/^Invalid: the booking was cancelled\./);
  expect(cancelled.code).toBe(2);

  // My Bookings shows the status too.
  await page.getByRole('link', { name: '← My Bookings' }).click();
  await expect(page.getByRole('row').filter({ hasText: tour.title })).toContainText('Canceled');
});

test("the demo traveller sees the message an admin hid as '*Removed by admin'", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInAsDemoTraveller(page);
  // The seeded booking with a hidden message (ADR 122), found as the page finds its data.
  const token = await sessionToken(page);
  let withHidden: number | undefined;
  // Every page of Upcoming: other journeys may book for the demo traveller at the same time.
  for (let pageNumber = 1; pageNumber <= 5 && withHidden === undefined; pageNumber++) {
    const upcoming = (await (
      await page.request.get(`/api/account/my-bookings?group=upcoming&page=${pageNumber}`, {
        headers: bearer(token),
      })
    ).json()) as { data: { bookings: { last_page: number; data: { id: number }[] } } };
    for (const booking of upcoming.data.bookings.data) {
      const thread = (await (
        await page.request.get(`/api/account/my-bookings/${booking.id}/comments`, {
          headers: bearer(token),
        })
      ).json()) as { data: { hidden: number }[] };
      if (thread.data.some((m) => m.hidden === 1)) withHidden = booking.id;
    }
    if (pageNumber >= upcoming.data.bookings.last_page) break;
  }
  expect(withHidden, 'a seeded booking with a hidden message').toBeDefined();
  await page.goto(`/account/booking/detail/${withHidden}`);
  const messages = page.getByRole('region', { name: 'Messages' });
  await expect(messages.getByText(MESSAGES.messageRemovedByAdmin)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
