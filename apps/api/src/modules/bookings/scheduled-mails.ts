// The mails the scheduled jobs send (ADR 151): the traveller's reminder the day before the tour,
// and the supplier's reminder of a booking still waiting for a decision. In the words and layout
// of the booking's other mails (mails.ts), written to the outbox in the transaction that records
// the notice, so each goes out once.
import { cancellationDeadline, tourStart } from '@trails/domain/cancellation';
import { BOOKING_FACTS, BOOKING_MAILS } from '@trails/domain/messages';
import type { Database } from '../../db/client.ts';
import { bookingNotices } from '../../db/schema.ts';
import { enqueueMail } from '../mail/repository.ts';
import {
  bookingPageLink,
  colomboDateTime,
  dateTimeIn,
  details,
  loadRows,
  render,
} from './mails.ts';
import type { BookingMailRow } from './mails.ts';

type Writer = Pick<Database, 'execute' | 'insert'>;

/**
 * An instant in Sri Lanka's time and in UTC. The traveller's own zone is not known to the
 * product (no profile field, no browser at send time); UTC lets them convert it.
 */
export function bothTimes(instant: Date): string {
  return `${colomboDateTime(instant)} — ${dateTimeIn(instant, 'UTC')} UTC`;
}

/** Records a notice; false when it was recorded before (the mail then is not written again). */
export async function recordNotice(
  db: Pick<Database, 'insert'>,
  bookingId: number,
  notice: string,
): Promise<boolean> {
  const inserted = await db
    .insert(bookingNotices)
    .values({ bookingId, notice })
    .onConflictDoNothing()
    .returning({ bookingId: bookingNotices.bookingId });
  return inserted.length > 0;
}

/** The notice of the supplier's reminder: once per booking (a booking has one hold). */
export const HOLD_REMINDER_NOTICE = 'hold-reminder';

/** The notice of a traveller's reminder: one per booking and start date (an amendment moves it). */
export function reminderNotice(startDate: string): string {
  return `reminder:${startDate}`;
}

const FACTS = BOOKING_FACTS;

function reminderRows(row: BookingMailRow, now: Date): [string, string][] {
  const pickupTime = row.pickup_time?.slice(0, 5) ?? null;
  const deadline = cancellationDeadline(row.start_date, pickupTime);
  const start: [string, string] = [
    FACTS.pickupTime,
    pickupTime
      ? bothTimes(tourStart(row.start_date, pickupTime))
      : BOOKING_MAILS.tourReminder.pickupTimeUnknown,
  ];
  const free: [string, string] =
    now.getTime() <= deadline.getTime()
      ? [FACTS.freeCancellationUntil, bothTimes(deadline)]
      : [
          FACTS.freeCancellationEnded,
          BOOKING_MAILS.tourReminder.cancellationIsRequest(bothTimes(deadline)),
        ];
  return [
    ...details(row).flatMap(([k, v]): [string, string][] => {
      if (k === FACTS.freeCancellationUntil) return [];
      if (k === FACTS.pickup) return [start, [FACTS.pickupPlace, v]];
      return [[k, v]];
    }),
    free,
  ];
}

/**
 * The traveller's reminder, the day before the tour: when and where they are picked up, and the
 * free-cancellation deadline. Answers false (and writes nothing) when it was sent before.
 */
export async function mailTourReminder(
  db: Writer,
  bookingId: number,
  now: Date,
  publicUrl: string,
): Promise<boolean> {
  const [row] = await loadRows(db, [bookingId]);
  if (!row) return false;
  if (!(await recordNotice(db, bookingId, reminderNotice(row.start_date)))) return false;
  const words = BOOKING_MAILS.tourReminder;
  const mail = render(
    [BOOKING_MAILS.hello(row.contact_first_name), words.intro],
    reminderRows(row, now),
    [words.outro],
    bookingPageLink(publicUrl, bookingId),
  );
  await enqueueMail(db, {
    to: row.contact_email,
    subject: BOOKING_MAILS.subject(words.subject, row.reference, row.title),
    ...mail,
  });
  return true;
}

/**
 * The supplier's reminder of a booking still waiting for a decision, once per hold. Answers false
 * (and writes nothing) when it was sent before.
 */
export async function mailSupplierHoldReminder(
  db: Writer,
  bookingId: number,
  releaseAt: Date,
): Promise<boolean> {
  const [row] = await loadRows(db, [bookingId]);
  if (!row) return false;
  if (!(await recordNotice(db, bookingId, HOLD_REMINDER_NOTICE))) return false;
  const words = BOOKING_MAILS.holdReminder;
  const mail = render(
    [
      BOOKING_MAILS.hello(row.supplier_name ?? BOOKING_MAILS.partner),
      words.intro,
      words.releaseAt(bothTimes(releaseAt)),
    ],
    [...details(row), [FACTS.contact, `${row.contact_first_name} <${row.contact_email}>`]],
    [],
  );
  await enqueueMail(db, {
    to: row.supplier_email,
    subject: BOOKING_MAILS.subject(words.subject, row.reference, row.title),
    ...mail,
  });
  return true;
}
