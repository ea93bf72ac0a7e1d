import type { Route } from './+types/account-deals';
import { DealsPage } from '../features/account/components/deals-page.tsx';
import { SITE_NAME } from '../shared/lib/site.ts';
import { noStore } from '../shared/lib/no-store.ts';

export const headers = noStore;

export function meta(_: Route.MetaArgs) {
  return [{ title: `Deals & Discounts | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function AccountDeals() {
  return <DealsPage />;
}
