import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@trails/domain/messages';
import { useSession } from '../../../shared/session/session-store.ts';
import { fakeApi, profile } from '../../../../test/fake-api.ts';
import { booking, page } from '../test-builders.ts';
import { RecentBooking } from './recent-booking.tsx';

beforeEach(() => useSession.getState().signIn('tok-1', profile, 'password'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

function renderCard() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <RecentBooking />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the dashboard Recent card', () => {
  it('shows the next trip with a link to it', async () => {
    fakeApi({ 'GET /api/account/my-bookings': { body: page([booking()]) } });
    renderCard();
    expect(await screen.findByRole('link', { name: 'View booking' })).toHaveAttribute(
      'href',
      '/account/booking/detail/301',
    );
  });

  it("says 'No upcoming tours found' only when the lists load empty", async () => {
    fakeApi({ 'GET /api/account/my-bookings': { body: page([]) } });
    renderCard();
    expect(await screen.findByText(MESSAGES.noUpcomingTours)).toBeInTheDocument();
  });

  it('says the bookings could not be loaded on a server error, and loads them on Try again', async () => {
    let failing = true;
    fakeApi({
      'GET /api/account/my-bookings': () =>
        failing ? { status: 500, body: { message: 'Server error' } } : { body: page([booking()]) },
    });
    const user = renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.couldNotLoadBookings);
    expect(screen.queryByText(MESSAGES.noUpcomingTours)).toBeNull();
    failing = false;
    await user.click(screen.getByRole('button', { name: MESSAGES.tryAgain }));
    expect(await screen.findByRole('link', { name: 'View booking' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
