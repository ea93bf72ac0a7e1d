// My Bookings (spec §2): the booking tables and detail come with the bookings issue. Until then
// the page says honestly what the API answers: the empty state, or the bookings' error.
import { MESSAGES } from '@trails/domain/messages';
import { formatUsd } from '@trails/domain/format';
import { centsFromDollars } from '@trails/domain/money';
import { useMyBookings } from '../api/list-my-bookings.ts';
import { useSignOutWhenUnauthorized } from '../hooks/use-account-errors.ts';
import { ListState } from './list-state.tsx';
import * as styles from './account.css.ts';

export function BookingsPage() {
  const bookings = useMyBookings();
  useSignOutWhenUnauthorized(bookings.error);
  return (
    <>
      <h1 className={styles.heading}>My Bookings</h1>
      {bookings.isError ? (
        <p className={styles.empty} role="alert">
          {MESSAGES.couldNotLoadBookings}
        </p>
      ) : (
        <ListState
          query={{ ...bookings, data: bookings.data?.data }}
          empty={MESSAGES.noUpcomingTours}
        >
          {(items) => (
            <ul className={styles.list}>
              {items.map((booking) => (
                <li key={booking.id} className={styles.listItem}>
                  <h2 className={styles.cardTitle}>
                    {booking.activity?.title ?? booking.booking_reference}
                  </h2>
                  <p className={styles.muted}>
                    {booking.booking_reference} · {booking.start_date} ·{' '}
                    {formatUsd(centsFromDollars(booking.booking_amount))}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </ListState>
      )}
    </>
  );
}
