import { redirect } from 'react-router';
import type { Route } from './+types/account-settings';
import { logOutEverywhere } from '../features/account/api/log-out-everywhere.ts';
import { LogOutEverywhere } from '../features/account/components/log-out-everywhere.tsx';
import { SettingsPage } from '../features/account/components/settings-page.tsx';
import { visitorApi } from '../shared/api/server-api.server.ts';
import { SITE_NAME } from '../shared/lib/site.ts';
import { noStore } from '../shared/lib/no-store.ts';

export const headers = noStore;

export function meta(_: Route.MetaArgs) {
  return [{ title: `Settings | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * "Log out everywhere" posted as plain HTML (no scripts): the form carries the session's token,
 * so a cross-site page, which cannot read it, cannot end anyone's sessions (ADR 182).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get('token') ?? '');
  if (form.get('intent') === 'log-out-everywhere' && token) {
    await logOutEverywhere(visitorApi(request), token);
  }
  throw redirect('/login');
}

export default function AccountSettings() {
  return (
    <>
      <SettingsPage />
      <LogOutEverywhere />
    </>
  );
}
