// The mails of managing a booking after it was bought (issue 16): cancellation, cancellation
// request and its decision, refund, amendment request and its decision. Written to the outbox in
// the transaction of the change they report (ADR 045), to the traveller and to the supplier.
import { cancellationDeadline } from '@trails/domain/cancellation';
import { TOUR_TIME_ZONE } from '@trails/domain/constants';
import { formatLocalDate, formatParty, formatUsd } from '@trails/domain/format';
import { BOOKING_FACTS, BOOKING_MAILS } from '@trails/domain/messages';
import type { Database } from '../../db/client.ts';
import { enqueueMail } from '../mail/repository.ts';
import { escapeHtml } from '../mail/service.ts';
import type { BookingRow } from './repository.ts';

type Writer = Pick<Database, 'insert'>;

const colombo = new Intl.DateTimeFormat('en-GB', {
  timeZone: TOUR_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

/** An instant in Sri Lanka's time, as the product's mails write it. */
export function colomboDateTime(instant: Date): string {
  return `${colombo.format(instant)} (Sri Lanka time)`;
}

const FACTS = BOOKING_FACTS;

function facts(booking: BookingRow): [string, string][] {
  return [
    [FACTS.reference, booking.reference],
    [FACTS.tour, booking.title],
    [FACTS.date, formatLocalDate(booking.start_date)],
    [
      FACTS.pickup,
      `${booking.location_name ?? ''}${booking.pickup_time ? `, ${booking.pickup_time}` : ''}`,
    ],
    [FACTS.travellers, formatParty(booking)],
    [FACTS.amount, formatUsd(Number(booking.amount_cents))],
    [
      FACTS.freeCancellationUntil,
      colomboDateTime(cancellationDeadline(booking.start_date, booking.pickup_time)),
    ],
  ];
}

async function send(
  db: Writer,
  to: string,
  subject: string,
  booking: BookingRow,
  lines: string[],
): Promise<void> {
  const rows = facts(booking);
  const text = [...lines, '', ...rows.map(([k, v]) => `${k}: ${v}`)].join('\n');
  const html = `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<table>${rows
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table>`;
  await enqueueMail(db, {
    to,
    subject: BOOKING_MAILS.subject(subject, booking.reference, booking.title),
    text: `${text}\n`,
    html,
  });
}

/** A step of managing a booking, each with its mail's words in the catalogue. */
export type ManagementStep = keyof typeof BOOKING_MAILS.management;

/** Mails the traveller (and, where it concerns them, the supplier) about a step. */
export async function mailManagementStep(
  db: Writer,
  booking: BookingRow,
  step: ManagementStep,
  extra: string[] = [],
): Promise<void> {
  const words = BOOKING_MAILS.management[step];
  await send(db, booking.contact_email, words.traveller.subject, booking, [
    BOOKING_MAILS.hello(booking.contact_first_name),
    words.traveller.intro,
    ...extra,
  ]);
  if (words.supplier) {
    await send(db, booking.supplier_email, words.supplier.subject, booking, [
      BOOKING_MAILS.hello(booking.work_name ?? BOOKING_MAILS.partner),
      words.supplier.intro,
      ...extra,
    ]);
  }
}
