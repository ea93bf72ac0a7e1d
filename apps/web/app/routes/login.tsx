import { data } from 'react-router';
import type { Route } from './+types/login';
import { config } from '../config.server.ts';
import { MESSAGES } from '@trails/domain/messages';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { SITE_NAME } from '../shared/lib/site.ts';
import { noStore } from '../shared/lib/no-store.ts';
import { LOGIN_EXPIRED_NOTICE } from '../shared/session/login-address.ts';
import { ScriptsNeeded, SentWithoutScripts } from '../shared/components/scripts-needed.tsx';
import { typedText } from '../shared/lib/typed-back.ts';
import * as ui from '../shared/styles/ui.css.ts';

/** What a page without scripts says: up front (a `<noscript>`), and when its form is sent. */
const SCRIPTS_NEEDED = 'Logging in needs JavaScript. Turn it on, then reload this page.';

/** What that answer says once the scripts run: the form went before they had loaded (ADR 309). */
const SENT_WHILE_LOADING =
  'The page was still loading, so you are not logged in yet. Log in again.';

/** What `/login?notice=password-set` says: the set-password page sent the traveller here. */
const PASSWORD_SET = 'Your password is set. Log in to manage your bookings.';

/**
 * What the login page says when it was opened from a link: a set password, an ended login, or
 * the sign-up mail's confirmation link (the API sends it here with `email_confirmed`; before, the
 * page said nothing either way, a tester's finding).
 */
function noticeOf(params: URLSearchParams): string | null {
  const notice = params.get('notice');
  if (notice === 'password-set') return PASSWORD_SET;
  if (notice === LOGIN_EXPIRED_NOTICE) return MESSAGES.loginExpired;
  const confirmed = params.get('email_confirmed');
  if (confirmed === '1') return MESSAGES.emailConfirmed;
  if (confirmed === '0') return MESSAGES.emailConfirmationInvalid;
  return null;
}

export function loader({ request }: Route.LoaderArgs) {
  // Where suppliers log in, for the notice after a social sign-in that found a supplier.
  return {
    supplierSiteUrl: config.supplierSiteUrl,
    notice: noticeOf(new URL(request.url).searchParams),
  };
}

/**
 * The login form sent without scripts: the captcha's proof-of-work and the session (ADR 081)
 * need them, so nobody is logged in; the page answers again, saying so (ADR 212), with the
 * email typed still in its field.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  return data({ notice: SCRIPTS_NEEDED, email: typedText(form, 'username') }, { status: 400 });
}

export const headers = noStore;

export function meta(_: Route.MetaArgs) {
  return [{ title: `Log in | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const notice = loaderData.notice;
  return (
    <>
      {actionData ? (
        <SentWithoutScripts sentence={actionData.notice} whileLoading={SENT_WHILE_LOADING} />
      ) : (
        <>
          {notice && (
            <p role="status" className={ui.container}>
              <strong>{notice}</strong>
            </p>
          )}
          <ScriptsNeeded sentence={SCRIPTS_NEEDED} />
        </>
      )}
      <LoginPage supplierSiteUrl={loaderData.supplierSiteUrl} typedEmail={actionData?.email} />
    </>
  );
}
