import { Link } from 'react-router';
import { MESSAGES } from '@trails/domain/messages';
import { useCartHydration } from '../features/cart/hooks/use-cart-hydration.ts';
import { useCart } from '../features/cart/stores/cart-store.ts';
import { KeywordSearch } from '../features/search/components/keyword-search.tsx';
import { SITE_NAME } from '../shared/lib/site.ts';
import * as ui from '../shared/styles/ui.css.ts';
import * as styles from './layout.css.ts';

function CartLink() {
  const hydrated = useCartHydration();
  const count = useCart((state) => state.items.length);
  const shown = hydrated ? count : 0;
  // The visible count starts the name (WCAG 2.5.3); an empty cart says so.
  const label = `Cart, ${shown} ${shown === 1 ? 'item' : 'items'}${shown === 0 ? `: ${MESSAGES.cartEmpty}` : ''}`;
  return (
    <Link
      to="/cart"
      className={styles.iconLink}
      aria-label={label}
      title={shown === 0 ? MESSAGES.cartEmpty : undefined}
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
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.5 12h12l2-8H6.2" />
      </svg>
      <span className={styles.cartCount} data-testid="cart-count">
        {shown}
      </span>
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
            <KeywordSearch defaultKey={searchKey ?? ''} />
          </div>
        )}
        <nav aria-label="Site" className={styles.headerNav}>
          <Link to="/help" className={styles.navLink}>
            Help
          </Link>
          <Link to="/login" className={styles.iconLink} aria-label="Log in">
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
          <CartLink />
        </nav>
      </div>
    </header>
  );
}
