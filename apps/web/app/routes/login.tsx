import type { Route } from './+types/login';
import { config } from '../config.server.ts';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { SITE_NAME } from '../shared/lib/site.ts';
import { noStore } from '../shared/lib/no-store.ts';
import * as ui from '../shared/styles/ui.css.ts';

/** What `/login?notice=password-set` says: the set-password page sent the traveller here. */
const PASSWORD_SET = 'Your password is set. Log in to manage your bookings.';

export function loader({ request }: Route.LoaderArgs) {
  const notice = new URL(request.url).searchParams.get('notice');
  // Where suppliers log in, for the notice after a social sign-in that found a supplier.
  return {
    supplierSiteUrl: config.supplierSiteUrl,
    notice: notice === 'password-set' ? PASSWORD_SET : null,
  };
}

export const headers = noStore;

export function meta(_: Route.MetaArgs) {
  return [{ title: `Log in | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function Login({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.notice && (
        <p role="status" className={ui.container}>
          <strong>{loaderData.notice}</strong>
        </p>
      )}
      <LoginPage supplierSiteUrl={loaderData.supplierSiteUrl} />
    </>
  );
}
