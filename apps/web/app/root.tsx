import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useSearchParams,
} from 'react-router';
import type { Route } from './+types/root';
import { NotFound, notFoundMeta } from './layout/not-found.tsx';
import ServerError from './layout/server-error.tsx';
import { SiteFrame } from './layout/site-frame.tsx';
import { PageFavouritesProvider } from './shared/api/page-favourites.tsx';
import { QueryProvider } from './shared/api/query-provider.tsx';
import { publicUrl } from './shared/api/server-api.server.ts';
import { cartFromCookieHeader } from './shared/lib/cart-cookie.ts';
import { useNonce } from './shared/security/nonce.tsx';
import '@trails/ui/theme.css';
import './shared/styles/theme.css.ts';

export function loader({ request }: Route.LoaderArgs) {
  return {
    publicUrl,
    // The header's cart count before the browser's cart is loaded, and for good without scripts:
    // the cart's cookie copy, which a plain post writes too (ADR 259). Before, a traveller who
    // added a tour without scripts read "0" on every page.
    cartCount: cartFromCookieHeader(request.headers.get('Cookie')).length,
  };
}

/**
 * The site's address is the server's configuration: no action or navigation changes it, so it is
 * never asked again. Asked after every form's action, it was one more request that could fail: a
 * checkout sent just as the connection dropped answered its own error at the form, and then this
 * reload failed and the error page replaced the whole form.
 */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1F6B4F" />
        {/* The .ico for browsers and tools without SVG icons; the others take the SVG. */}
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        <QueryProvider>
          <PageFavouritesProvider>
            <SiteFrame pathname={pathname} searchKey={params.get('key') ?? ''}>
              {children}
            </SiteFrame>
          </PageFavouritesProvider>
        </QueryProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  return isRouteErrorResponse(error) && error.status === 404
    ? notFoundMeta
    : [{ title: 'Something went wrong | Lanka Trails' }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ServerError />;
}
