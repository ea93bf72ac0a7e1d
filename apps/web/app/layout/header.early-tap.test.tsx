// A logged-in visitor's tap on the account icon before the page's effects have loaded the saved
// session (they run after the first paint). The effect is held back here, as on a slow phone then.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { saveSession } from '../../test/saved-session.ts';
import { useSession } from '../shared/session/session-store.ts';
import { Header } from './header.tsx';

vi.mock('../shared/session/use-session-hydration.ts', () => ({ useSessionHydration: () => false }));

it('sends a logged-in visitor who taps the account icon before the session is loaded to the account, not the login modal', async () => {
  saveSession('tok-saved');
  expect(useSession.persist.hasHydrated()).toBe(false);
  fakeApi({});
  render(
    <MemoryRouter initialEntries={['/search?key=kandy']}>
      <Routes>
        <Route path="/search" element={<Header showSearch={false} />} />
        <Route path="/account" element={<p>The account</p>} />
      </Routes>
    </MemoryRouter>,
  );
  await userEvent.setup().click(screen.getByRole('link', { name: 'Log in' }));
  expect(await screen.findByText('The account')).toBeInTheDocument();
  expect(useSession.getState().loginPromptOpen).toBe(false);
});
