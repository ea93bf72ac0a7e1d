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
import { MESSAGES } from '@trails/domain/messages';
import type { Route } from './+types/root';
import { LoginModalSlot } from './features/auth/components/login-modal-slot.tsx';
import { Footer } from './layout/footer.tsx';
import { Header } from './layout/header.tsx';
import * as layout from './layout/layout.css.ts';
import { NotFound } from './layout/not-found.tsx';
import { Snackbar } from './shared/components/notices.tsx';
import { publicUrl } from './shared/api/server-api.server.ts';
import '@trails/ui/theme.css';
import './shared/styles/theme.css.ts';
import * as ui from './shared/styles/ui.css.ts';

export function loader() {
  return { publicUrl };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1F6B4F" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main" className={layout.skipLink}>
          Skip to content
        </a>
        <Header showSearch={pathname !== '/'} searchKey={params.get('key') ?? ''} />
        <main id="main" className={layout.main}>
          {children}
        </main>
        <Footer />
        <LoginModalSlot />
        <Snackbar />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <div className={ui.page}>
      <title>Something went wrong | Lanka Trails</title>
      <h1>{MESSAGES.couldNotLoadData}</h1>
      <p>Please try again in a moment.</p>
    </div>
  );
}
