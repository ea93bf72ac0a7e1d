import type { Route } from './+types/account-bookings';
import { MyBookingsPage } from '../features/bookings/components/my-bookings-page.tsx';
import { SITE_NAME } from '../shared/lib/site.ts';
import { noStore } from '../shared/lib/no-store.ts';

export const headers = noStore;

export function meta(_: Route.MetaArgs) {
  return [{ title: `My Bookings | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function AccountBookings() {
  return <MyBookingsPage />;
}
