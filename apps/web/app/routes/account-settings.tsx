import type { Route } from './+types/account-settings';
import { SettingsPage } from '../features/account/components/settings-page.tsx';
import { SITE_NAME } from '../shared/lib/site.ts';
import { noStore } from '../shared/lib/no-store.ts';

export const headers = noStore;

export function meta(_: Route.MetaArgs) {
  return [{ title: `Settings | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function AccountSettings() {
  return <SettingsPage />;
}
