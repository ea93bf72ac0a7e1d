// The mails of managing a booking after it was bought (issue 16): cancellation, cancellation
// request and its decision, refund, amendment request and its decision. Written to the outbox in
// the transaction of the change they report (ADR 045), to the traveller and to the supplier.
import { cancellationDeadline } from '@trails/domain/cancellation';
import { TOUR_TIME_ZONE } from '@trails/domain/constants';
import { formatLocalDate, formatUsd } from '@trails/domain/format';
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

function facts(booking: BookingRow): [string, string][] {
  return [
    ['Booking reference', booking.reference],
    ['Tour', booking.title],
    ['Date', formatLocalDate(booking.start_date)],
    [
      'Pick-up',
      `${booking.location_name ?? ''}${booking.pickup_time ? `, ${booking.pickup_time}` : ''}`,
    ],
    [
      'Travellers',
      `${booking.adults} adults, ${booking.children} children, ${booking.infants} infants`,
    ],
    ['Amount', formatUsd(Number(booking.amount_cents))],
    [
      'Free cancellation until',
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
    subject: `${subject} — ${booking.reference}, ${booking.title}`,
    text: `${text}\n`,
    html,
  });
}

export type ManagementStep =
  | 'cancelled'
  | 'cancel-requested'
  | 'cancel-declined'
  | 'refunded'
  | 'amendment-requested'
  | 'amendment-approved'
  | 'amendment-rejected'
  | 'message';

const WORDS: Record<
  ManagementStep,
  { traveller: [string, string]; supplier: [string, string] | null }
> = {
  cancelled: {
    traveller: [
      'Your booking is cancelled',
      'Your booking is cancelled free of charge. The money goes back to your card: a hold is released at once, a charge is refunded (your bank may take a few days to show it).',
    ],
    supplier: ['Booking cancelled', 'The traveller cancelled this booking; the seats are free.'],
  },
  'cancel-requested': {
    traveller: [
      'Your cancellation request was sent',
      'The free-cancellation deadline has passed, so your cancellation is a request: the supplier or our team decides it and we mail you the answer.',
    ],
    supplier: [
      'Cancellation requested',
      'The traveller asks to cancel this booking after the free-cancellation deadline. Approve or decline it through the operations API (pnpm ops).',
    ],
  },
  'cancel-declined': {
    traveller: [
      'Your cancellation request was declined',
      'The supplier could not accept the late cancellation; your booking stays as it is.',
    ],
    supplier: null,
  },
  refunded: {
    traveller: [
      'Your money is on its way back',
      'The amount of this cancelled booking was given back to your card.',
    ],
    supplier: null,
  },
  'amendment-requested': {
    traveller: [
      'Your amendment request was sent',
      'The supplier decides your change; we mail you the answer.',
    ],
    supplier: [
      'Amendment requested',
      'The traveller asks to change this booking. Approve or reject it through the operations API (pnpm ops).',
    ],
  },
  'amendment-approved': {
    traveller: ['Your booking was changed', 'The supplier approved your change.'],
    supplier: ['Amendment approved', 'The booking now has the new details.'],
  },
  message: {
    traveller: [
      'A new message about your booking',
      'You have a new message about your booking (answer it from the booking page):',
    ],
    supplier: null,
  },
  'amendment-rejected': {
    traveller: [
      'Your amendment was not accepted',
      'The supplier could not accept your change; your booking stays as it was, and any balance you paid is refunded.',
    ],
    supplier: null,
  },
};

/** Mails the traveller (and, where it concerns them, the supplier) about a step. */
export async function mailManagementStep(
  db: Writer,
  booking: BookingRow,
  step: ManagementStep,
  extra: string[] = [],
): Promise<void> {
  const words = WORDS[step];
  await send(db, booking.contact_email, words.traveller[0], booking, [
    `Hello ${booking.contact_first_name},`,
    words.traveller[1],
    ...extra,
  ]);
  if (words.supplier) {
    await send(db, booking.supplier_email, words.supplier[0], booking, [
      `Hello ${booking.work_name ?? 'partner'},`,
      words.supplier[1],
      ...extra,
    ]);
  }
}
