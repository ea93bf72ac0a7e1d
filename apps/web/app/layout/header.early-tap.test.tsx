// A logged-in visitor's tap on the account icon before the page's effects have loaded the saved
// session (they run after the first paint). The effect is held back here, as on a slow phone then.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { saveSession } from '../../test/saved-session.ts';
import { useSession } from '../shared/session/session-store.ts';
import { Header } from './header.tsx';

vi.mock('../shared/session/use-session-hydration.ts', () => ({ useSessionHydration: () => false }));
// The browser's cart not loaded yet either: as before the scripts run, or without them.
vi.mock('../features/cart/hooks/use-cart-hydration.ts', () => ({ useCartHydration: () => false }));

it('sends a logged-in visitor who taps the account icon before the session is loaded to the account, not the login modal', async () => {
  saveSession('tok-saved');
  expect(useSession.persist.hasHydrated()).toBe(false);
  fakeApi({});
  const Stub = createRoutesStub([
    { path: '/search', Component: () => <Header showSearch={false} /> },
    { path: '/account', Component: () => <p>The account</p> },
  ]);
  render(<Stub initialEntries={['/search?key=kandy']} />);
  await userEvent.setup().click(screen.getByRole('link', { name: 'Log in' }));
  expect(await screen.findByText('The account')).toBeInTheDocument();
  expect(useSession.getState().loginPromptOpen).toBe(false);
});

it("counts the cart's cookie copy until the browser's cart is loaded (a plain post's item)", async () => {
  fakeApi({});
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ cartCount: 2 }),
      children: [{ path: 'search', Component: () => <Header showSearch={false} /> }],
      Component: () => <Outlet />,
    },
  ]);
  render(<Stub initialEntries={['/search']} />);
  expect(await screen.findByTestId('cart-count')).toHaveTextContent('2');
  expect(screen.getByRole('link', { name: /^Cart, 2 items/ })).toBeInTheDocument();
});
