// `/account/set-password?token=…`: the mail a guest checkout sends lets the traveller give the
// new account a password. A real form posted to this route's action (works without scripts);
// success goes to `/login` with a notice, an unknown or used token says so plainly — before the
// form is drawn (ADR 310: a used link showed the form, and said so only after two passwords).
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/account-set-password';
import { MESSAGES } from '@trails/domain/messages';
import { isBlank } from '@trails/domain/validation/text';
import { Button } from '@trails/ui/button';
import { TextField } from '@trails/ui/text-field';
import { passwordLinkWorks, setPassword } from '../features/checkout/api/set-password.ts';
import { visitorApi } from '../shared/api/server-api.server.ts';
import { noStore } from '../shared/lib/no-store.ts';
import { SITE_NAME } from '../shared/lib/site.ts';
import * as ui from '../shared/styles/ui.css.ts';

/** The rule of registration (ADR 010); the message is ours (the spec names none). */
const MIN_PASSWORD_LENGTH = 8;
const PASSWORD_TOO_SHORT = `Use at least ${MIN_PASSWORD_LENGTH} characters`;
export const INVALID_TOKEN =
  'This link is not valid any more. It may have been used already or have expired: ask for a new password from the login page.';
/** Where `/login` says the password was set. */
export const PASSWORD_SET_NOTICE = 'password-set';

export const headers = noStore;

export function meta(_: Route.MetaArgs) {
  return [{ title: `Set your password | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const linkWorks = token !== '' && (await passwordLinkWorks(visitorApi(request), token));
  return { token, linkWorks };
}

type Field = 'password' | 'confirm_password';

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get('token') ?? '');
  const password = String(form.get('password') ?? '');
  const confirm = String(form.get('confirm_password') ?? '');
  const errors: Partial<Record<Field, string>> = {};
  if (isBlank(password)) errors.password = MESSAGES.required;
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = PASSWORD_TOO_SHORT;
  if (isBlank(confirm)) errors.confirm_password = MESSAGES.required;
  if (!isBlank(password) && !isBlank(confirm) && password !== confirm) {
    errors.password = MESSAGES.passwordsDoNotMatch;
    errors.confirm_password = MESSAGES.passwordsDoNotMatch;
  }
  if (Object.keys(errors).length > 0) return data({ errors, tokenInvalid: false }, { status: 400 });
  const answer = await setPassword(visitorApi(request), token, password);
  if (answer.ok) throw redirect(`/login?notice=${PASSWORD_SET_NOTICE}`);
  if (answer.field === 'token') {
    return data(
      { errors: {} as Partial<Record<Field, string>>, tokenInvalid: true },
      { status: 400 },
    );
  }
  return data(
    { errors: { password: answer.message } as Partial<Record<Field, string>>, tokenInvalid: false },
    { status: 400 },
  );
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  if (!loaderData.linkWorks || actionData?.tokenInvalid) {
    return (
      <div className={ui.page}>
        <h1>Set your password</h1>
        <p role="alert">{INVALID_TOKEN}</p>
        <p>
          <Link to="/login">Go to the login page</Link>
        </p>
      </div>
    );
  }
  const errors: Partial<Record<Field, string>> = actionData?.errors ?? {};
  return (
    <div className={ui.page}>
      <h1>Set your password</h1>
      <p>Choose a password for your Lanka Trails account to manage your bookings.</p>
      <Form method="post" className={ui.prose} aria-label="Set your password">
        <input type="hidden" name="token" value={loaderData.token} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          // Said before the first try, not only in the refusal (a tester's finding).
          hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
          error={errors.password}
        />
        <TextField
          label="Confirm password"
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm_password}
        />
        <p>
          <Button type="submit" loading={busy}>
            Set password
          </Button>
        </p>
      </Form>
    </div>
  );
}
