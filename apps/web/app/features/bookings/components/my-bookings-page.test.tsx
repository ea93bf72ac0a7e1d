import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@trails/domain/messages';
import { useSession } from '../../../shared/session/session-store.ts';
import { fakeApi, profile } from '../../../../test/fake-api.ts';
import { booking, page } from '../test-builders.ts';
import { BookingDetailPage } from './booking-detail-page.tsx';
import { MyBookingsPage } from './my-bookings-page.tsx';

beforeEach(() => useSession.getState().signIn('tok-1', profile, 'password'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

/** The address bar, as the traveller reads it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

const address = () => screen.getByRole('status', { name: 'Address' });

// The list and the booking page it links to, as routes.ts declares them.
function renderPage(entry = '/account/bookings') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/account/bookings',
      Component: () => (
        <QueryClientProvider client={client}>
          <MyBookingsPage />
          <Address />
        </QueryClientProvider>
      ),
    },
    {
      path: '/account/booking/detail/:bid',
      Component: () => (
        <QueryClientProvider client={client}>
          <BookingDetailPage bookingId={301} />
          <Address />
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[entry]} />);
  return userEvent.setup();
}

function table(name: string) {
  return screen.getByRole('region', { name }).querySelector('table')!;
}

describe('my bookings', () => {
  it('shows Upcoming and Completed with the columns of the spec, badges and the alert', async () => {
    fakeApi({
      'GET /api/account/my-bookings': (call) => ({
        body:
          call.query.get('group') === 'upcoming'
            ? page([booking({ alert_client: 1 }), booking({ id: 302, status: 0 })])
            : page([booking({ id: 303, status: 5, start_date: '2026-01-10' })]),
      }),
    });
    renderPage();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    await within(upcoming).findAllByText('Kandy Temple and Lake Walk');
    const rows = within(table('Upcoming')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = rows[0]!;
    // overview cut to 30 characters, dd/MM/yyyy, USD, adults/children/infants, supplier.
    const overview = within(first).getByText(/^A gentle morning walk/).textContent!;
    expect(overview.length).toBeLessThanOrEqual(30);
    expect(overview).toMatch(/…$/);
    expect(first).toHaveTextContent('14/12/2026');
    expect(first).toHaveTextContent('$90.00');
    expect(first).toHaveTextContent('2/1/0');
    expect(first).toHaveTextContent('Knuckles Trails');
    expect(within(first).getByText('Confirmed')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'New update' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('img', { name: 'New update' })).toBeNull();
    expect(within(first).getByRole('link', { name: /^View/ })).toHaveAttribute(
      'href',
      '/account/booking/detail/301',
    );
    const completed = within(table('Completed')).getAllByRole('row').slice(1);
    expect(within(completed[0]!).getByText('Dispute')).toBeInTheDocument();
  });

  it('writes Upcoming and Completed once each, as the headings that name their tables', async () => {
    fakeApi({ 'GET /api/account/my-bookings': { body: page([booking()]) } });
    renderPage();
    await screen.findByRole('table', { name: 'Upcoming' });
    expect(screen.getByRole('table', { name: 'Completed' })).toBeInTheDocument();
    // Spec §2: two tables, Upcoming and Completed — each name on the page once.
    expect(screen.getAllByText('Upcoming')).toHaveLength(1);
    expect(screen.getAllByText('Completed')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming' })).toBeInTheDocument();
  });

  it("says 'No upcoming tours found' in an empty table", async () => {
    fakeApi({ 'GET /api/account/my-bookings': { body: page([]) } });
    renderPage();
    await waitFor(() => expect(screen.getAllByText(MESSAGES.noUpcomingTours)).toHaveLength(2));
  });

  it('pages each table on its own, 12 a page, from the address', async () => {
    const api = fakeApi({
      'GET /api/account/my-bookings': {
        body: page([booking()], { current_page: 1, last_page: 3 }),
      },
    });
    const user = renderPage('/account/bookings?completed=2');
    await screen.findAllByText('Kandy Temple and Lake Walk');
    const queries = () => api.calls.map((call) => `?${call.query.toString()}`);
    expect(queries()).toEqual(
      expect.arrayContaining(['?group=upcoming&page=1', '?group=completed&page=2']),
    );
    const upcomingPages = screen.getByRole('navigation', { name: 'Upcoming pages' });
    await user.click(within(upcomingPages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queries()).toContain('?group=upcoming&page=2'));
  });

  it('shows the last page, and says so in the address, when the address asks for a page past it', async () => {
    fakeApi({
      // As the API answers a page past the end: its last page (current_page clamped).
      'GET /api/account/my-bookings': (call) =>
        call.query.get('group') === 'upcoming'
          ? {
              body: page([booking({ id: 313, activity: undefined, booking_reference: 'LT-13' })], {
                current_page: 2,
                last_page: 2,
              }),
            }
          : {
              body: page([booking({ id: 340, status: 4, booking_reference: 'LT-40' })], {
                current_page: 3,
                last_page: 3,
              }),
            },
    });
    renderPage('/account/bookings?upcoming=7&completed=9');
    await screen.findByText('LT-13');
    // Both tables past their end at once: the address ends up naming both last pages.
    await waitFor(() =>
      expect(address()).toHaveTextContent(/^\/account\/bookings\?upcoming=2&completed=3$/),
    );
    const upcomingPages = screen.getByRole('navigation', { name: 'Upcoming pages' });
    expect(within(upcomingPages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const completedPages = screen.getByRole('navigation', { name: 'Completed pages' });
    expect(within(completedPages).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("the booking's '← My Bookings' returns to the pages both tables were at", async () => {
    fakeApi({
      'GET /api/account/my-bookings': (call) =>
        call.query.get('group') === 'upcoming'
          ? { body: page([booking()], { current_page: 2, last_page: 3 }) }
          : {
              body: page([booking({ id: 340, status: 4, booking_reference: 'LT-40' })], {
                current_page: 3,
                last_page: 4,
              }),
            },
      'GET /api/account/my-bookings/show/301': { body: { data: booking() } },
      'GET /api/account/my-bookings/301/comments': { body: { data: [] } },
    });
    const user = renderPage('/account/bookings?upcoming=2&completed=3');
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    await user.click(await within(upcoming).findByRole('link', { name: /^View/ }));
    await waitFor(() => expect(address()).toHaveTextContent(/^\/account\/booking\/detail\/301$/));
    const back = await screen.findByRole('link', { name: '← My Bookings' });
    expect(back).toHaveAttribute('href', '/account/bookings?upcoming=2&completed=3');
    await user.click(back);
    await waitFor(() =>
      expect(address()).toHaveTextContent(/^\/account\/bookings\?upcoming=2&completed=3$/),
    );
  });

  it("says 'Could not load data for bookings' when the list fails", async () => {
    fakeApi({ 'GET /api/account/my-bookings': { status: 500, body: { message: 'boom' } } });
    renderPage();
    await waitFor(() => expect(screen.getAllByText(MESSAGES.couldNotLoadBookings)).toHaveLength(2));
  });
});
