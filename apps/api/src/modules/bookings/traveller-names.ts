// Naming a traveller after the checkout (ADR 296). The checkout asks one entry per adult and
// child but takes an extra traveller's name as optional, and an approved amendment may add people
// to the party with no names at all; the e-ticket and the supplier's list then miss them. The
// traveller names them from the booking page, one at a time, up to the party's size.
import { isAmendable } from '@trails/domain/booking-status';
import type { BookingStatus } from '@trails/domain/booking-status';
import { API_MESSAGES, fieldRefusals } from '@trails/domain/messages';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { HttpError, invalid, notFound } from '../../http/errors.ts';
import { lockOwnedBooking } from './repository.ts';

export type TravellerName = { firstname: string; lastname: string };

/**
 * Adds one named traveller to the caller's Pending or Confirmed booking while fewer are named
 * than its adults and children. The same name again adds nothing: a retry is answered as done.
 */
export async function nameTraveller(
  db: Database,
  userId: number,
  bookingId: number,
  name: TravellerName,
): Promise<void> {
  const firstName = name.firstname.trim();
  const lastName = name.lastname.trim();
  const errors: Record<string, string[]> = {};
  if (!firstName) errors.firstname = [fieldRefusals.required('firstname')];
  if (!lastName) errors.lastname = [fieldRefusals.required('lastname')];
  if (Object.keys(errors).length > 0) throw invalid(errors);

  await db.transaction(async (tx) => {
    // Under the booking's lock: two names sent at once cannot both take the last place.
    const booking = await lockOwnedBooking(tx, userId, bookingId);
    if (!booking) throw notFound();
    if (!isAmendable(Number(booking.status) as BookingStatus)) {
      throw new HttpError(409, API_MESSAGES.onlyPendingOrConfirmedTravellersNamed);
    }
    const named = await queryRows<{ first_name: string; last_name: string }>(
      tx,
      sql`SELECT first_name, last_name FROM booking_travellers WHERE booking_id = ${bookingId}`,
    );
    if (named.some((t) => t.first_name === firstName && t.last_name === lastName)) return;
    // Infants ride along without a seat or a traveller's entry, as at the checkout.
    if (named.length >= Number(booking.adults) + Number(booking.children)) {
      throw new HttpError(409, API_MESSAGES.everyTravellerNamed);
    }
    await tx.execute(
      sql`INSERT INTO booking_travellers (booking_id, first_name, last_name, lead_traveller)
        VALUES (${bookingId}, ${firstName}, ${lastName}, false)`,
    );
  });
}
