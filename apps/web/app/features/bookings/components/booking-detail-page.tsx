// Booking detail (spec §2): image, title (the public page), tour type, product code, duration,
// pax, supplier and contact, pick-up, rate; the amendments table; the booking's details; the
// messaging history with its send box; the e-ticket and its calendar file (beyond spec, ADR 170,
// 171). Opening it clears the booking's alert (the API does).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Spinner } from '@trails/ui/spinner';
import { Table } from '@trails/ui/table';
import type { TableColumn } from '@trails/ui/table';
import { formatLocalDate, formatPax } from '@trails/domain/format';
import { MESSAGES } from '@trails/domain/messages';
import { durationLabel, isDurationUnit } from '@trails/domain/tour';
import { BookingStatus } from '@trails/domain/booking-status';
import { useMyBooking } from '../api/get-my-booking.ts';
import type { Booking } from '../api/get-my-booking.ts';
import { useAmendmentReturnNotice } from '../hooks/use-amendment-return-notice.ts';
import { isNotFound } from '../api/not-found.ts';
import { myBookingsHref } from '../my-bookings-address.ts';
import { BookingActions } from './booking-actions.tsx';
import { PayBalance, usd } from './amendment-forms.tsx';
import type { Amendment } from './amendment-forms.tsx';
import { BookingTicket } from './booking-ticket.tsx';
import { MessageThread } from './message-thread.tsx';
import { CorrectTravellers } from './correct-travellers.tsx';
import { NameTraveller } from './name-traveller.tsx';
import { StatusBadge } from './status-badge.tsx';
import * as styles from './bookings.css.ts';

const PAYMENT_STATE: Record<NonNullable<Booking['payment_status']>, string> = {
  awaiting_payment: 'Awaiting payment',
  authorized: 'Amount held on your card',
  captured: 'Paid',
  released: 'Hold released',
  refunded: 'Refunded',
  declined: 'Declined',
  expired: 'Expired',
};

const amendmentColumns: readonly TableColumn<Amendment>[] = [
  { key: 'date', header: 'Pick-up date', nowrap: true, cell: (a) => a.formatted_pickup_date },
  { key: 'location', header: 'Pick-up location', cell: (a) => a.pickup_info.location.name },
  {
    key: 'pax',
    header: 'Pax',
    nowrap: true,
    cell: (a) =>
      formatPax({ adults: a.num_adults, children: a.num_children, infants: a.num_infants }),
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    nowrap: true,
    cell: (a) => usd(a.ammend_amount),
  },
  {
    key: 'balance',
    header: 'Balance',
    align: 'end',
    nowrap: true,
    cell: (a) => balanceText(a),
  },
  { key: 'status', header: 'Status', cell: (a) => <StatusBadge status={a.status} /> },
  {
    key: 'pay',
    header: 'Payment',
    cell: (a) =>
      a.id !== undefined && a.status === 0 && a.balance_amount > 0 && !a.balance_paid ? (
        <PayBalance amendment={a} />
      ) : (
        ''
      ),
  },
];

/**
 * Where the payment stands, with what a cancellation gave back when the API recorded it (ADR
 * 295): "Refunded" alone left the traveller to guess how much. A booking cancelled before the
 * amount was kept says the state only, never an amount guessed from its price.
 */
function paymentText(booking: Booking): string {
  const state = PAYMENT_STATE[booking.payment_status!];
  const givenBack = booking.refunded_amount;
  if (givenBack === undefined || givenBack === null) return state;
  if (booking.payment_status === 'refunded') return `${state} ${usd(givenBack)}`;
  // A released hold charged nothing; a balance paid for an amendment was a charge, refunded.
  if (booking.payment_status === 'released' && givenBack > 0) {
    return `${state}; ${usd(givenBack)} refunded`;
  }
  return state;
}

/** Rejected, or withdrawn by a cancellation, or by the traveller: the change was never made. */
const NOT_APPLIED: ReadonlySet<number> = new Set([BookingStatus.Rejected, BookingStatus.Canceled]);

/**
 * What the traveller owes or is owed for an amendment. One that was not applied asks for nothing
 * and gives nothing back, but a balance paid for it comes back (ADR 220).
 */
function balanceText(a: Amendment): string {
  if (NOT_APPLIED.has(a.status)) {
    return a.balance_amount > 0 && a.balance_paid
      ? `${usd(a.balance_amount)} back to you`
      : 'Nothing due';
  }
  if (a.balance_amount < 0) {
    // A lower price goes back once approved (a refund, or part of a hold released); the API
    // marks it settled once given back (a tester read "to refund" after the approval).
    const back = usd(-a.balance_amount);
    if (a.status === BookingStatus.Pending) return `${back} to refund`;
    return a.balance_paid ? `${back} back to you` : `${back} on its way back to you`;
  }
  if (a.balance_amount > 0) return `${usd(a.balance_amount)} ${a.balance_paid ? 'paid' : 'to pay'}`;
  return usd(0);
}

function Fact({
  name,
  children,
}: {
  readonly name: React.ReactNode;
  readonly children: React.ReactNode;
}) {
  return (
    <>
      <dt className={styles.factName}>{name}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </>
  );
}

function pickupText(booking: Booking): string {
  const place = booking.pickup?.location_name ?? '';
  const time = booking.pickup?.pickup_time;
  return time ? `${place}, ${time} (Sri Lanka time)` : place;
}

export function BookingDetailPage({ bookingId }: { readonly bookingId: number }) {
  // An address whose id names no booking (`…/detail/abc`, the route's 0) is a page that does
  // not exist: said as such, without asking the API — its 400 for such an id would read
  // 'Could not load data', as if the booking were there and failed to come.
  if (!Number.isSafeInteger(bookingId) || bookingId < 1) {
    return (
      <p className={styles.notice} role="alert">
        {MESSAGES.notFound}
      </p>
    );
  }
  return <BookingDetail bookingId={bookingId} />;
}

function BookingDetail({ bookingId }: { readonly bookingId: number }) {
  const query = useMyBooking(bookingId);
  const returnNotice = useAmendmentReturnNotice(query.data?.ammendments);
  // The list's pages the traveller came from, if they came from it.
  const location = useLocation();
  const queryClient = useQueryClient();
  // The API cleared the alert when the booking was opened: My Bookings must not show it.
  useEffect(() => {
    if (query.isSuccess) void queryClient.invalidateQueries({ queryKey: ['account', 'bookings'] });
  }, [query.isSuccess, queryClient]);

  if (query.isPending) return <Spinner label="Loading" />;
  if (query.isError) {
    return (
      <p className={styles.notice} role="alert">
        {isNotFound(query.error) ? MESSAGES.notFound : MESSAGES.couldNotLoadData}
      </p>
    );
  }
  const booking = query.data;
  const activity = booking.activity;
  const supplier = activity?.user.supplier_profile;
  const duration =
    activity && isDurationUnit(activity.duration)
      ? durationLabel(activity.duration_value, activity.duration)
      : '';

  return (
    <>
      {returnNotice && (
        <p className={styles.notice} role={returnNotice.alert ? 'alert' : 'status'}>
          {returnNotice.text}
        </p>
      )}
      <p>
        <Link to={myBookingsHref(location.state)} className={styles.targetLink}>
          ← My Bookings
        </Link>
      </p>
      <h1 className={styles.heading}>
        {activity ? <Link to={activity.full_seo_url}>{activity.title}</Link> : 'Booking'}
      </h1>
      <div className={styles.summary}>
        {activity && (
          <img className={styles.cover} src={activity.cover_image} alt={activity.title} />
        )}
        <dl className={styles.facts}>
          <Fact name="Status">
            <StatusBadge status={booking.status} />
          </Fact>
          <Fact name="Booking reference">{booking.booking_reference}</Fact>
          {activity && <Fact name="Tour type">{activity.tour_type.type}</Fact>}
          {activity && <Fact name="Product code">{activity.tour_id}</Fact>}
          {duration && <Fact name="Duration">{duration}</Fact>}
          <Fact name="Start date">{formatLocalDate(booking.start_date)}</Fact>
          {/* May wrap after a slash: on one line it is too wide for a phone's name column. */}
          <Fact
            name={
              <>
                Pax (adults/
                <wbr />
                children/
                <wbr />
                infants)
              </>
            }
          >
            {formatPax({
              adults: booking.num_adults,
              children: booking.num_children,
              infants: booking.num_infants,
            })}
          </Fact>
          {supplier && (
            <Fact name="Supplier">
              {supplier.work_name}
              {supplier.work_mobile && (
                <>
                  {' · '}
                  <a href={`tel:${supplier.work_mobile.replaceAll(' ', '')}`}>
                    {supplier.work_mobile}
                  </a>
                </>
              )}
            </Fact>
          )}
          <Fact name="Pick-up location">{pickupText(booking)}</Fact>
          {booking.hotel_name && (
            <Fact name="Hotel">
              {booking.hotel_name}
              {booking.hotel_address ? `, ${booking.hotel_address}` : ''}
            </Fact>
          )}
          <Fact name="Rate">{usd(booking.booking_amount)}</Fact>
          {booking.payment_status && <Fact name="Payment">{paymentText(booking)}</Fact>}
        </dl>
      </div>

      {/* A ticket is for a trip still to come: Pending (valid once confirmed) or Confirmed. */}
      {(booking.status === BookingStatus.Pending || booking.status === BookingStatus.Confirmed) && (
        <BookingTicket bookingId={booking.id} />
      )}

      <BookingActions booking={booking} />

      <section aria-labelledby="booking-amendments" className={styles.section}>
        <h2 id="booking-amendments" className={styles.subheading}>
          Amendments
        </h2>
        <Table
          labelledBy="booking-amendments"
          columns={amendmentColumns}
          rows={booking.ammendments ?? []}
          rowKey={(a) => a.id ?? `${a.formatted_pickup_date}-${a.ammend_amount}`}
          empty="No amendments"
        />
      </section>

      <section aria-labelledby="booking-details" className={styles.panel}>
        <h2 id="booking-details" className={styles.subheading}>
          Booking details
        </h2>
        <dl className={styles.facts}>
          <Fact name="Contact">
            {booking.contact_firstname} {booking.contact_lastname}
          </Fact>
          {booking.contact_email && <Fact name="Email">{booking.contact_email}</Fact>}
          {booking.contact_phone && <Fact name="Phone">{booking.contact_phone}</Fact>}
          {(booking.travellers ?? []).map((traveller) => (
            <Fact
              key={traveller.id}
              name={traveller.lead_traveller ? 'Lead traveller' : 'Traveller'}
            >
              {traveller.firstname} {traveller.lastname}
            </Fact>
          ))}
          {booking.remarks && <Fact name="Remarks">{booking.remarks}</Fact>}
        </dl>
        <NameTraveller booking={booking} />
        <CorrectTravellers booking={booking} />
      </section>

      <MessageThread
        bookingId={booking.id}
        contactable={booking.contactable ?? false}
        supplierName={supplier?.work_name ?? ''}
      />
    </>
  );
}
