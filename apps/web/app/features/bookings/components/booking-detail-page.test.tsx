import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES, MESSAGES } from '@trails/domain/messages';
import { dismissAll } from '@trails/ui/toast';
import { Snackbar } from '../../../shared/components/notices.tsx';
import { useSession } from '../../../shared/session/session-store.ts';
import { fakeApi, profile } from '../../../../test/fake-api.ts';
import { bookingDetailAction } from '../actions.ts';
import { amendment, booking } from '../test-builders.ts';
import type { Booking } from '../api/get-my-booking.ts';
import { BookingDetailPage } from './booking-detail-page.tsx';

beforeEach(() => {
  // Before the built booking's tour (14/12/2026): what the page offers depends on the time.
  vi.setSystemTime(new Date('2026-11-29T08:00:00Z'));
  useSession.getState().signIn('tok-1', profile, 'password');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  dismissAll();
  useSession.getState().signOut();
});

/** The address bar, as the traveller reads it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

// The route as routes/account-booking-detail.tsx declares it: the page and its action.
function renderPage(id = 301, search = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/account/booking/detail/:bid',
      Component: () => (
        <QueryClientProvider client={client}>
          <BookingDetailPage bookingId={id} />
          <Snackbar />
          <Address />
        </QueryClientProvider>
      ),
      action: async ({ request, params }) =>
        bookingDetailAction(Number(params.bid), await request.formData()),
    },
  ]);
  render(<Stub initialEntries={[`/account/booking/detail/${id}${search}`]} />);
  return userEvent.setup();
}

const messages = [
  {
    id: 1,
    message: 'Can you pick us up at 6:30?',
    visible: 'supplier',
    hidden: 0,
    created_at: '2026-11-20T08:00:00Z',
    user: { user_role: 'client' },
  },
  {
    id: 2,
    message: '',
    visible: 'supplier',
    hidden: 1,
    created_at: '2026-11-20T09:00:00Z',
    user: { user_role: 'supplier' },
  },
];

const ticket = {
  booking_id: 301,
  booking_reference: 'LT-2026-000301',
  status: 1,
  activity_id: 12,
  title: 'Kandy Temple and Lake Walk',
  product_code: 'LT-KDY-012',
  start_date: '2026-12-14',
  starts_at: '2026-12-14T02:00:00.000Z',
  pickup: {
    type: 'hotel',
    location_name: 'Kandy',
    pickup_time: '07:30',
    place: 'Queens Hotel, Dalada Veediya, Kandy',
  },
  num_adults: 2,
  num_children: 1,
  num_infants: 0,
  travellers: [
    { firstname: 'Ama', lastname: 'Perera', lead_traveller: true },
    { firstname: 'Nila', lastname: 'Perera', lead_traveller: false },
  ],
  supplier: { work_name: 'Knuckles Trails', work_mobile: '+94 77 555 6677', contact_number: null },
  code: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJMVC0yMDI2LTAwMDMwMSJ9.c2ln',
  qr_svg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
};

function api(detail: Booking, thread: unknown[] = messages) {
  let list = [...thread];
  return fakeApi({
    'GET /api/account/my-bookings/show/301': { body: { data: detail } },
    'GET /api/account/my-bookings/301/comments': () => ({ body: { data: list } }),
    'GET /api/account/my-bookings/301/ticket': { body: { data: ticket } },
    'GET /api/account/my-bookings/301/ticket/download': { body: '<!doctype html>' },
    'GET /api/account/my-bookings/301/calendar': { body: 'BEGIN:VCALENDAR' },
    'POST /api/account/my-bookings/301/comments': (call) => {
      const body = call.body as { message: string; visible: string };
      list = [
        ...list,
        {
          id: 3,
          message: body.message,
          visible: body.visible,
          hidden: 0,
          created_at: '2026-11-21T08:00:00Z',
          user: { user_role: 'client' },
        },
      ];
      return { body: { message: 'Message sent...' } };
    },
  });
}

describe('booking detail', () => {
  it('shows what the spec lists: tour, type, code, duration, pax, supplier, pick-up, rate', async () => {
    api(
      booking({
        ammendments: [
          amendment({
            id: 4,
            formatted_pickup_date: '15/12/2026',
            pay_link: 'https://pay.example/amend-4',
          }),
          amendment({
            id: 5,
            num_adults: 4,
            ammend_amount: 180,
            balance_amount: 90,
            balance_paid: true,
          }),
        ],
      }),
    );
    renderPage();
    const title = await screen.findByRole('link', { name: 'Kandy Temple and Lake Walk' });
    expect(title).toHaveAttribute('href', '/kandy-temple-and-lake-walk/details/12');
    const facts = screen.getByText('Product code').closest('dl')!;
    expect(facts).toHaveTextContent('Half day');
    expect(facts).toHaveTextContent('LT-KDY-012');
    expect(facts).toHaveTextContent('4 Hours');
    expect(facts).toHaveTextContent('2/1/0');
    expect(facts).toHaveTextContent('Knuckles Trails');
    expect(within(facts).getByRole('link', { name: '+94 77 555 6677' })).toBeInTheDocument();
    expect(facts).toHaveTextContent('Kandy, 07:30 (Sri Lanka time)');
    expect(facts).toHaveTextContent('$90.00');
    expect(within(facts).getByText('Confirmed')).toBeInTheDocument();
    const amendments = screen.getByRole('region', { name: 'Amendments' });
    // The heading names the table: no hidden caption says 'Amendments' a second time.
    expect(within(amendments).getByRole('table', { name: 'Amendments' })).toBeInTheDocument();
    expect(within(amendments).getAllByText('Amendments')).toHaveLength(1);
    expect(amendments).toHaveTextContent('15/12/2026');
    expect(amendments).toHaveTextContent('$45.00 to pay');
    // A balance already paid says so, with nothing left to pay.
    expect(amendments).toHaveTextContent('$90.00 paid');
    expect(within(amendments).queryByRole('button', { name: 'Pay $90.00' })).toBeNull();
    expect(within(amendments).getAllByText('Pending')).toHaveLength(2);
    // Pay is a form posted to the route's action (ADR 219), not the payment's own link, which
    // may be closed after a decline.
    const pay = within(amendments).getByRole('button', { name: 'Pay $45.00' });
    expect(pay.closest('form')).toHaveAttribute('method', 'post');
  });

  it('says how much a cancelled booking’s refund gave back, and only the state when none was recorded', async () => {
    api(
      booking({ status: 3, payment_status: 'refunded', payment_amount: 0, refunded_amount: 135 }),
    );
    renderPage();
    const facts = (await screen.findByText('Product code')).closest('dl')!;
    expect(facts).toHaveTextContent('PaymentRefunded $135.00');
    cleanup();

    api(booking({ status: 3, payment_status: 'released', refunded_amount: 45 }));
    renderPage();
    const released = (await screen.findByText('Product code')).closest('dl')!;
    expect(released).toHaveTextContent('PaymentHold released; $45.00 refunded');
    cleanup();

    api(booking({ status: 3, payment_status: 'refunded', refunded_amount: null }));
    renderPage();
    const older = (await screen.findByText('Product code')).closest('dl')!;
    expect(older).toHaveTextContent(/PaymentRefunded$/);
  });

  it('names a traveller the booking lacks through its form, and asks for none once all are named', async () => {
    let named = false;
    const lead = booking().travellers![0]!;
    const jonas = {
      ...lead,
      id: 2,
      firstname: 'Jonas',
      lastname: 'Schmidt',
      lead_traveller: false,
    };
    const calls = fakeApi({
      // Two adults and a child, the lead named: two travellers to name.
      'GET /api/account/my-bookings/show/301': () => ({
        body: { data: booking({ travellers: named ? [lead, jonas] : [lead] }) },
      }),
      'GET /api/account/my-bookings/301/comments': { body: { data: [] } },
      'GET /api/account/my-bookings/301/ticket': { body: { data: ticket } },
      'GET /api/activity': { body: { data: { available_locations: [] } } },
      'POST /api/account/my-bookings/301/travellers': () => {
        named = true;
        return { body: { message: API_MESSAGES.travellerNamed } };
      },
    });
    const user = renderPage();
    await user.click(await screen.findByText('Name a traveller'));
    expect(document.body).toHaveTextContent('2 travellers of this booking have no name yet.');
    const form = screen.getByRole('button', { name: 'Add traveller' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    // An empty name is said at its field, and nothing is sent.
    fireEvent.submit(form);
    expect(await screen.findAllByText(MESSAGES.travellerFirstNameRequired)).not.toHaveLength(0);
    expect(calls.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/First name/), 'Jonas');
    await user.type(within(form).getByLabelText(/Last name/), 'Schmidt');
    await user.click(screen.getByRole('button', { name: 'Add traveller' }));
    await waitFor(() => expect(document.body).toHaveTextContent(API_MESSAGES.travellerNamed));
    expect(calls.calls.find((c) => c.method === 'POST')?.body).toEqual({
      firstname: 'Jonas',
      lastname: 'Schmidt',
    });
    const details = screen.getByRole('region', { name: 'Booking details' });
    await waitFor(() => expect(details).toHaveTextContent('Jonas Schmidt'));
    expect(details).toHaveTextContent('One traveller of this booking has no name yet.');
    cleanup();

    api(booking({ num_children: 0, travellers: [lead, jonas] }));
    renderPage();
    await screen.findByRole('region', { name: 'Booking details' });
    expect(screen.queryByText('Name a traveller')).toBeNull();
  });

  it('corrects a traveller’s name and takes another off, through each traveller’s form', async () => {
    const lead = booking().travellers![0]!;
    let travellers = [
      lead,
      { ...lead, id: 2, firstname: 'Jonas', lastname: 'Schmit', lead_traveller: false },
    ];
    const calls = fakeApi({
      'GET /api/account/my-bookings/show/301': () => ({
        body: { data: booking({ travellers }) },
      }),
      'GET /api/account/my-bookings/301/comments': { body: { data: [] } },
      'GET /api/account/my-bookings/301/ticket': { body: { data: ticket } },
      'GET /api/activity': { body: { data: { available_locations: [] } } },
      'PUT /api/account/my-bookings/301/travellers/2': () => {
        travellers = [lead, { ...travellers[1]!, lastname: 'Schmidt' }];
        return { body: { message: API_MESSAGES.travellerRenamed } };
      },
      'DELETE /api/account/my-bookings/301/travellers/2': () => {
        travellers = [lead];
        return { body: { message: API_MESSAGES.travellerRemoved } };
      },
    });
    const user = renderPage();
    await user.click(await screen.findByText('Correct a traveller’s name'));
    // The lead's entry stays: it can be corrected, not removed.
    const leadForm = screen.getByRole('form', { name: 'Lead traveller: Ama Perera' });
    expect(within(leadForm).queryByRole('button', { name: 'Remove from booking' })).toBeNull();
    const jonas = screen.getByRole('form', { name: 'Traveller: Jonas Schmit' });
    expect(jonas).toHaveAttribute('method', 'post');
    const lastName = within(jonas).getByLabelText(/Last name/);
    expect(lastName).toHaveValue('Schmit');

    // A name of spaces only (the browser's own check lets it through) is said at its field,
    // and nothing is sent.
    await user.clear(lastName);
    await user.type(lastName, '  ');
    await user.click(within(jonas).getByRole('button', { name: 'Save name' }));
    expect(await within(jonas).findByText(MESSAGES.travellerLastNameRequired)).toBeVisible();
    expect(calls.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.clear(lastName);
    await user.type(lastName, 'Schmidt');
    await user.click(within(jonas).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(document.body).toHaveTextContent(API_MESSAGES.travellerRenamed));
    expect(calls.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      firstname: 'Jonas',
      lastname: 'Schmidt',
    });
    const details = screen.getByRole('region', { name: 'Booking details' });
    await waitFor(() => expect(details).toHaveTextContent('TravellerJonas Schmidt'));

    const corrected = screen.getByRole('form', { name: 'Traveller: Jonas Schmidt' });
    await user.click(within(corrected).getByRole('button', { name: 'Remove from booking' }));
    await waitFor(() => expect(document.body).toHaveTextContent(API_MESSAGES.travellerRemoved));
    expect(calls.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(details).not.toHaveTextContent('Jonas'));
    // The place is free again: the booking asks for a name.
    expect(screen.getByText('Name a traveller')).toBeVisible();
  });

  it('asks nothing for an amendment that was not applied, and says when its paid balance comes back', async () => {
    api(
      booking({
        ammendments: [
          amendment({ id: 7, status: 2, balance_amount: 28 }),
          amendment({ id: 8, status: 3, balance_amount: 45, balance_paid: true }),
          amendment({ id: 9, status: 2, balance_amount: -20 }),
        ],
      }),
    );
    renderPage();
    const amendments = await screen.findByRole('region', { name: 'Amendments' });
    const rows = within(amendments).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Nothing due');
    expect(rows[1]).toHaveTextContent('$45.00 back to you');
    expect(rows[2]).toHaveTextContent('Nothing due');
    expect(amendments).not.toHaveTextContent(/to pay|to refund/);
    expect(within(amendments).queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('says a lower price as to refund while asked, then as coming back once approved (a tester’s finding)', async () => {
    api(
      booking({
        ammendments: [
          amendment({ id: 7, status: 1, balance_amount: -75, balance_paid: true }),
          amendment({ id: 8, status: 1, balance_amount: -30, balance_paid: false }),
          amendment({ id: 9, status: 0, balance_amount: -20 }),
        ],
      }),
    );
    renderPage();
    const amendments = await screen.findByRole('region', { name: 'Amendments' });
    const rows = within(amendments).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('$75.00 back to you');
    expect(rows[1]).toHaveTextContent('$30.00 on its way back to you');
    expect(rows[2]).toHaveTextContent('$20.00 to refund');
  });

  it('sends the browser to the payment the API answers for an amendment’s Pay', async () => {
    const calls = fakeApi({
      'POST /api/account/amendments/4/pay': {
        body: { data: { pay_link: 'https://pay.example/amend-4-again' } },
      },
    });
    const form = new FormData();
    form.set('intent', 'pay-amendment');
    form.set('amendment', '4');
    const answer = await bookingDetailAction(301, form);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('https://pay.example/amend-4-again');
    // A whole-page load: the payment page is not a route of this site.
    expect((answer as Response).headers.get('X-Remix-Reload-Document')).toBe('true');
    expect(calls.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says why an amendment cannot be paid when the API refuses', async () => {
    const unpaid = amendment({
      id: 4,
      formatted_pickup_date: '15/12/2026',
      pay_link: 'https://pay.example/amend-4',
    });
    fakeApi({
      'GET /api/account/my-bookings/show/301': {
        body: { data: booking({ ammendments: [unpaid] }) },
      },
      'GET /api/account/my-bookings/301/comments': { body: { data: [] } },
      'GET /api/account/my-bookings/301/ticket': { body: { data: ticket } },
      'POST /api/account/amendments/4/pay': {
        status: 409,
        body: { message: API_MESSAGES.onlyPendingAmendmentPaid },
      },
    });
    const user = renderPage();
    const amendments = await screen.findByRole('region', { name: 'Amendments' });
    await user.click(within(amendments).getByRole('button', { name: 'Pay $45.00' }));
    await waitFor(() =>
      expect(document.body).toHaveTextContent(API_MESSAGES.onlyPendingAmendmentPaid),
    );
  });

  it("shows the history, a hidden message as '*Removed by admin', and sends a message through the form", async () => {
    const calls = api(booking());
    const user = renderPage();
    const thread = await screen.findByRole('region', { name: 'Messages' });
    expect(await within(thread).findByText('Can you pick us up at 6:30?')).toBeInTheDocument();
    expect(within(thread).getByText(MESSAGES.messageRemovedByAdmin)).toBeInTheDocument();
    // Contactable: the supplier is the default recipient, the admin the other choice.
    const recipient = within(thread).getByLabelText('Send to');
    expect(recipient).toHaveValue('supplier');
    expect(
      within(recipient)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Supplier', 'Admin']);
    const box = within(thread).getByLabelText(/^Your message/);
    expect(box.closest('form')).toHaveAttribute('method', 'post');
    await user.type(box, 'We are four now.');
    await user.click(within(thread).getByRole('button', { name: 'Send' }));
    expect(await within(thread).findByText('We are four now.')).toBeInTheDocument();
    await waitFor(() => expect(document.body).toHaveTextContent(MESSAGES.messageSent));
    expect(box).toHaveValue('');
    expect(within(thread).getByText('0/2000')).toBeInTheDocument();
    expect(calls.calls.find((c) => c.method === 'POST')?.body).toEqual({
      message: 'We are four now.',
      visible: 'supplier',
    });
  });

  it("names each message's sender and recipient from the traveller's side: a reply is to You", async () => {
    api(booking(), [
      ...messages,
      {
        id: 3,
        message: 'Our guide will be at the lobby at 6:30.',
        visible: 'supplier',
        hidden: 0,
        created_at: '2026-11-20T10:00:00Z',
        user: { user_role: 'supplier' },
      },
      {
        id: 4,
        message: 'Your refund is on its way.',
        visible: 'admin',
        hidden: 0,
        created_at: '2026-11-20T11:00:00Z',
        user: { user_role: 'admin' },
      },
    ]);
    renderPage();
    const thread = await screen.findByRole('region', { name: 'Messages' });
    const items = await within(thread).findAllByRole('listitem');
    const meta = items.map((item) => item.querySelector('p')?.textContent?.split(' · ')[0]);
    expect(meta).toEqual([
      'You to Supplier',
      'Knuckles Trails to You',
      'Knuckles Trails to You',
      'Admin to You',
    ]);
  });

  it('writes only to the admin when the booking is not contactable', async () => {
    api(booking({ contactable: false }), []);
    renderPage();
    const thread = await screen.findByRole('region', { name: 'Messages' });
    const recipient = within(thread).getByLabelText('Send to');
    expect(recipient).toHaveValue('admin');
    expect(
      within(recipient)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Admin']);
  });

  it('says the message is mandatory and sends nothing for an empty one', async () => {
    const calls = api(booking());
    const user = renderPage();
    const thread = await screen.findByRole('region', { name: 'Messages' });
    const box = within(thread).getByLabelText(/^Your message/);
    // The browser's own check is skipped, as an old browser would: the action still refuses.
    box.removeAttribute('required');
    await user.type(box, '   ');
    await user.click(within(thread).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(thread).toHaveTextContent(MESSAGES.messageMandatory));
    expect(calls.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('says the amendment balance is paid on the way back from the payment page, once', async () => {
    api(booking());
    renderPage(301, '?amendment=paid');
    expect(await screen.findByText(MESSAGES.amendmentBalancePaidNotice)).toHaveAttribute(
      'role',
      'status',
    );
    // Out of the address: a reload does not say it again.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
        /^\/account\/booking\/detail\/301$/,
      ),
    );
    expect(screen.getByText(MESSAGES.amendmentBalancePaidNotice)).toBeInTheDocument();
  });

  it.each([
    ['rejected or lapsed', 2 as const],
    ['withdrawn by a cancellation', 3 as const],
  ])(
    'says the amendment was not applied and the money goes back when it was %s before the payment came back paid',
    async (_, status) => {
      const paidLate = amendment({ status });
      api(booking({ ammendments: [paidLate] }));
      renderPage(301, '?amendment=paid');
      const notice = await screen.findByText(MESSAGES.amendmentPaidNotAppliedNotice);
      expect(notice).toHaveAttribute('role', 'status');
      expect(notice).toHaveTextContent(/not applied/);
      expect(notice).toHaveTextContent(/on its way back/);
      expect(screen.queryByText(MESSAGES.amendmentBalancePaidNotice)).toBeNull();
    },
  );

  it('says the change was approved when the supplier approved the amendment before the traveller came back paid', async () => {
    const approved = amendment({ status: 1, balance_paid: true });
    api(booking({ ammendments: [approved] }));
    renderPage(301, '?amendment=paid');
    const notice = await screen.findByText(MESSAGES.amendmentPaidApprovedNotice);
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent(/approved/);
    // Not "the supplier now decides": they already did.
    expect(screen.queryByText(MESSAGES.amendmentBalancePaidNotice)).toBeNull();
  });

  it.each([
    // A refused card is something gone wrong: an alert, read out at once.
    ['declined', MESSAGES.amendmentPaymentDeclinedNotice, 'alert'],
    ['cancelled', MESSAGES.amendmentPaymentCancelledNotice, 'status'],
  ])(
    'says nothing was charged and the booking is unchanged when the amendment payment comes back %s, once',
    async (outcome, notice, role) => {
      api(booking());
      renderPage(301, `?amendment=${outcome}`);
      expect(await screen.findByText(notice)).toHaveAttribute('role', role);
      expect(screen.getByText(notice)).toHaveTextContent(/nothing was charged/);
      expect(screen.queryByText(MESSAGES.amendmentBalancePaidNotice)).toBeNull();
      await waitFor(() =>
        expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
          /^\/account\/booking\/detail\/301$/,
        ),
      );
      expect(screen.getByText(notice)).toBeInTheDocument();
    },
  );

  it('says nothing of an amendment when the booking is opened as usual', async () => {
    api(booking());
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(MESSAGES.amendmentBalancePaidNotice)).toBeNull();
  });

  it('says the page is not found for a booking that is not the caller’s', async () => {
    fakeApi({
      'GET /api/account/my-bookings/show/301': { status: 404, body: { message: 'Not found.' } },
    });
    renderPage();
    expect(await screen.findByText(MESSAGES.notFound)).toBeInTheDocument();
  });

  it('offers Amend Tour and Cancel Tour only for a Pending or Confirmed booking', async () => {
    for (const [status, shown] of [
      [0, true],
      [1, true],
      [2, false],
      [3, false],
      [4, false],
      [5, false],
    ] as const) {
      api(booking({ status }), []);
      renderPage();
      await screen.findByRole('region', { name: 'Messages' });
      expect(screen.queryByText('Cancel Tour') !== null, `status ${status}`).toBe(shown);
      expect(screen.queryByText('Amend Tour') !== null, `status ${status}`).toBe(shown);
      cleanup();
    }
  });

  it('offers no Amend Tour once the booking’s tour has started, at its pick-up in Sri Lanka', async () => {
    // The built booking: 14/12/2026, picked up at 07:30 in Colombo, which is 02:00 UTC.
    for (const [now, shown] of [
      ['2026-12-14T01:59:00Z', true],
      ['2026-12-14T02:00:00Z', false],
      ['2026-12-15T09:00:00Z', false],
    ] as const) {
      vi.setSystemTime(new Date(now));
      api(booking({ status: 1 }), []);
      renderPage();
      await screen.findByRole('region', { name: 'Messages' });
      expect(screen.queryByText('Amend Tour') !== null, now).toBe(shown);
      cleanup();
    }
  });

  it('says before confirming that a cancellation inside the window is free, with both time zones, then cancels', async () => {
    let cancelled = false;
    const calls = fakeApi({
      'GET /api/account/my-bookings/show/301': () => ({
        body: { data: booking(cancelled ? { status: 3, payment_status: 'refunded' } : {}) },
      }),
      'GET /api/account/my-bookings/301/comments': { body: { data: [] } },
      'GET /api/activity': { body: { data: {} } },
      'GET /api/account/my-bookings/cancel/301': () => {
        cancelled = true;
        return {
          body: { message: 'Your booking is cancelled. The money goes back to your card.' },
        };
      },
    });
    const user = renderPage();
    await user.click(await screen.findByText('Cancel Tour'));
    const panel = screen.getByText('Cancel Tour').closest('details')!;
    // 2026-12-13T02:00Z is 07:30 in Colombo.
    expect(panel).toHaveTextContent('13/12/2026, 07:30 (Sri Lanka time)');
    expect(panel).toHaveTextContent('(your time)');
    expect(panel).toHaveTextContent(/at once and gives your money back/);
    await user.click(within(panel).getByRole('button', { name: 'Yes, cancel my booking' }));
    await waitFor(() => expect(document.body).toHaveTextContent('Your booking is cancelled.'));
    expect(calls.calls.some((c) => c.path === '/api/account/my-bookings/cancel/301')).toBe(true);
    // The booking reloads as Canceled: no more buttons.
    await waitFor(() => expect(screen.queryByText('Cancel Tour')).toBeNull());
    expect(screen.getAllByText('Canceled').length).toBeGreaterThan(0);
  });

  // A tester's phone went offline on the booking page: "Pricing your change…" stayed for good
  // and a request said only "Could not send request".
  it('says offline that a change waits for the connection and that a request was not sent', async () => {
    fakeApi({
      'GET /api/account/my-bookings/show/301': { body: { data: booking() } },
      'GET /api/account/my-bookings/301/comments': { body: { data: [] } },
      'GET /api/activity': {
        body: { data: { available_locations: [{ id: 1, loc_id: 3, location_name: 'Kandy' }] } },
      },
      'POST /api/account/my-bookings/301/amendment-quote': {
        body: { data: { amount: 125, balance: 35 } },
      },
      'GET /api/account/my-bookings/cancel/301': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = renderPage();
    await user.click(await screen.findByText('Amend Tour'));
    const amend = screen.getByText('Amend Tour').closest('details')!;
    await waitFor(() => expect(within(amend).getByLabelText(/^Adults/)).toHaveValue('2'));
    onlineManager.setOnline(false);
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await user.selectOptions(within(amend).getByLabelText(/^Adults/), '3');
      await waitFor(() =>
        expect(within(amend).getByRole('status')).toHaveTextContent(
          MESSAGES.priceWaitsForConnection,
        ),
      );
      await user.click(screen.getByText('Cancel Tour'));
      const cancel = screen.getByText('Cancel Tour').closest('details')!;
      await user.click(within(cancel).getByRole('button', { name: 'Yes, cancel my booking' }));
      await waitFor(() => expect(document.body).toHaveTextContent(MESSAGES.offlineNotSent));
    } finally {
      offline.mockRestore();
      onlineManager.setOnline(true);
    }
  });

  it('says a cancellation after the deadline is a request for the supplier', async () => {
    api(
      booking({
        cancellation: { deadline: '2026-12-13T02:00:00.000Z', free: false, requested_at: null },
      }),
      [],
    );
    const user = renderPage();
    await user.click(await screen.findByText('Cancel Tour'));
    const panel = screen.getByText('Cancel Tour').closest('details')!;
    expect(panel).toHaveTextContent(/has passed\. Cancelling now sends a request to the supplier/);
    expect(
      within(panel).getByRole('button', { name: 'Send cancellation request' }),
    ).toBeInTheDocument();
  });

  it('offers no amendment while a cancellation request waits for the supplier (a tester’s finding)', async () => {
    api(
      booking({
        cancellation: {
          deadline: '2026-12-13T02:00:00.000Z',
          free: false,
          requested_at: '2026-12-12T08:00:00.000Z',
        },
      }),
      [],
    );
    renderPage();
    expect(await screen.findByText(/Your cancellation request was sent/)).toBeInTheDocument();
    expect(screen.queryByText('Amend Tour')).not.toBeInTheDocument();
  });

  it('sends an amendment through its form and shows the server’s refusal at the field', async () => {
    let refuse = true;
    const calls = fakeApi({
      'GET /api/account/my-bookings/show/301': { body: { data: booking() } },
      'GET /api/account/my-bookings/301/comments': { body: { data: [] } },
      'GET /api/activity': {
        body: {
          data: {
            available_locations: [
              { id: 1, loc_id: 3, location_name: 'Kandy' },
              { id: 2, loc_id: 5, location_name: 'Matale' },
            ],
            adults: [1, 2, 3, 4].map((id) => ({ id, label: String(id) })),
            children: [0, 1, 2].map((id) => ({ id, label: String(id) })),
            infants: [0, 1].map((id) => ({ id, label: String(id) })),
            include_children: 1,
            include_infants: 1,
          },
        },
      },
      'POST /api/booking/ammend': () =>
        refuse
          ? {
              status: 400,
              body: {
                message: 'This date is sold out',
                errors: { pud: ['This date is sold out'] },
              },
            }
          : { body: { message: 'Amendment request sent.' } },
    });
    const user = renderPage();
    await user.click(await screen.findByText('Amend Tour'));
    const panel = screen.getByText('Amend Tour').closest('details')!;
    await waitFor(() =>
      expect(within(panel).getByLabelText(/^Pick-up location/)).toHaveTextContent('Matale'),
    );
    await user.selectOptions(within(panel).getByLabelText(/^Adults/), '3');
    await user.click(within(panel).getByRole('button', { name: 'Request amendment' }));
    const date = within(panel).getByLabelText(/^Pick-up date/);
    await waitFor(() => expect(date).toHaveAccessibleDescription('This date is sold out'));
    // The site's date box, as on the tour page: dd/mm/yyyy, whatever the browser's locale.
    expect(date).toHaveValue('14/12/2026');
    // A tester corrected a refused date and its error stayed: the error is the answer's about
    // what the field held, and goes once the field changes.
    fireEvent.change(date, { target: { value: '15/12/2026' } });
    expect(date).not.toHaveAttribute('aria-invalid');
    fireEvent.change(date, { target: { value: '14/12/2026' } });
    refuse = false;
    await user.click(within(panel).getByRole('button', { name: 'Request amendment' }));
    await waitFor(() => expect(document.body).toHaveTextContent(MESSAGES.amendmentRequestSent));
    expect(calls.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      aid: 12,
      pud: '2026-12-14',
      pul: 3,
      na: 3,
      nc: 1,
      ni: 0,
      booking: 301,
    });
  });

  it('prices an amendment as the traveller changes the party, before it is sent', async () => {
    const priced: unknown[] = [];
    fakeApi({
      'GET /api/account/my-bookings/show/301': { body: { data: booking() } },
      'GET /api/account/my-bookings/301/comments': { body: { data: [] } },
      'GET /api/activity': {
        body: {
          data: {
            available_locations: [{ id: 1, loc_id: 3, location_name: 'Kandy' }],
            adults: [1, 2, 3, 4].map((id) => ({ id, label: String(id) })),
            children: [0, 1, 2].map((id) => ({ id, label: String(id) })),
            infants: [0, 1].map((id) => ({ id, label: String(id) })),
            include_children: 1,
            include_infants: 1,
          },
        },
      },
      // $35 an adult, $20 a child: the booking (2 adults, 1 child) is $90 (booking()). The
      // booking's own date (2026-12-14) has one place left besides its own three (ADR 311).
      'POST /api/account/my-bookings/301/amendment-quote': (call) => {
        priced.push(call.body);
        const { na, nc, pud } = call.body as { na: number; nc: number; pud: string };
        if (pud === '2026-12-20')
          return {
            status: 400,
            body: { message: 'Invalid', errors: { pud: ['This date is sold out'] } },
          };
        if (pud === '2026-12-14' && na + nc > 4)
          return {
            status: 400,
            body: { message: 'Invalid', errors: { pud: ['Only 4 places are left on this date'] } },
          };
        const amount = na * 35 + nc * 20;
        return { body: { data: { amount, balance: amount - 90 } } };
      },
    });
    const user = renderPage();
    await user.click(await screen.findByText('Amend Tour'));
    const panel = screen.getByText('Amend Tour').closest('details')!;
    const price = within(panel).getByRole('status');
    // Nothing changed yet: the booking's own price is said at once (a tester found the line
    // empty), without asking the API.
    expect(price).toHaveTextContent('Price now $90.00: no change yet.');
    expect(priced).toEqual([]);
    await waitFor(() => expect(within(panel).getByLabelText(/^Adults/)).toHaveValue('2'));

    await user.selectOptions(within(panel).getByLabelText(/^Adults/), '3');
    await waitFor(() =>
      expect(price).toHaveTextContent(
        'New price $125.00: $35.00 more to pay, by the link that comes with the request.',
      ),
    );
    await user.selectOptions(within(panel).getByLabelText(/^Adults/), '1');
    await waitFor(() =>
      expect(price).toHaveTextContent(
        'New price $55.00: $35.00 back to you once the supplier approves.',
      ),
    );
    // The booking itself is asked, as the request prices it: its own date and its seats.
    expect(priced.at(-1)).toEqual({ pud: '2026-12-14', pul: 3, na: 1, nc: 1, ni: 0 });
    // A party the date cannot take is refused before it is sent: it said "$55.00 more to pay"
    // and only the request said a place was short (a tester's finding).
    await user.selectOptions(within(panel).getByLabelText(/^Adults/), '4');
    await waitFor(() => expect(price).toHaveTextContent('Only 4 places are left on this date'));
    expect(price).not.toHaveTextContent(/more to pay/);

    // Back to the party as booked: the price as it stands again, not the last change's.
    await user.selectOptions(within(panel).getByLabelText(/^Adults/), '2');
    await waitFor(() => expect(price).toHaveTextContent('Price now $90.00: no change yet.'));
    await user.selectOptions(within(panel).getByLabelText(/^Adults/), '1');

    // No date: nothing to price yet.
    fireEvent.change(within(panel).getByLabelText(/^Pick-up date/), { target: { value: '' } });
    await waitFor(() =>
      expect(price).toHaveTextContent('Choose a pick-up date to see the new price.'),
    );

    // Another date is priced with its date, and a date the tour cannot take says why.
    fireEvent.change(within(panel).getByLabelText(/^Pick-up date/), {
      target: { value: '20/12/2026' },
    });
    await waitFor(() => expect(price).toHaveTextContent('This date is sold out'));
    expect(priced.at(-1)).toEqual({ pud: '2026-12-20', pul: 3, na: 1, nc: 1, ni: 0 });
  });

  it('asks for no second amendment while one waits for the supplier, and says why', async () => {
    fakeApi({
      'GET /api/account/my-bookings/show/301': {
        body: { data: booking({ ammendments: [amendment({ status: 0, balance_paid: true })] }) },
      },
      'GET /api/account/my-bookings/301/comments': { body: { data: [] } },
      'GET /api/activity': { body: { data: { available_locations: [] } } },
    });
    renderPage();
    expect(
      await screen.findByText(/Your amendment request is waiting for the supplier/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Amend Tour')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request amendment' })).toBeNull();
    // A paid balance is not lost by withdrawing: the page says it comes back.
    expect(document.body).toHaveTextContent(
      'To ask for a different change, withdraw this request first: the $45.00 you paid for it comes back to your card.',
    );
    expect(screen.getByRole('button', { name: 'Withdraw this request' })).toBeInTheDocument();
    // Cancelling stays possible.
    expect(screen.getByText('Cancel Tour')).toBeInTheDocument();
  });

  it('says an amendment whose higher price is not paid waits for the traveller’s payment, with its Pay', async () => {
    fakeApi({
      'GET /api/account/my-bookings/show/301': {
        body: { data: booking({ ammendments: [amendment({ id: 6, status: 0 })] }) },
      },
      'GET /api/account/my-bookings/301/comments': { body: { data: [] } },
      'GET /api/activity': { body: { data: { available_locations: [] } } },
    });
    renderPage();
    expect(
      await screen.findByText(
        /Your amendment request is waiting for your payment of \$45\.00: the supplier can approve the change only once it is paid/,
      ),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/waiting for the supplier/);
    // Pay beside the words, as in the table; both are forms posted to the route's action.
    const pays = screen.getAllByRole('button', { name: 'Pay $45.00' });
    expect(pays).toHaveLength(2);
    const withdraw = screen.getByRole('button', { name: 'Withdraw this request' });
    const form = withdraw.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(new FormData(form).get('intent')).toBe('withdraw-amendment');
    expect(new FormData(form).get('amendment')).toBe('6');
  });

  it('withdraws the waiting request through its form, says so, and offers Amend Tour again', async () => {
    let withdrawn = false;
    const calls = fakeApi({
      'GET /api/account/my-bookings/show/301': () => ({
        body: {
          data: booking({ ammendments: [amendment({ id: 6, status: withdrawn ? 3 : 0 })] }),
        },
      }),
      'GET /api/account/my-bookings/301/comments': { body: { data: [] } },
      'GET /api/account/my-bookings/301/ticket': { body: { data: ticket } },
      'GET /api/activity': { body: { data: { available_locations: [] } } },
      'POST /api/account/amendments/6/withdraw': () => {
        withdrawn = true;
        return { body: { message: API_MESSAGES.amendmentWithdrawn } };
      },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Withdraw this request' }));
    await waitFor(() => expect(document.body).toHaveTextContent(API_MESSAGES.amendmentWithdrawn));
    expect(await screen.findByText('Amend Tour')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw this request' })).toBeNull();
    const amendments = screen.getByRole('region', { name: 'Amendments' });
    expect(within(amendments).getByText('Canceled')).toBeInTheDocument();
    expect(amendments).toHaveTextContent('Nothing due');
    expect(calls.calls.filter((c) => c.path.endsWith('/withdraw'))).toHaveLength(1);
  });

  it('says why a request cannot be withdrawn when the API refuses, and reloads the booking', async () => {
    let decided = false;
    fakeApi({
      'GET /api/account/my-bookings/show/301': () => ({
        body: {
          data: booking({
            ammendments: [amendment({ id: 6, status: decided ? 1 : 0, balance_paid: true })],
          }),
        },
      }),
      'GET /api/account/my-bookings/301/comments': { body: { data: [] } },
      'GET /api/account/my-bookings/301/ticket': { body: { data: ticket } },
      'GET /api/activity': { body: { data: { available_locations: [] } } },
      'POST /api/account/amendments/6/withdraw': () => {
        decided = true;
        return { status: 409, body: { message: API_MESSAGES.onlyPendingAmendmentWithdrawn } };
      },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Withdraw this request' }));
    await waitFor(() =>
      expect(document.body).toHaveTextContent(API_MESSAGES.onlyPendingAmendmentWithdrawn),
    );
    // Approved meanwhile: the page shows the booking as it now is.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Withdraw this request' })).toBeNull(),
    );
  });

  it('shows the e-ticket with its QR code and saves the ticket and the calendar file with the session', async () => {
    const { calls } = api(booking());
    const saved: Blob[] = [];
    // jsdom has no object URLs: the browser's part of a download is replaced here alone.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => (saved.push(blob), 'blob:ticket');
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = renderPage();
    const card = await screen.findByRole('article', { name: 'E-ticket LT-2026-000301' });
    expect(card).toHaveTextContent('07:30 (Sri Lanka time)');
    expect(card).toHaveTextContent('Queens Hotel, Dalada Veediya, Kandy');
    expect(card).toHaveTextContent('Nila Perera');
    expect(card).toHaveTextContent('Party2 adults, 1 child');
    expect(card).toHaveTextContent('Show this ticket to your guide at pick-up.');
    const qr = within(card).getByRole('img', {
      name: 'QR code of the signed booking reference LT-2026-000301',
    });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(ticket.qr_svg)}`,
    );

    await user.click(within(card).getByRole('button', { name: 'Save e-ticket' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    await user.click(within(card).getByRole('button', { name: 'Add to calendar (.ics)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    const files = calls.filter((call) => /\/(ticket\/download|calendar)$/.test(call.path));
    expect(files.map((call) => [call.path, call.authorization])).toEqual([
      ['/api/account/my-bookings/301/ticket/download', 'Bearer tok-1'],
      ['/api/account/my-bookings/301/calendar', 'Bearer tok-1'],
    ]);
    expect(saved).toHaveLength(2);
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  // A tester's finding: a double-click on Send stored the message twice (8 ms apart) and mailed
  // the supplier twice.
  it('sends a message once for a double-click on Send, and keeps the text when the send fails', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const calls = fakeApi({
      'GET /api/account/my-bookings/show/301': { body: { data: booking() } },
      'GET /api/account/my-bookings/301/comments': { body: { data: [] } },
      'GET /api/account/my-bookings/301/ticket': { body: { data: ticket } },
      'POST /api/account/my-bookings/301/comments': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const user = renderPage();
    const thread = await screen.findByRole('region', { name: 'Messages' });
    const box = within(thread).getByLabelText(/^Your message/);
    await user.type(box, 'We are four now.');
    const send = within(thread).getByRole('button', { name: 'Send' });
    // Both clicks before the page is drawn again, as a quick double-click on a phone lands.
    act(() => {
      send.click();
      send.click();
    });
    await waitFor(() => expect(calls.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    answer({ status: 503, body: { message: 'Please try again in a minute.' } });
    await waitFor(() => expect(document.body).toHaveTextContent('Please try again in a minute.'));
    expect(calls.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(box).toHaveValue('We are four now.');
    // Answered: the form sends again.
    await user.click(send);
    await waitFor(() => expect(calls.calls.filter((c) => c.method === 'POST')).toHaveLength(2));
  });

  // A tester's finding: a double-click on Request amendment sent two; the second's "already
  // waiting" was the notice, the table said "No amendments" and the panel stayed open.
  it('asks for an amendment once for a double-click, and shows it as a single click does', async () => {
    let amended = false;
    let answer: () => void = () => {};
    const calls = fakeApi({
      'GET /api/account/my-bookings/show/301': () => ({
        body: { data: booking(amended ? { ammendments: [amendment({ id: 9, status: 0 })] } : {}) },
      }),
      'GET /api/account/my-bookings/301/comments': { body: { data: [] } },
      'GET /api/activity': {
        body: { data: { available_locations: [{ id: 1, loc_id: 3, location_name: 'Kandy' }] } },
      },
      'POST /api/account/my-bookings/301/amendment-quote': {
        body: { data: { amount: 90, balance: 0 } },
      },
      'POST /api/booking/ammend': () =>
        new Promise((resolve) => {
          answer = () => {
            amended = true;
            resolve({ body: { message: MESSAGES.amendmentRequestSent } });
          };
        }),
    });
    const user = renderPage();
    await user.click(await screen.findByText('Amend Tour'));
    const panel = screen.getByText('Amend Tour').closest('details')!;
    const request = within(panel).getByRole('button', { name: 'Request amendment' });
    act(() => {
      request.click();
      request.click();
    });
    await waitFor(() =>
      expect(calls.calls.filter((c) => c.path === '/api/booking/ammend')).toHaveLength(1),
    );
    answer();
    await waitFor(() => expect(document.body).toHaveTextContent(MESSAGES.amendmentRequestSent));
    await waitFor(() => expect(screen.queryByText('Amend Tour')).toBeNull());
    expect(screen.getByText(/Your amendment request is waiting/)).toBeInTheDocument();
    expect(screen.queryByText('No amendments')).toBeNull();
    expect(calls.calls.filter((c) => c.path === '/api/booking/ammend')).toHaveLength(1);
  });

  // The same as a traveller's second tab: the API says an amendment already waits, and the page,
  // drawn before it, still offered the form and said "No amendments".
  it('shows the amendment that waits when the API says one already does', async () => {
    let asked = false;
    fakeApi({
      'GET /api/account/my-bookings/show/301': () => ({
        body: { data: booking(asked ? { ammendments: [amendment({ id: 9, status: 0 })] } : {}) },
      }),
      'GET /api/account/my-bookings/301/comments': { body: { data: [] } },
      'GET /api/activity': {
        body: { data: { available_locations: [{ id: 1, loc_id: 3, location_name: 'Kandy' }] } },
      },
      'POST /api/account/my-bookings/301/amendment-quote': {
        body: { data: { amount: 90, balance: 0 } },
      },
      'POST /api/booking/ammend': () => {
        asked = true;
        return { status: 400, body: { message: API_MESSAGES.amendmentAlreadyPending } };
      },
    });
    const user = renderPage();
    await user.click(await screen.findByText('Amend Tour'));
    const panel = screen.getByText('Amend Tour').closest('details')!;
    await user.click(within(panel).getByRole('button', { name: 'Request amendment' }));
    await waitFor(() =>
      expect(document.body).toHaveTextContent(API_MESSAGES.amendmentAlreadyPending),
    );
    expect(await screen.findByText(/Your amendment request is waiting/)).toBeInTheDocument();
    expect(screen.queryByText('No amendments')).toBeNull();
    expect(screen.queryByText('Amend Tour')).toBeNull();
  });

  // A tester's finding: offline, Save e-ticket said nothing at all and Add to calendar only
  // "Could not load data", under "Save it to open it offline".
  it('says offline that the e-ticket or the calendar file waits for the connection', async () => {
    const failed = () => {
      throw new TypeError('Failed to fetch');
    };
    fakeApi({
      'GET /api/account/my-bookings/show/301': { body: { data: booking() } },
      'GET /api/account/my-bookings/301/comments': { body: { data: [] } },
      'GET /api/account/my-bookings/301/ticket': { body: { data: ticket } },
      'GET /api/account/my-bookings/301/ticket/download': failed,
      'GET /api/account/my-bookings/301/calendar': failed,
    });
    const user = renderPage();
    const card = await screen.findByRole('article', { name: 'E-ticket LT-2026-000301' });
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await user.click(within(card).getByRole('button', { name: 'Save e-ticket' }));
      await waitFor(() =>
        expect(document.body).toHaveTextContent(MESSAGES.ticketWaitsForConnection),
      );
      await user.click(within(card).getByRole('button', { name: 'Add to calendar (.ics)' }));
      await waitFor(() =>
        expect(document.body).toHaveTextContent(MESSAGES.calendarWaitsForConnection),
      );
    } finally {
      offline.mockRestore();
    }
  });

  // A tester's finding: a message sent after the login expired said the API's "Unauthenticated.".
  it('says the login has expired when a message is answered 401, and keeps the message', async () => {
    fakeApi({
      'GET /api/account/my-bookings/show/301': { body: { data: booking() } },
      'GET /api/account/my-bookings/301/comments': { body: { data: [] } },
      'GET /api/account/my-bookings/301/ticket': { body: { data: ticket } },
      'POST /api/account/my-bookings/301/comments': {
        status: 401,
        body: { message: API_MESSAGES.unauthenticated },
      },
    });
    const user = renderPage();
    const thread = await screen.findByRole('region', { name: 'Messages' });
    const box = within(thread).getByLabelText(/^Your message/);
    await user.type(box, 'We are four now.');
    await user.click(within(thread).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.body).toHaveTextContent(MESSAGES.loginExpiredNotSent));
    expect(document.body).not.toHaveTextContent(API_MESSAGES.unauthenticated);
    expect(box).toHaveValue('We are four now.');
  });

  it('shows no e-ticket for a booking that is no longer to come', async () => {
    const { calls } = api(booking({ status: 3 }));
    renderPage();
    await screen.findByRole('link', { name: 'Kandy Temple and Lake Walk' });
    expect(screen.queryByRole('region', { name: 'E-ticket' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/ticket'))).toBe(false);
  });
});
