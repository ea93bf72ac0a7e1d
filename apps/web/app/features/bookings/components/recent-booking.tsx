// The dashboard's 'Recent' card (spec §2): the traveller's next trip, or when none is coming the
// latest one that took place — title, date, status and a link to the booking.
import { Link } from 'react-router';
import { Button } from '@trails/ui/button';
import { Spinner } from '@trails/ui/spinner';
import { formatLocalDate, formatPax } from '@trails/domain/format';
import { MESSAGES } from '@trails/domain/messages';
import { useMyBookings } from '../api/list-my-bookings.ts';
import { StatusBadge } from './status-badge.tsx';
import * as styles from './bookings.css.ts';

export function RecentBooking() {
  const upcoming = useMyBookings('upcoming', 1);
  const completed = useMyBookings('completed', 1);
  if (upcoming.isPending || completed.isPending) return <Spinner label="Loading" />;
  // Upcoming lists the soonest first; Completed the latest first.
  const next = upcoming.data?.data[0];
  // A failed list says nothing about whether trips exist: 'No upcoming tours found' would be a
  // guess. (A 401 never lands here: the account layout ends the session on it.)
  if (!next && (upcoming.isError || completed.isError)) {
    return (
      <div className={styles.loadError}>
        <p className={styles.notice} role="alert">
          {MESSAGES.couldNotLoadBookings}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            if (upcoming.isError) void upcoming.refetch();
            if (completed.isError) void completed.refetch();
          }}
        >
          {MESSAGES.tryAgain}
        </Button>
      </div>
    );
  }
  const booking = next ?? completed.data?.data[0];
  if (!booking) return <p>{MESSAGES.noUpcomingTours}</p>;
  return (
    <article className={styles.recent} aria-label="Recent booking">
      <h3>{booking.activity?.title ?? booking.booking_reference}</h3>
      <p>
        {formatLocalDate(booking.start_date)} ·{' '}
        {formatPax({
          adults: booking.num_adults,
          children: booking.num_children,
          infants: booking.num_infants,
        })}{' '}
        <StatusBadge status={booking.status} />
      </p>
      <Link to={`/account/booking/detail/${booking.id}`}>View booking</Link>
    </article>
  );
}
