// /account/booking/detail/{bid} (spec §2): inside the account layout (client-rendered, never
// cached, ADR 082, 123). Its forms post to this route's action, which sends them with the
// browser's session.
import type { Route } from './+types/account-booking-detail';
import { bookingDetailAction } from '../features/bookings/actions.ts';
import { BookingDetailPage } from '../features/bookings/components/booking-detail-page.tsx';
import { SITE_NAME } from '../shared/lib/site.ts';
import { noStore } from '../shared/lib/no-store.ts';

export const headers = noStore;

export function meta(_: Route.MetaArgs) {
  return [{ title: `Booking detail | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

function bookingIdOf(bid: string | undefined): number {
  const id = Number(bid);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  return bookingDetailAction(bookingIdOf(params.bid), await request.formData());
}

export default function AccountBookingDetail({ params }: Route.ComponentProps) {
  return <BookingDetailPage key={params.bid} bookingId={bookingIdOf(params.bid)} />;
}
