// The booking detail's address (spec §2 /account/booking/detail/{bid}): one that names no
// booking is a page that does not exist, said as such, not as a failure to load.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@trails/domain/messages';
import { useSession } from '../shared/session/session-store.ts';
import { fakeApi, profile } from '../../test/fake-api.ts';
import AccountBookingDetail from './account-booking-detail.tsx';

beforeEach(() => useSession.getState().signIn('tok-1', profile, 'password'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    // The route module's own view, with the params React Router passes it.
    { path: '/account/booking/detail/:bid', Component: AccountBookingDetail as never },
  ]);
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[path]} />
    </QueryClientProvider>,
  );
}

describe('/account/booking/detail/{bid}', () => {
  it.each(['abc', '0', '-3', '1.5'])(
    'says the page is not found for %s, which names no booking, and asks the API nothing',
    async (bid) => {
      const api = fakeApi({
        // What the API answers a path id that is no booking id: a 400, not "no such booking".
        'GET /api/account/my-bookings/show/0': { status: 400, body: { message: 'Bad id.' } },
      });
      renderAt(`/account/booking/detail/${bid}`);
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.notFound);
      expect(screen.queryByText(MESSAGES.couldNotLoadData)).toBeNull();
      expect(api.calls.filter((call) => call.path.startsWith('/api/account/'))).toEqual([]);
    },
  );
});
