// The account area (spec §2 Account area): the side menu around each page. Rendered only in the
// browser, once the saved session is loaded; logged out → /login.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { Spinner } from '@trails/ui/spinner';
import { stillSignedInWith } from '@trails/domain/messages';
import { notify } from '../../../shared/components/notices.tsx';
import { useSession } from '../../../shared/session/session-store.ts';
import type { SignInMethod } from '../../../shared/session/session-store.ts';
import { useSessionHydration } from '../../../shared/session/use-session-hydration.ts';
import { logOut } from '../api/log-out.ts';
import * as styles from './account.css.ts';

const MENU = [
  { to: '/account', label: 'Dashboard', end: true },
  { to: '/account/bookings', label: 'My Bookings', end: false },
  { to: '/account/reviews', label: 'Reviews & Ratings', end: false },
  { to: '/account/deals', label: 'Deals & Discounts', end: false },
  { to: '/account/favorites', label: 'My Favorites', end: false },
  { to: '/account/settings', label: 'Settings', end: false },
] as const;

const PROVIDER_NAME: Record<Exclude<SignInMethod, 'password'>, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
};

/**
 * The spec signs the user out of the social provider too; a site cannot end someone's whole
 * Google/Facebook/X session (ADR 082), so Log Out says so instead.
 */
export function socialSignOutNote(method: SignInMethod | null): string | null {
  if (!method || method === 'password') return null;
  return stillSignedInWith(PROVIDER_NAME[method]);
}

export function AccountLayout({ children }: { readonly children: ReactNode }) {
  const hydrated = useSessionHydration();
  const loggedIn = useSession((state) => state.token !== null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A deliberate log-out goes home, not to /login.
  const loggingOut = useRef(false);

  useEffect(() => {
    if (hydrated && !loggedIn && !loggingOut.current) void navigate('/login', { replace: true });
  }, [hydrated, loggedIn, navigate]);

  async function logOutNow() {
    loggingOut.current = true;
    const { method } = useSession.getState();
    await logOut();
    useSession.getState().signOut();
    void navigate('/');
    queryClient.removeQueries({ queryKey: ['account'] });
    const note = socialSignOutNote(method);
    if (note) notify(note);
  }

  if (!hydrated || !loggedIn) {
    return (
      <div className={styles.shell} aria-busy="true">
        <Spinner label="Loading your account" />
      </div>
    );
  }
  return (
    <div className={styles.shell}>
      <nav aria-label="Account">
        <ul className={styles.menu}>
          {MENU.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={styles.menuLink}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" className={styles.menuLink} onClick={() => void logOutNow()}>
              Log Out
            </button>
          </li>
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
