// The caller's bookings: the My Bookings pages, the detail, and the messages (spec §2, §3).
// Wire shapes are written here once; the repository speaks clean names.
import { API_MESSAGES, BOOKING_MAILS } from '@trails/domain/messages';
import { BOOKINGS_PAGE_SIZE } from '@trails/domain/constants';
import { cancellationDeadline, isFreeCancellation } from '@trails/domain/cancellation';
import { messageRecipients } from '@trails/domain/booking-message';
import type { MessageRecipient } from '@trails/domain/booking-message';
import { TOUR_TYPE_LABEL } from '@trails/domain/tour';
import type { TourType } from '@trails/domain/tour';
import { formatLocalDate } from '@trails/domain/format';
import type { Database } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { OkBody } from '../../http/operations.ts';
import { fullSeoUrl } from '../catalog/cards.ts';
import { enqueueMail } from '../mail/repository.ts';
import { escapeHtml } from '../mail/service.ts';
import { pictureOf } from '../media/pictures.ts';
import { mailManagementStep } from './management-mails.ts';
import {
  adminAddress,
  alertTraveller,
  amendmentsOf,
  clearAlert,
  clientName,
  countBookings,
  findOwnedBooking,
  insertMessage,
  lockBooking,
  messagesOf,
  pageOfBookings,
  travellersOf,
} from './repository.ts';
import type { AmendmentRow, BookingGroup, BookingRow, MessageRow } from './repository.ts';

// What other modules ask of bookings beyond the traveller's own calls below (ADR 209): the
// operators decide what travellers asked (operations/booking-management.ts), and payments mails
// each payment step of a booking in the step's own transaction (payments/application.ts), and
// hands a webhook about an amendment's payment to its booking's job (payments/handlers.ts).
export { amendmentInScope, decideAmendment, giveBackAmendmentMoney } from './amendments.ts';
export { bookingOfAmendmentPayment, giveBackAmendmentMoneyJob } from './amendment-sweep.ts';
export { decideCancellationRequest } from './cancellation.ts';
export { mailBookingStep, mailSetPassword } from './mails.ts';
export type { BookingStep } from './mails.ts';

type MyBookingsPage = OkBody<'listMyBookings'>['data']['bookings'];
type BookingBody = OkBody<'getMyBooking'>['data'];
type AmendmentBody = NonNullable<BookingBody['ammendments']>[number];
type MessageBody = OkBody<'listBookingMessages'>['data'][number];

const dollars = (cents: number) => Number(cents) / 100;
const iso = (value: string | Date) => new Date(value).toISOString();

export async function listMyBookings(
  db: Database,
  userId: number,
  query: { page?: number; group?: BookingGroup },
  basePath: string,
): Promise<MyBookingsPage> {
  const perPage = BOOKINGS_PAGE_SIZE;
  const total = await countBookings(db, userId, query.group);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const currentPage = Math.min(Math.max(1, query.page ?? 1), lastPage);
  const rows = await pageOfBookings(db, userId, query.group, perPage, (currentPage - 1) * perPage);
  const url = (page: number) =>
    `${basePath}?${new URLSearchParams({
      ...(query.group ? { group: query.group } : {}),
      page: String(page),
    }).toString()}`;
  const links = [
    { url: currentPage > 1 ? url(currentPage - 1) : null, label: '« Previous', active: false },
    ...Array.from({ length: lastPage }, (_, i) => ({
      url: url(i + 1),
      label: String(i + 1),
      active: i + 1 === currentPage,
    })),
    { url: currentPage < lastPage ? url(currentPage + 1) : null, label: 'Next »', active: false },
  ];
  return {
    current_page: currentPage,
    data: rows.map((row) => bookingBody(row, new Date())),
    last_page: lastPage,
    per_page: perPage as 12,
    total,
    links,
  };
}

/** The caller's booking, or 404: another user's and an unknown booking are answered alike. */
export async function ensureOwnBooking(db: Database, userId: number, bookingId: number) {
  if (!(await findOwnedBooking(db, userId, bookingId))) throw notFound();
}

/** One booking with everything the detail page shows; opening it clears its alert. */
export async function showMyBooking(
  db: Database,
  userId: number,
  bookingId: number,
  now: Date,
): Promise<BookingBody> {
  const row = await findOwnedBooking(db, userId, bookingId);
  if (!row) throw notFound();
  if (row.alert_client) await clearAlert(db, bookingId);
  const [travellers, amendments] = await Promise.all([
    travellersOf(db, bookingId),
    amendmentsOf(db, bookingId),
  ]);
  return {
    ...bookingBody(row, now),
    // The page has seen the alert: it is answered cleared, as it now is.
    alert_client: 0,
    travellers: travellers.map((t) => ({
      id: Number(t.id),
      firstname: t.first_name,
      lastname: t.last_name,
      email: t.email,
      phone: t.phone,
      lead_traveller: t.lead_traveller,
    })),
    ammendments: amendments.map(amendmentBody),
  };
}

export function bookingBody(row: BookingRow, now: Date): BookingBody {
  const picture = pictureOf({
    name: row.cover_image ?? 'missing',
    width: Number(row.media_width ?? 1920),
    height: Number(row.media_height ?? 1280),
    altText: row.media_alt ?? row.title,
  });
  const tourType = Number(row.tour_type) as TourType;
  return {
    id: Number(row.id),
    activity_id: Number(row.tour_id),
    activity: {
      id: Number(row.tour_id),
      title: row.title,
      overview: row.overview,
      tour_id: row.tour_code,
      tour_type: { id: tourType, type: TOUR_TYPE_LABEL[tourType] },
      duration: Number(row.duration_unit) as 1 | 2 | 3,
      duration_value: Number(row.duration_value),
      cover_image: picture.url,
      full_seo_url: fullSeoUrl(row.seo_url, Number(row.tour_id)),
      user: {
        id: Number(row.supplier_user_id),
        supplier_profile: { work_name: row.work_name ?? '', work_mobile: row.work_mobile },
      },
    },
    booking_reference: row.reference,
    contact_email: row.contact_email,
    contact_firstname: row.contact_first_name,
    contact_lastname: row.contact_last_name,
    contact_phone: row.contact_phone,
    created_at: iso(row.created_at),
    deleted_at: row.deleted_at === null ? null : iso(row.deleted_at),
    start_date: row.start_date,
    end_date: row.end_date,
    hotel_name: row.hotel_name,
    hotel_address: row.hotel_address,
    pickup_location: row.pickup_type as 'airport' | 'hotel' | 'other',
    ...(row.location_id === null ? {} : { location_id: Number(row.location_id) }),
    remarks: row.remarks,
    num_adults: Number(row.adults),
    num_children: Number(row.children),
    num_infants: Number(row.infants),
    payment_amount: dollars(row.paid_cents),
    payment_reference: row.payment_reference,
    booking_amount: dollars(row.amount_cents),
    status: Number(row.status) as BookingBody['status'],
    user_id: row.user_id === null ? null : Number(row.user_id),
    alert_client: row.alert_client ? 1 : 0,
    pickup: { location_name: row.location_name ?? '', pickup_time: row.pickup_time },
    contactable: row.contactable,
    payment_status: row.payment_status as NonNullable<BookingBody['payment_status']>,
    refunded_amount: row.refunded_cents === null ? null : dollars(row.refunded_cents),
    cancellation: {
      deadline: cancellationDeadline(row.start_date, row.pickup_time).toISOString(),
      free: isFreeCancellation(now, row.start_date, row.pickup_time),
      requested_at: row.cancel_requested_at === null ? null : iso(row.cancel_requested_at),
    },
  };
}

function amendmentBody(row: AmendmentRow): AmendmentBody {
  return {
    id: Number(row.id),
    formatted_pickup_date: formatLocalDate(row.start_date),
    pickup_info: { location: { name: row.location_name ?? '' } },
    num_adults: Number(row.adults),
    num_children: Number(row.children),
    num_infants: Number(row.infants),
    ammend_amount: dollars(row.amount_cents),
    balance_amount: dollars(row.balance_cents),
    status: Number(row.status) as AmendmentBody['status'],
    pay_link: row.pay_link,
    balance_paid: Boolean(row.balance_paid),
  };
}

function messageBody(row: MessageRow): MessageBody {
  const role = row.author_is_client
    ? 'client'
    : Number(row.author_type) === 2
      ? 'supplier'
      : 'admin';
  return {
    id: Number(row.id),
    // A hidden message keeps its place but not its words (the page shows '*Removed by admin').
    message: row.hidden ? '' : row.message,
    visible: row.visible as MessageRecipient,
    hidden: row.hidden ? 1 : 0,
    created_at: iso(row.created_at),
    user: { user_role: role },
  };
}

export async function listMessages(
  db: Database,
  userId: number,
  bookingId: number,
): Promise<MessageBody[]> {
  await ensureOwnBooking(db, userId, bookingId);
  return (await messagesOf(db, bookingId)).map(messageBody);
}

/**
 * Stores the traveller's message and mails its recipient in one transaction (the outbox):
 * the supplier only while the booking is contactable, otherwise the admin (spec §2).
 */
export async function sendMessage(
  db: Database,
  userId: number,
  bookingId: number,
  input: { message: string; visible: MessageRecipient },
): Promise<void> {
  const text = input.message.trim();
  if (!text) throw invalid({ message: [API_MESSAGES.messageFieldRequired] });
  await db.transaction(async (tx) => {
    const booking = await findOwnedBooking(tx, userId, bookingId);
    if (!booking) throw notFound();
    if (!messageRecipients(booking.contactable).includes(input.visible)) {
      throw invalid({
        visible: [API_MESSAGES.supplierNotMessageable],
      });
    }
    await insertMessage(tx, { bookingId, authorUserId: userId, text, recipient: input.visible });
    const to = input.visible === 'supplier' ? booking.supplier_email : await adminAddress(tx);
    const from = await clientName(tx, userId);
    const words = BOOKING_MAILS.travellerMessage;
    const subject = words.subject(booking.reference);
    // The recipient answers through the operations API, not on the site (whose address the mail
    // once ended with, which led a supplier nowhere).
    const wrote = words.wrote(
      from,
      booking.reference,
      `${booking.title}, ${formatLocalDate(booking.start_date)}`,
    );
    const answer = words.howToAnswer(bookingId);
    await enqueueMail(tx, {
      to,
      subject,
      text: `${[wrote, '', text, '', answer].join('\n')}\n`,
      html: `<p>${escapeHtml(wrote)}</p><blockquote>${escapeHtml(text).replaceAll('\n', '<br>')}</blockquote><p>${escapeHtml(answer)}</p>`,
    });
  });
}

/**
 * An operator's reply to the traveller (the caller checked that the operator may act on the
 * booking): stored, the booking flagged for the traveller's attention, and the traveller mailed,
 * in one transaction.
 */
export async function replyToTraveller(
  db: Database,
  bookingId: number,
  reply: { authorUserId: number; text: string; recipient: 'admin' | 'supplier' },
): Promise<void> {
  await db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw notFound();
    await insertMessage(tx, { bookingId, ...reply });
    await alertTraveller(tx, bookingId);
    await mailManagementStep(tx, booking, 'message', [reply.text]);
  });
}
