import { data } from 'react-router';
import type { Route } from './+types/account-signup';
import { SignUpPage } from '../features/auth/components/sign-up-page.tsx';
import { ScriptsNeeded, SentWithoutScripts } from '../shared/components/scripts-needed.tsx';
import { SITE_NAME } from '../shared/lib/site.ts';
import { noStore } from '../shared/lib/no-store.ts';
import { typedText } from '../shared/lib/typed-back.ts';

/** What the page says without scripts: up front, and when its form is sent anyway. */
const SCRIPTS_NEEDED = 'Signing up needs JavaScript. Turn it on, then reload this page.';

/** What that answer says once the scripts run: the form went before they had loaded (ADR 309). */
const SENT_WHILE_LOADING =
  'The page was still loading, so your account is not made yet. Check the form and sign up again.';

/**
 * The sign-up form sent without scripts: its captcha's proof-of-work needs them, so no account
 * is made; the page answers again, saying so, with the names, email and offers choice typed
 * still in their fields (the passwords are not sent back). Posted, not the default GET, so the
 * password is kept out of the address bar, the history and the server's logs (as the login
 * form, ADR 212).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  return data(
    {
      notice: SCRIPTS_NEEDED,
      typed: {
        firstName: typedText(form, 'firstName'),
        lastName: typedText(form, 'lastName'),
        email: typedText(form, 'email'),
        offers: form.has('offers'),
      },
    },
    { status: 400 },
  );
}

export const headers = noStore;

export function meta(_: Route.MetaArgs) {
  return [{ title: `Sign up | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function AccountSignUp({ actionData }: Route.ComponentProps) {
  return (
    <>
      {actionData ? (
        <SentWithoutScripts sentence={actionData.notice} whileLoading={SENT_WHILE_LOADING} />
      ) : (
        <ScriptsNeeded sentence={SCRIPTS_NEEDED} />
      )}
      <SignUpPage typed={actionData?.typed} />
    </>
  );
}
