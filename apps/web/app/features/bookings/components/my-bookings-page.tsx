// My Bookings (spec §2): Upcoming (status not 4 or 5) and Completed (4 or 5), each its own table
// paged 12 at a time (ADR 120). The page numbers live in the address (`?upcoming=2&completed=1`).
// A page past the last one is answered by the API with its last page, and the address follows,
// so the address, the pager and the rows say the same page. A booking's View link carries the
// list's address, so the booking page's way back returns to these pages.
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Icon } from '@trails/ui/icon';
import { Pagination } from '@trails/ui/pagination';
import { Spinner } from '@trails/ui/spinner';
import { Table } from '@trails/ui/table';
import type { TableColumn } from '@trails/ui/table';
import { formatLocalDate, formatPax, formatUsd, truncate } from '@trails/domain/format';
import { MESSAGES } from '@trails/domain/messages';
import { centsFromDollars } from '@trails/domain/money';
import { useMyBookings } from '../api/list-my-bookings.ts';
import type { BookingGroup, MyBookingsPage as Page } from '../api/list-my-bookings.ts';
import { fromMyBookings } from '../my-bookings-address.ts';
import { StatusBadge } from './status-badge.tsx';
import * as styles from './bookings.css.ts';

/** Spec §9: overviews in the bookings table are cut to 30 characters. */
const OVERVIEW_LENGTH = 30;

type Row = Page['data'][number];

function ViewLink({ booking }: { readonly booking: Row }) {
  const { search } = useLocation();
  return (
    <Link
      to={`/account/booking/detail/${booking.id}`}
      state={fromMyBookings(search)}
      aria-label={`View ${booking.activity?.title ?? booking.booking_reference}`}
      className={styles.targetLink}
    >
      View
    </Link>
  );
}

const columns: readonly TableColumn<Row>[] = [
  {
    key: 'title',
    header: 'Title',
    cell: (booking) => (
      <span className={styles.titleCell}>
        {booking.alert_client === 1 && (
          <Icon name="alert" size="sm" label="New update" className={styles.alert} />
        )}
        {booking.activity?.title ?? booking.booking_reference}
      </span>
    ),
  },
  {
    key: 'overview',
    header: 'Overview',
    cell: (booking) => truncate(booking.activity?.overview, OVERVIEW_LENGTH),
  },
  // Dates, amounts and pax read whole, however little room the titles leave them.
  {
    key: 'start',
    header: 'Start date',
    nowrap: true,
    cell: (booking) => formatLocalDate(booking.start_date),
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    nowrap: true,
    cell: (booking) => formatUsd(centsFromDollars(booking.booking_amount)),
  },
  {
    key: 'pax',
    header: 'Pax',
    nowrap: true,
    cell: (booking) => (
      <abbr title="adults/children/infants">
        {formatPax({
          adults: booking.num_adults,
          children: booking.num_children,
          infants: booking.num_infants,
        })}
      </abbr>
    ),
  },
  {
    key: 'supplier',
    header: 'Supplier',
    cell: (booking) => booking.activity?.user.supplier_profile.work_name ?? '',
  },
  { key: 'status', header: 'Status', cell: (booking) => <StatusBadge status={booking.status} /> },
  {
    key: 'view',
    header: 'View',
    cell: (booking) => <ViewLink booking={booking} />,
  },
];

function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function BookingTable({ group, caption }: { group: BookingGroup; caption: string }) {
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get(group));
  const bookings = useMyBookings(group, page);
  // The section's heading names the table too: a caption would say 'Upcoming' a second time.
  const headingId = `bookings-${group}`;

  // The page the API answered (a page past the end is answered with the last one); not the
  // previous page's rows kept on screen while the next one loads.
  const answeredPage = bookings.isPlaceholderData ? undefined : bookings.data?.current_page;
  const shownPage = params.get(group);
  useEffect(() => {
    if (answeredPage === undefined || shownPage === null || shownPage === String(answeredPage)) {
      return;
    }
    // Replaced, not a new history entry: Back does not return to the page that was never there.
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(group, String(answeredPage));
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
    // `params` too: the other table may set the address in the same moment, and its navigation
    // can replace this one's; the next render then sees the page still to be set and sets it.
  }, [answeredPage, shownPage, group, params, setParams]);

  let body;
  if (bookings.isPending) body = <Spinner label="Loading" />;
  else if (bookings.isError) {
    body = (
      <p className={styles.notice} role="alert">
        {MESSAGES.couldNotLoadBookings}
      </p>
    );
  } else {
    body = (
      <>
        <Table
          labelledBy={headingId}
          columns={columns}
          rows={bookings.data.data}
          rowKey={(booking) => booking.id}
          empty={MESSAGES.noUpcomingTours}
        />
        <Pagination
          page={bookings.data.current_page}
          pageCount={bookings.data.last_page}
          label={`${caption} pages`}
          onPageChange={(next) =>
            setParams(
              (current) => {
                const updated = new URLSearchParams(current);
                updated.set(group, String(next));
                return updated;
              },
              { preventScrollReset: true },
            )
          }
        />
      </>
    );
  }
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.subheading}>
        {caption}
      </h2>
      {body}
    </section>
  );
}

export function MyBookingsPage() {
  return (
    <>
      <h1 className={styles.heading}>My Bookings</h1>
      <BookingTable group="upcoming" caption="Upcoming" />
      <BookingTable group="completed" caption="Completed" />
    </>
  );
}
