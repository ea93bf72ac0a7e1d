// `/payment/complete?order=REF` (spec §2 Other pages): where the payment page returns the
// traveller. Drawn on the server from the API's reconciled answer, so it works without scripts
// (ADR 097): paid or authorized → the thanks, the bookings and the cart cleared; still awaiting
// the provider → says so and checks again a few times; declined, cancelled or expired → back to
// checkout with the cart and the form intact. A paid order shows its e-tickets with plain links to
// the ticket file and the calendar file (ADR 170, 171), so saving them needs no script either.
import { useEffect } from 'react';
import { data, Link, redirect } from 'react-router';
import type { MetaDescriptor } from 'react-router';
import type { Route } from './+types/payment-complete';
import { BookingStatus } from '@trails/domain/booking-status';
import { formatLocalDate } from '@trails/domain/format';
import { MESSAGES } from '@trails/domain/messages';
import { Button } from '@trails/ui/button';
import { Table } from '@trails/ui/table';
import type { TableColumn } from '@trails/ui/table';
import { cartCookieAssignment, POSTED_COOKIE } from '../shared/lib/cart-cookie.ts';
import { useCartHydration } from '../features/cart/hooks/use-cart-hydration.ts';
import { useCart } from '../features/cart/stores/cart-store.ts';
import { getOrderTickets, orderTicketLinks } from '../features/bookings/api/get-order-tickets.ts';
import { ETicketCard } from '../features/bookings/components/e-ticket.tsx';
import * as bookingStyles from '../features/bookings/components/bookings.css.ts';
import { getOrderPayment } from '../features/checkout/api/get-order-payment.ts';
import type { OrderPayment } from '../features/checkout/api/get-order-payment.ts';
import { useCheckoutDraftHydration } from '../features/checkout/hooks/use-checkout-draft-hydration.ts';
import { useCheckoutDraft } from '../features/checkout/stores/checkout-draft.ts';
import { forgetTyped } from '../features/checkout/typed-for-return.server.ts';
import { visitorApi } from '../shared/api/server-api.server.ts';
import { usd } from '../shared/lib/money.ts';
import { noStore } from '../shared/lib/no-store.ts';
import { SITE_NAME } from '../shared/lib/site.ts';
import { useSession } from '../shared/session/session-store.ts';
import * as ui from '../shared/styles/ui.css.ts';

/** How often, and how far apart, the page asks again while the provider has not answered. */
const CHECKS = 5;
const CHECK_EVERY_S = 3;
const ORDER_REFERENCE = /^ord_[a-z2-7]{26}$/;

/** One booking of the order, as the contract answers it. */
type PaidBooking = OrderPayment['bookings'][number];

const BOOKING_COLUMNS: readonly TableColumn<PaidBooking>[] = [
  { key: 'booking_reference', header: 'Booking reference', nowrap: true },
  { key: 'title', header: 'Tour' },
  {
    key: 'start_date',
    header: 'Date',
    nowrap: true,
    cell: (booking) => formatLocalDate(booking.start_date),
  },
  { key: 'status', header: 'Status', cell: (booking) => bookingStatusText(booking.status) },
];

export const headers = noStore;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const order = url.searchParams.get('order') ?? '';
  const check = Math.max(1, Number(url.searchParams.get('check')) || 1);
  if (!ORDER_REFERENCE.test(order)) return data({ state: 'unknown' as const }, { status: 404 });
  const payment = await getOrderPayment(visitorApi(request), order).catch(() => null);
  if (payment === undefined) return data({ state: 'unknown' as const }, { status: 404 });
  if (payment === null) return data({ state: 'error' as const, order, check }, { status: 502 });
  switch (payment.status) {
    case 'paid':
    case 'authorized': {
      // The e-tickets are a convenience: the thanks stand without them if they cannot be read.
      const tickets = await getOrderTickets(visitorApi(request), order).catch(() => []);
      // Paid: what a plain post kept for the way back to checkout is not needed any more, nor
      // the cart's cookie copy: a browser without scripts would otherwise show the paid tours at
      // checkout again (with scripts the emptied cart empties it too, below).
      const headers = new Headers();
      headers.append('Set-Cookie', await forgetTyped());
      headers.append('Set-Cookie', cartCookieAssignment([]));
      headers.append('Set-Cookie', cartCookieAssignment([], POSTED_COOKIE));
      // `cartCleared`: the header's count, read from this request's cookie, shows 0 (ADR 095).
      return data(
        { state: 'done' as const, order, payment, tickets, cartCleared: true },
        { headers },
      );
    }
    case 'awaiting_payment':
      return { state: 'waiting' as const, order, check, again: check < CHECKS };
    case 'replaced':
      // Paid on the page of an attempt the traveller replaced (ADR 299): not back to checkout,
      // whose "try again" would ask them to pay a trip their newer booking holds.
      return { state: 'replaced' as const };
    default:
      // Nothing was charged: back to the cart and the form as they were, with a notice.
      throw redirect(`/checkout?order=${order}&payment=${payment.status}`);
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const tags: MetaDescriptor[] = [
    { title: `Payment | ${SITE_NAME}` },
    { name: 'robots', content: 'noindex' },
  ];
  // Asking again is a plain refresh of the page, so it needs no script.
  if (
    (loaderData?.state === 'waiting' && loaderData.again) ||
    (loaderData?.state === 'error' && loaderData.check < CHECKS)
  ) {
    const next = `/payment/complete?order=${loaderData.order}&check=${loaderData.check + 1}`;
    tags.push({ httpEquiv: 'refresh', content: `${CHECK_EVERY_S};url=${next}` });
  }
  return tags;
}

function bookingStatusText(status: number): string {
  if (status === BookingStatus.Confirmed) return 'Confirmed';
  if (status === BookingStatus.Pending) return 'Pending — the supplier confirms';
  return 'See your bookings';
}

/** Empties the cart and the checkout draft once they are loaded: the order is paid. */
function useClearCart(paid: boolean) {
  const cartLoaded = useCartHydration();
  const draftLoaded = useCheckoutDraftHydration();
  const clearCart = useCart((state) => state.clear);
  const clearDraft = useCheckoutDraft((state) => state.clear);
  useEffect(() => {
    if (paid && cartLoaded) clearCart();
  }, [paid, cartLoaded, clearCart]);
  useEffect(() => {
    if (paid && draftLoaded) clearDraft();
  }, [paid, draftLoaded, clearDraft]);
}

export default function PaymentComplete({ loaderData }: Route.ComponentProps) {
  useClearCart(loaderData.state === 'done');
  const loggedIn = useSession((state) => state.token !== null);
  if (loaderData.state === 'done') {
    const { payment, tickets, order } = loaderData;
    return (
      <div className={ui.page}>
        <h1>{MESSAGES.paymentComplete}</h1>
        {/* The kit's table: columns where there is room, a card per booking on a phone. */}
        <Table
          caption="Your bookings"
          hideCaption
          columns={BOOKING_COLUMNS}
          rows={payment.bookings}
          rowKey={(booking) => booking.booking_reference}
          empty="No bookings"
        />
        {/* The amount the checkout and the payment page named, so the three pages agree. */}
        <p>
          Total <strong>{usd(payment.amount)}</strong>
        </p>
        <p>
          We have e-mailed your confirmation. A tour that waits for its supplier is only held on
          your card, and charged once they confirm.
        </p>
        {!loggedIn && (
          // A guest's account has no password yet: "log in" alone sent them to a form they could
          // not fill.
          <p>
            If you booked as a guest, we have e-mailed you a link to set a password for your
            account. Then log in to manage your booking.
          </p>
        )}
        {tickets.length > 0 && (
          <section aria-labelledby="e-tickets" className={bookingStyles.section}>
            <h2 id="e-tickets">Your e-tickets</h2>
            <p>
              Save them to open offline, or add the pick-up to your calendar. Your guide scans the
              QR code at pick-up.
            </p>
            {tickets.map((ticket) => {
              const links = orderTicketLinks(order, ticket.booking_reference);
              return (
                <ETicketCard key={ticket.booking_reference} ticket={ticket}>
                  <Button asChild>
                    <a href={links.ticket} download>
                      Save e-ticket
                    </a>
                  </Button>
                  <Button asChild variant="secondary">
                    <a href={links.calendar} download>
                      Add to calendar (.ics)
                    </a>
                  </Button>
                </ETicketCard>
              );
            })}
          </section>
        )}
        <Button asChild>
          {loggedIn ? (
            <Link to="/account/bookings">My bookings</Link>
          ) : (
            <Link to="/login">Log in</Link>
          )}
        </Button>
      </div>
    );
  }
  if (loaderData.state === 'waiting' || loaderData.state === 'error') {
    const again = loaderData.state === 'waiting' ? loaderData.again : loaderData.check < CHECKS;
    return (
      <div className={ui.page}>
        <h1>Waiting for your payment</h1>
        <p role="status">
          {again
            ? 'We are waiting for the payment provider to confirm your payment. This page checks again in a few seconds.'
            : 'We have not heard from the payment provider yet. Please check your e-mail: your confirmation is sent as soon as the payment is confirmed.'}
        </p>
        {!again && (
          <p>
            <Link to={`/payment/complete?order=${loaderData.order}`}>Check again</Link>
          </p>
        )}
      </div>
    );
  }
  if (loaderData.state === 'replaced') {
    return (
      <div className={ui.page}>
        <h1>This payment was not used</h1>
        <p role="status">{MESSAGES.paymentOfReplacedAttempt}</p>
        <Button asChild>
          {loggedIn ? (
            <Link to="/account/bookings">My bookings</Link>
          ) : (
            <Link to="/">Back to Lanka Trails</Link>
          )}
        </Button>
      </div>
    );
  }
  return (
    <div className={ui.page}>
      <h1>We could not find this payment</h1>
      <p>
        Please check the link in your e-mail, or <Link to="/cart">go back to your cart</Link>.
      </p>
    </div>
  );
}
