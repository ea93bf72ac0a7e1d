// The account area (spec §2 Account area): the side menu around each page. Rendered only in the
// browser, once the saved session is loaded and the API has said its token still works (it may
// have been ended on another device); logged out, or any account call answered 401 → /login,
// and back here once logged in (ADR 297).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { Spinner } from '@trails/ui/spinner';
import { MESSAGES, stillSignedInWith } from '@trails/domain/messages';
import { notify } from '../../../shared/components/notices.tsx';
import { ScriptsNeeded } from '../../../shared/components/scripts-needed.tsx';
import { useSession } from '../../../shared/session/session-store.ts';
import type { SignInMethod } from '../../../shared/session/session-store.ts';
import { useSessionHydration } from '../../../shared/session/use-session-hydration.ts';
import { loginAddress } from '../../../shared/session/login-address.ts';
import { useCheckedProfile } from '../api/check-session.ts';
import { logOut } from '../api/log-out.ts';
import * as styles from './account.css.ts';

/** The session is held by the browser (ADR 081): without scripts the account can only say so. */
const ACCOUNT_NEEDS_SCRIPTS = 'Your account needs JavaScript. Turn it on, then reload this page.';

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
  const token = useSession((state) => state.token);
  const loggedIn = token !== null;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  // A deliberate log-out goes home, not to /login.
  const loggingOut = useRef(false);
  const checked = useCheckedProfile(hydrated ? token : null, pathname);
  // This page's own answer, not one cached for an earlier visit.
  const verified = checked.isSuccess && checked.isFetchedAfterMount;

  useEffect(() => {
    if (!hydrated || loggedIn || loggingOut.current) return;
    // The session ended elsewhere: nothing the area loaded stays in this tab.
    queryClient.removeQueries({ queryKey: ['account'] });
    void navigate(loginAddress(`${pathname}${search}`, useSession.getState().expired), {
      replace: true,
    });
  }, [hydrated, loggedIn, navigate, queryClient, pathname, search]);

  // The name or phone may have changed on another device.
  const { setProfile } = useSession.getState();
  useEffect(() => {
    if (verified) setProfile(checked.data);
  }, [verified, checked.data, setProfile]);

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

  if (!hydrated || !loggedIn || (!verified && !checked.isError)) {
    return (
      <div className={styles.shell} aria-busy="true">
        <Spinner label="Loading your account" />
        <ScriptsNeeded sentence={ACCOUNT_NEEDS_SCRIPTS} />
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
      <div className={styles.content}>
        {verified ? (
          children
        ) : (
          // The API could not be asked: the saved profile is not shown unchecked.
          <p className={styles.empty} role="alert">
            {MESSAGES.couldNotLoadData}
          </p>
        )}
      </div>
    </div>
  );
}
