import { Link, useMatches, useNavigate, useRouteLoaderData } from 'react-router';
import { MESSAGES } from '@trails/domain/messages';
import { Icon } from '@trails/ui/icon';
import { useCartHydration } from '../features/cart/hooks/use-cart-hydration.ts';
import { useCart } from '../features/cart/stores/cart-store.ts';
import { preloadLoginModal } from '../features/auth/components/login-modal-slot.tsx';
import { KeywordSearch } from '../features/search/components/keyword-search.tsx';
import { SITE_NAME } from '../shared/lib/site.ts';
import { loadedSession, useSession } from '../shared/session/session-store.ts';
import { useSessionHydration } from '../shared/session/use-session-hydration.ts';
import * as ui from '../shared/styles/ui.css.ts';
import * as styles from './layout.css.ts';

function CartLink() {
  const hydrated = useCartHydration();
  const count = useCart((state) => state.items.length);
  // Until the browser's cart is loaded (for good, without scripts): the count the server read
  // from the cart's cookie copy, the same in the server's HTML and the first render.
  const copied = (useRouteLoaderData('root') as { cartCount?: number } | undefined)?.cartCount;
  // A page whose loader emptied the copy (the payment's thanks) says so: the count read from
  // this request's cookie is the cart before it was paid (a tester saw 1 without scripts).
  const cleared = useMatches().some(
    (match) => (match.loaderData as { cartCleared?: boolean } | undefined)?.cartCleared === true,
  );
  const shown = hydrated ? count : cleared ? 0 : (copied ?? 0);
  // The visible count starts the name (WCAG 2.5.3); an empty cart says so.
  const label = `Cart, ${shown} ${shown === 1 ? 'item' : 'items'}${shown === 0 ? `: ${MESSAGES.cartEmpty}` : ''}`;
  return (
    <Link
      to="/cart"
      className={styles.iconLink}
      aria-label={label}
      title={shown === 0 ? MESSAGES.cartEmpty : undefined}
    >
      <Icon name="cart" size="lg" />
      <span className={styles.cartCount} data-testid="cart-count">
        {shown}
      </span>
    </Link>
  );
}

/**
 * The account icon (spec §2 Header): to /account when logged in; logged out it opens the login
 * modal (a plain link to /login without JavaScript or with a modifier key).
 */
function AccountLink() {
  const hydrated = useSessionHydration();
  const loggedIn = useSession((state) => state.token !== null) && hydrated;
  const openLoginPrompt = useSession((state) => state.openLoginPrompt);
  const navigate = useNavigate();
  return (
    <Link
      to={loggedIn ? '/account' : '/login'}
      className={styles.iconLink}
      aria-label={loggedIn ? 'My account' : 'Log in'}
      onPointerEnter={loggedIn ? undefined : preloadLoginModal}
      onFocus={loggedIn ? undefined : preloadLoginModal}
      onClick={(event) => {
        if (loggedIn || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
          return;
        }
        event.preventDefault();
        // Tapped before the page loaded the saved session: a logged-in visitor goes to the account.
        if (loadedSession().token) void navigate('/account');
        else openLoginPrompt();
      }}
    >
      <svg
        aria-hidden="true"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
      </svg>
    </Link>
  );
}

/** Logo, search box (not on home), help, account and the cart badge. */
export function Header({
  showSearch,
  searchKey,
}: {
  readonly showSearch: boolean;
  readonly searchKey?: string;
}) {
  return (
    <header className={styles.header}>
      <div className={`${ui.container} ${styles.headerInner}`}>
        <Link to="/" className={styles.logo} aria-label={`${SITE_NAME} home`}>
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24" fill="currentColor">
            <path d="M3 20 10 6l4 7 2-3 5 10z" />
          </svg>
          <span>{SITE_NAME}</span>
        </Link>
        {showSearch && (
          <div className={styles.headerSearch}>
            <KeywordSearch key={searchKey ?? ''} defaultKey={searchKey ?? ''} />
          </div>
        )}
        <nav aria-label="Site" className={styles.headerNav}>
          <Link to="/help" className={styles.navLink}>
            Help
          </Link>
          <AccountLink />
          <CartLink />
        </nav>
      </div>
    </header>
  );
}
