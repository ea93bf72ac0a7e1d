// Naming a traveller after the checkout (ADR 296). The checkout asks one entry per adult and
// child but takes an extra traveller's name as optional, and an approved amendment may add people
// to the party with no names at all; the e-ticket and the supplier's list then miss them. The
// traveller names them from the booking page, one at a time, up to the party's size. A name
// mistyped, or given to someone who no longer comes, is corrected or taken off (ADR 305): the
// guide checks the names on the ticket.
import { isAmendable } from '@trails/domain/booking-status';
import type { BookingStatus } from '@trails/domain/booking-status';
import { API_MESSAGES, fieldRefusals } from '@trails/domain/messages';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { HttpError, invalid, notFound } from '../../http/errors.ts';
import { lockOwnedBooking } from './repository.ts';

export type TravellerName = { firstname: string; lastname: string };

/** The name sent, trimmed; an empty part is refused at its field, before anything is read. */
function trimmedName(name: TravellerName): { firstName: string; lastName: string } {
  const firstName = name.firstname.trim();
  const lastName = name.lastname.trim();
  const errors: Record<string, string[]> = {};
  if (!firstName) errors.firstname = [fieldRefusals.required('firstname')];
  if (!lastName) errors.lastname = [fieldRefusals.required('lastname')];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { firstName, lastName };
}

type NamedRow = { id: number; first_name: string; last_name: string; lead_traveller: boolean };

/**
 * The caller's booking locked, with its named travellers, while its travellers may change
 * (Pending or Confirmed; `refusal` says why not). Another user's or an unknown booking is 404.
 */
async function lockedTravellers(
  tx: Database,
  userId: number,
  bookingId: number,
  refusal: string,
): Promise<{ party: number; named: NamedRow[] }> {
  // Under the booking's lock: two changes sent at once are taken one after the other.
  const booking = await lockOwnedBooking(tx, userId, bookingId);
  if (!booking) throw notFound();
  if (!isAmendable(Number(booking.status) as BookingStatus)) throw new HttpError(409, refusal);
  const named = await queryRows<NamedRow>(
    tx,
    sql`SELECT id, first_name, last_name, lead_traveller FROM booking_travellers
      WHERE booking_id = ${bookingId}`,
  );
  return { party: Number(booking.adults) + Number(booking.children), named };
}

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
  const { firstName, lastName } = trimmedName(name);
  await db.transaction(async (tx) => {
    const { party, named } = await lockedTravellers(
      tx,
      userId,
      bookingId,
      API_MESSAGES.onlyPendingOrConfirmedTravellersNamed,
    );
    if (named.some((t) => t.first_name === firstName && t.last_name === lastName)) return;
    // Infants ride along without a seat or a traveller's entry, as at the checkout.
    if (named.length >= party) throw new HttpError(409, API_MESSAGES.everyTravellerNamed);
    await tx.execute(
      sql`INSERT INTO booking_travellers (booking_id, first_name, last_name, lead_traveller)
        VALUES (${bookingId}, ${firstName}, ${lastName}, false)`,
    );
  });
}

/**
 * One named traveller of the caller's locked booking, looked up among that booking's own
 * entries (a traveller of another booking is 404 like an unknown one), with the others.
 */
async function lockedTraveller(
  tx: Database,
  userId: number,
  bookingId: number,
  travellerId: number,
): Promise<{ traveller: NamedRow; named: NamedRow[] }> {
  const { named } = await lockedTravellers(
    tx,
    userId,
    bookingId,
    API_MESSAGES.onlyPendingOrConfirmedTravellersChanged,
  );
  const traveller = named.find((t) => Number(t.id) === travellerId);
  if (!traveller) throw notFound();
  return { traveller, named };
}

/**
 * Corrects the name of one named traveller of the caller's Pending or Confirmed booking. The
 * same name again changes nothing; another traveller's name is refused (the ticket could not
 * tell the two apart, and naming takes a repeated name as a retry).
 */
export async function renameTraveller(
  db: Database,
  userId: number,
  bookingId: number,
  travellerId: number,
  name: TravellerName,
): Promise<void> {
  const { firstName, lastName } = trimmedName(name);
  await db.transaction(async (tx) => {
    const { traveller, named } = await lockedTraveller(tx, userId, bookingId, travellerId);
    const sameName = (t: NamedRow) => t.first_name === firstName && t.last_name === lastName;
    if (sameName(traveller)) return;
    if (named.some(sameName)) throw new HttpError(409, API_MESSAGES.travellerNameTaken);
    await tx.execute(
      sql`UPDATE booking_travellers SET first_name = ${firstName}, last_name = ${lastName}
        WHERE id = ${travellerId} AND booking_id = ${bookingId}`,
    );
  });
}

/**
 * Takes one named traveller off the caller's Pending or Confirmed booking. The party's size
 * stays (changing it is an amendment), and the lead traveller stays: their entry carries the
 * contact the supplier calls.
 */
export async function removeTraveller(
  db: Database,
  userId: number,
  bookingId: number,
  travellerId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { traveller } = await lockedTraveller(tx, userId, bookingId, travellerId);
    if (traveller.lead_traveller) throw new HttpError(409, API_MESSAGES.leadTravellerStays);
    await tx.execute(
      sql`DELETE FROM booking_travellers WHERE id = ${travellerId} AND booking_id = ${bookingId}`,
    );
  });
}
