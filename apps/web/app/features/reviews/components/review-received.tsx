// The review-by-link page once its review is in: just added, or the link opened again after it
// was used (ADR 221). Either way the traveller is thanked and pointed on, to the tour (where the
// review shows) and to their bookings, instead of a dead end.
import { Link } from 'react-router';

export function ReviewReceived({
  message,
  activityId,
}: {
  readonly message: string;
  /** The reviewed tour; 0 when unknown (then there is no link to it). */
  readonly activityId: number;
}) {
  return (
    <>
      <p role="status">
        <strong>{message}</strong>
      </p>
      {activityId > 0 && (
        <p>
          <Link to={`/activity/details/${activityId}`}>See your review on the tour</Link>
        </p>
      )}
      <p>
        <Link to="/account/bookings">My Bookings</Link>
      </p>
    </>
  );
}
