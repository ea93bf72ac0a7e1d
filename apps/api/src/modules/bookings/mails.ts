// The mails of a booking's payment steps, to the traveller and to the supplier. They are written
// to the outbox in the transaction of the step they report (ADR 045). Dates are Asia/Colombo:
// the tour date as it is, the free-cancellation deadline as a local date and time.
import { cancellationDeadline, tourStart } from '@trails/domain/cancellation';
import { formatLocalDate, formatParty, formatUsd } from '@trails/domain/format';
import { TOUR_TIME_ZONE } from '@trails/domain/constants';
import { BOOKING_FACTS, BOOKING_MAILS } from '@trails/domain/messages';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { escapeHtml } from '../mail/service.ts';
import { enqueueMail } from '../mail/repository.ts';
import { holdDeadlines } from './hold-deadlines.ts';

/** `lapsed`: released by the hold guard because the supplier did not decide in time. */
export type BookingStep = 'confirmed' | 'pending' | 'rejected' | 'lapsed';

export type BookingMailRow = {
  id: number;
  reference: string;
  title: string;
  start_date: string;
  pickup_type: string;
  hotel_name: string | null;
  hotel_address: string | null;
  flight_number: string | null;
  flight_time: string | null;
  pickup_other: string | null;
  location_name: string | null;
  pickup_time: string | null;
  adults: number;
  children: number;
  infants: number;
  amount_cents: number;
  contact_first_name: string;
  contact_last_name: string;
  contact_email: string;
  /** The account the booking belongs to (the order's contact), when it has one. */
  owner_email: string | null;
  owner_first_name: string | null;
  supplier_email: string;
  supplier_name: string | null;
  capture_before: Date | string | null;
  travellers: string | null;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An instant as `dd/MM/yyyy HH:mm` in a time zone (`Asia/Colombo`, `UTC`). */
export function dateTimeIn(instant: Date, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    });
    formatters.set(timeZone, format);
  }
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of format.formatToParts(instant)) p[part.type] = part.value;
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** An instant as `dd/MM/yyyy HH:mm` Sri Lanka time. */
export function colomboDateTime(instant: Date): string {
  return `${dateTimeIn(instant, TOUR_TIME_ZONE)} (Sri Lanka time)`;
}

function pickupOf(row: BookingMailRow): string {
  const from = row.location_name
    ? ` (${row.location_name}${row.pickup_time ? `, ${row.pickup_time.slice(0, 5)}` : ''})`
    : '';
  if (row.pickup_type === 'airport') {
    return `Airport: flight ${row.flight_number ?? ''} at ${row.flight_time ?? ''}${from}`;
  }
  if (row.pickup_type === 'other') return `${row.pickup_other ?? 'Other'}${from}`;
  return `Hotel: ${row.hotel_name ?? ''}, ${row.hotel_address ?? ''}${from}`;
}

function partyOf(row: BookingMailRow): string {
  return `${formatParty(row)}${row.travellers ? ` — ${row.travellers}` : ''}`;
}

const FACTS = BOOKING_FACTS;

export function details(row: BookingMailRow): [string, string][] {
  const deadline = cancellationDeadline(row.start_date, row.pickup_time?.slice(0, 5) ?? null);
  return [
    [FACTS.reference, row.reference],
    [FACTS.tour, row.title],
    [FACTS.date, formatLocalDate(row.start_date)],
    [FACTS.pickup, pickupOf(row)],
    [FACTS.travellers, partyOf(row)],
    [FACTS.amount, formatUsd(Number(row.amount_cents))],
    [FACTS.freeCancellationUntil, colomboDateTime(deadline)],
  ];
}

/** A link at the end of a mail: the plain text shows its address, the HTML mail a link. */
export type MailLink = { href: string; label: string };

export function render(
  intro: string[],
  rows: [string, string][],
  outro: string[],
  link?: MailLink,
) {
  const text = [
    ...intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...outro,
    ...(link ? [link.href] : []),
  ].join('\n');
  const html = `${intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<table>${rows
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table>${outro.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${
    link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''
  }`;
  return { text, html };
}

/**
 * The booking's page on the site, where a traveller's mail that says "log in to manage your
 * booking" sends them (the account area asks a logged-out visitor to log in, then comes back).
 */
export function bookingPageLink(publicUrl: string, bookingId: number): MailLink {
  return {
    href: `${publicUrl}/account/booking/detail/${bookingId}`,
    label: BOOKING_MAILS.seeBooking,
  };
}

export async function loadRows(db: Pick<Database, 'execute'>, bookingIds: number[]) {
  if (bookingIds.length === 0) return [];
  return queryRows<BookingMailRow>(
    db,
    sql`SELECT b.id, b.reference, t.title, b.start_date::text AS start_date, b.pickup_type, b.hotel_name,
      b.hotel_address, b.flight_number, b.flight_time, b.pickup_other, l.name AS location_name,
      pl.pickup_time::text AS pickup_time, b.adults, b.children, b.infants, b.amount_cents,
      b.contact_first_name, b.contact_last_name, b.contact_email, ou.email AS owner_email,
      ou.first_name AS owner_first_name, su.email AS supplier_email,
      sp.work_name AS supplier_name, p.capture_before,
      (SELECT string_agg(bt.first_name || ' ' || bt.last_name, ', ' ORDER BY bt.id)
        FROM booking_travellers bt WHERE bt.booking_id = b.id) AS travellers
    FROM bookings b
    JOIN tours t ON t.id = b.tour_id
    JOIN users su ON su.id = t.supplier_user_id
    LEFT JOIN users ou ON ou.id = b.user_id
    LEFT JOIN supplier_profiles sp ON sp.user_id = su.id
    LEFT JOIN locations l ON l.id = b.location_id
    LEFT JOIN tour_pickup_locations pl ON pl.tour_id = b.tour_id AND pl.location_id = b.location_id
    LEFT JOIN payments p ON p.order_id = b.order_id
    WHERE b.id IN (${sql.join(
      bookingIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    ORDER BY b.id`,
  );
}

/** The account that booked it, when the booking's lead traveller has another address. */
function bookedBySomeoneElse(row: BookingMailRow): { email: string; name: string } | null {
  if (!row.owner_email) return null;
  if (row.owner_email.toLowerCase() === row.contact_email.toLowerCase()) return null;
  return { email: row.owner_email, name: row.owner_first_name || row.owner_email };
}

/**
 * Mails the traveller and the supplier about a step of each booking (inside the step's tx). A
 * booking that goes on (confirmed, waiting for the supplier) links its page in the traveller's
 * mail; one that ended sends them to look for another tour.
 */
export async function mailBookingStep(
  db: Pick<Database, 'execute' | 'insert'>,
  bookingIds: number[],
  step: BookingStep,
  publicUrl: string,
): Promise<void> {
  for (const row of await loadRows(db, bookingIds)) {
    const rows = details(row);
    const traveller = BOOKING_MAILS.traveller[step];
    const goesOn = step === 'confirmed' || step === 'pending';
    const link = goesOn
      ? bookingPageLink(publicUrl, Number(row.id))
      : { href: publicUrl, label: BOOKING_MAILS.findAnotherTour };
    const subject = BOOKING_MAILS.subject(traveller.subject, row.reference, row.title);
    // A cart's second tour may be for someone else: its lead traveller's address is not the
    // account's that booked it. They cannot log in to that account, so their mail says who
    // manages the booking, and the booker is mailed too (a tester's finding: the second lead
    // was told to log in to an account they did not have, and the booker heard nothing).
    const booker = bookedBySomeoneElse(row);
    if (booker) {
      // The step in the subject's words: the intro speaks of the booker's card.
      const theirs = render(
        [BOOKING_MAILS.hello(row.contact_first_name), `${traveller.subject}.`],
        rows,
        [BOOKING_MAILS.bookedForYou(booker.name)],
        goesOn ? undefined : link,
      );
      await enqueueMail(db, { to: row.contact_email, subject, ...theirs });
    }
    const mail = render(
      [BOOKING_MAILS.hello(booker ? booker.name : row.contact_first_name), traveller.intro],
      rows,
      [traveller.outro],
      link,
    );
    await enqueueMail(db, { to: booker ? booker.email : row.contact_email, subject, ...mail });
    const supplier = BOOKING_MAILS.supplier[step];
    // When an undecided hold is released (the hold guard's rule, ADR 206): two hours before the
    // pick-up or 12 before the provider's deadline, whichever is first. The provider's deadline
    // itself fell after the trip for a tour booked a few days ahead (a tester's finding).
    const deadline =
      step === 'pending'
        ? [
            BOOKING_MAILS.decideBefore(
              colomboDateTime(
                holdDeadlines(
                  row.capture_before ? new Date(row.capture_before) : null,
                  tourStart(row.start_date, row.pickup_time?.slice(0, 5) ?? null),
                ).releaseAt,
              ),
            ),
          ]
        : [];
    const forSupplier = render(
      [BOOKING_MAILS.hello(row.supplier_name ?? BOOKING_MAILS.partner), supplier.intro],
      [
        ...rows,
        [
          FACTS.contact,
          `${row.contact_first_name} ${row.contact_last_name} <${row.contact_email}>`,
        ],
      ],
      deadline,
    );
    await enqueueMail(db, {
      to: row.supplier_email,
      subject: BOOKING_MAILS.subject(supplier.subject, row.reference, row.title),
      ...forSupplier,
    });
  }
}

/** The guest's new account: a link to set a password (the token is single-use, 7 days). */
export async function mailSetPassword(
  db: Pick<Database, 'insert'>,
  to: string,
  firstName: string,
  link: string,
): Promise<void> {
  const words = BOOKING_MAILS.setPassword;
  await enqueueMail(db, {
    to,
    subject: words.subject,
    text: `${BOOKING_MAILS.hello(firstName)}\n\n${words.intro}\n\n${link}\n`,
    html: `<p>${escapeHtml(BOOKING_MAILS.hello(firstName))}</p><p>${escapeHtml(words.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(words.link)}</a></p>`,
  });
}
