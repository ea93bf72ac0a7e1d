import { LoginModalSlot } from '../features/auth/components/login-modal-slot.tsx';
import { Snackbar } from '../shared/components/notices.tsx';
import { lazy, Suspense } from 'react';
import { Header } from './header.tsx';
import * as layout from './layout.css.ts';

// The footer (support line, links, the inquiry and deals forms) is hydrated after the page, from
// its own chunk (ADR 091): it is in the server's HTML and its forms work as plain HTML until
// then, and what is typed into them stays (their fields are uncontrolled).
const Footer = lazy(() => import('./footer.tsx').then(({ Footer }) => ({ default: Footer })));

interface SiteFrameProps {
  /** The page's path: the header shows its search box on every page but home. */
  readonly pathname: string;
  /** The search's keyword (`key`), shown in the header's search box. */
  readonly searchKey: string;
  readonly children: React.ReactNode;
}

/** What every page draws around its own content: header, main, footer, the modal and snackbar. */
export function SiteFrame({ pathname, searchKey, children }: SiteFrameProps) {
  return (
    <>
      <a href="#main" className={layout.skipLink}>
        Skip to content
      </a>
      <Header showSearch={pathname !== '/'} searchKey={searchKey} />
      <main id="main" className={layout.main}>
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <LoginModalSlot />
      <Snackbar />
    </>
  );
}
