import type { Route } from './+types/account-bookings';
import { BookingsPage } from '../features/account/components/bookings-page.tsx';
import { SITE_NAME } from '../shared/lib/site.ts';
import { noStore } from '../shared/lib/no-store.ts';

export const headers = noStore;

export function meta(_: Route.MetaArgs) {
  return [{ title: `My Bookings | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function AccountBookings() {
  return <BookingsPage />;
}
