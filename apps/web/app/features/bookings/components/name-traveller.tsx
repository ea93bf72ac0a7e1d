// Naming a traveller who has no name on the booking yet (ADR 296): one the checkout left
// unnamed (its extra travellers' names are optional), or one an approved amendment added to the
// party. A real form posted to the booking route's action, like the page's other forms.
import { useFetcher } from 'react-router';
import { Button } from '@trails/ui/button';
import { BookingStatus } from '@trails/domain/booking-status';
import type { Booking } from '../api/get-my-booking.ts';
import type { BookingActionResult } from '../actions.ts';
import { useActionResult } from '../hooks/use-action-result.ts';
import { useOneSendAtATime } from '../hooks/use-one-send-at-a-time.ts';
import * as styles from './bookings.css.ts';
import { TravellerNameFields } from './traveller-name-fields.tsx';

/** How many of the booking's adults and children have no name yet (infants ride along). */
export function unnamedTravellers(booking: Booking): number {
  const party = booking.num_adults + booking.num_children;
  return Math.max(0, party - (booking.travellers?.length ?? 0));
}

export function NameTraveller({ booking }: { readonly booking: Booking }) {
  const fetcher = useFetcher<BookingActionResult>({ key: `booking-${booking.id}-traveller` });
  useActionResult(fetcher.data, fetcher.state === 'idle', booking.id);
  const oneSendAtATime = useOneSendAtATime(fetcher);
  const unnamed = unnamedTravellers(booking);
  const open =
    booking.status === BookingStatus.Pending || booking.status === BookingStatus.Confirmed;
  if (!open || unnamed === 0) return null;
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.errors ?? {}) : {};
  return (
    <details className={styles.panel}>
      <summary>Name a traveller</summary>
      <p className={styles.notice}>
        {unnamed === 1
          ? 'One traveller of this booking has no name yet.'
          : `${unnamed} travellers of this booking have no name yet.`}{' '}
        Their names go on the e-ticket the guide checks.
      </p>
      {/* A sent name empties the form (its key changes with the travellers named). */}
      <fetcher.Form
        key={booking.travellers?.length ?? 0}
        method="post"
        className={styles.form}
        onSubmit={oneSendAtATime}
      >
        <input type="hidden" name="intent" value="name-traveller" />
        <TravellerNameFields errors={errors} />
        <div>
          <Button type="submit" loading={fetcher.state !== 'idle'}>
            Add traveller
          </Button>
        </div>
      </fetcher.Form>
    </details>
  );
}
