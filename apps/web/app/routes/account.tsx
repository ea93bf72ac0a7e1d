// The account area's layout route: client-rendered (the session lives in the browser), never
// cached, logged out → /login (ADR 082).
import { Outlet } from 'react-router';
import type { Route } from './+types/account';
import { AccountLayout } from '../features/account/components/account-layout.tsx';
import { SITE_NAME } from '../shared/lib/site.ts';
import { noStore } from '../shared/lib/no-store.ts';

export const headers = noStore;

export function meta(_: Route.MetaArgs) {
  return [{ title: `My account | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function Account() {
  return (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  );
}
