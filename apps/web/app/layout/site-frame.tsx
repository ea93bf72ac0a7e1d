import { LoginModalSlot } from '../features/auth/components/login-modal-slot.tsx';
import { Snackbar } from '../shared/components/notices.tsx';
import { deferredPart, useFirstHydrationDone } from '../shared/components/deferred-part.tsx';
import { HydratedApart } from '../shared/components/hydrated-apart.tsx';
import { Header } from './header.tsx';
import * as layout from './layout.css.ts';

// The footer (support line, links, the inquiry and deals forms) is hydrated from its own chunk
// when the visitor comes near it (ADR 091, 190): it is in the server's HTML and its forms work as
// plain HTML until then, and what is typed into them stays (their fields are uncontrolled).
const Footer = deferredPart(() =>
  import('./footer.tsx').then(({ Footer }) => ({ default: Footer })),
);

interface SiteFrameProps {
  /** The page's path: the header shows its search box on every page but home. */
  readonly pathname: string;
  /** The search's keyword (`key`), shown in the header's search box. */
  readonly searchKey: string;
  readonly children: React.ReactNode;
}

/** What every page draws around its own content: header, main, footer, the modal and snackbar. */
export function SiteFrame({ pathname, searchKey, children }: SiteFrameProps) {
  useFirstHydrationDone();
  return (
    <>
      <a href="#main" className={layout.skipLink}>
        Skip to content
      </a>
      <HydratedApart>
        <Header showSearch={pathname !== '/'} searchKey={searchKey} />
      </HydratedApart>
      <main id="main" className={layout.main}>
        {children}
      </main>
      <Footer />
      <LoginModalSlot />
      <Snackbar />
    </>
  );
}
