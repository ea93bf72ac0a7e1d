// Correcting a traveller's name, or taking it off the booking (ADR 305): a name mistyped at the
// checkout, or given to someone who no longer comes, would otherwise stay on the e-ticket the
// guide checks. One real form per named traveller, posted to the booking route's action; its two
// buttons say which change is meant (`intent`).
import { useFetcher } from 'react-router';
import { Button } from '@trails/ui/button';
import { BookingStatus } from '@trails/domain/booking-status';
import type { Booking } from '../api/get-my-booking.ts';
import type { BookingActionResult } from '../actions.ts';
import { useActionResult } from '../hooks/use-action-result.ts';
import { useOneSendAtATime } from '../hooks/use-one-send-at-a-time.ts';
import * as styles from './bookings.css.ts';
import { TravellerNameFields } from './traveller-name-fields.tsx';

type Traveller = NonNullable<Booking['travellers']>[number];

function TravellerForm({
  booking,
  traveller,
}: {
  readonly booking: Booking;
  readonly traveller: Traveller;
}) {
  const fetcher = useFetcher<BookingActionResult>({
    key: `booking-${booking.id}-traveller-${traveller.id}`,
  });
  useActionResult(fetcher.data, fetcher.state === 'idle', booking.id);
  const oneSendAtATime = useOneSendAtATime(fetcher);
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.errors ?? {}) : {};
  const who = traveller.lead_traveller ? 'Lead traveller' : 'Traveller';
  return (
    // The fields start from the name on the booking: a new name from the API renews them.
    <fetcher.Form
      key={`${traveller.firstname}\u0000${traveller.lastname}`}
      method="post"
      className={styles.form}
      onSubmit={oneSendAtATime}
      aria-label={`${who}: ${traveller.firstname} ${traveller.lastname}`}
    >
      <input type="hidden" name="traveller" value={traveller.id} />
      <TravellerNameFields errors={errors} name={traveller} />
      <div className={styles.actions}>
        <Button
          type="submit"
          name="intent"
          value="rename-traveller"
          variant="secondary"
          loading={fetcher.state !== 'idle'}
        >
          Save name
        </Button>
        {/* The lead traveller's entry carries the contact the supplier calls: it stays. */}
        {!traveller.lead_traveller && (
          <Button
            type="submit"
            name="intent"
            value="remove-traveller"
            variant="ghost"
            formNoValidate
            disabled={fetcher.state !== 'idle'}
          >
            Remove from booking
          </Button>
        )}
      </div>
    </fetcher.Form>
  );
}

export function CorrectTravellers({ booking }: { readonly booking: Booking }) {
  const travellers = booking.travellers ?? [];
  const open =
    booking.status === BookingStatus.Pending || booking.status === BookingStatus.Confirmed;
  if (!open || travellers.length === 0) return null;
  return (
    <details className={styles.panel}>
      <summary>Correct a traveller’s name</summary>
      <p className={styles.notice}>
        The names go on the e-ticket the guide checks. Removing a name does not change how many
        travellers are booked: to change that, request an amendment.
      </p>
      {travellers.map((traveller) => (
        <TravellerForm key={traveller.id} booking={booking} traveller={traveller} />
      ))}
    </details>
  );
}
