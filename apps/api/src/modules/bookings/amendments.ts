// Amending a booking (spec §3 Amendment, issue 16, ADR 125): a new date, pick-up or party,
// priced by the server (`priceTour`, the same capacity rule as checkout). The request holds no
// seats; the booking keeps its old ones until the supplier approves, and the approval moves
// them under the tour's row lock, so a date is never oversold.
//   balance = new amount − the booking's amount
//   > 0: paid on its own provider payment (`pay_link`) before it can be approved;
//   < 0: given back when approved (a refund of a charge, or a release of part of a hold).
// Money moves after the decision commits, with keys derived from the amendment, so a retried
// approval pays back once.
import { randomBytes } from 'node:crypto';
import { BookingStatus, isAmendable } from '@trails/domain/booking-status';
import { tourStart } from '@trails/domain/cancellation';
import { formatLocalDate, formatParty, formatUsd } from '@trails/domain/format';
import { API_MESSAGES, BOOKING_MAILS, MESSAGES } from '@trails/domain/messages';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { HttpError, invalid, notFound } from '../../http/errors.ts';
import { isUniqueViolation } from '../auth/users.ts';
import { PaymentOperationRefused } from '../payments/provider.ts';
import { refreshTotals } from '../payments/service.ts';
import {
  AMENDMENT_MONEY_WATCH,
  giveBackReplacedPayments,
  giveBackUnappliedPayments,
  openBalancePayment,
  syncBalancePayments,
} from './amendment-payments.ts';
import type { PaymentDeps } from '../payments/service.ts';
import { placesLeftSql } from './seats.ts';
import { placesRefusal, priceTour, REQUEST_FIELD_OF } from '../pricing/service.ts';
import { addDays, placesTaken } from '../pricing/rules.ts';
import { mailManagementStep } from './management-mails.ts';
import { findOwnedBooking, lockBooking, lockOwnedBooking } from './repository.ts';
import type { BookingRow } from './repository.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Deps = PaymentDeps & { config: Config };

export { giveBackReplacedPayments, giveBackUnappliedPayments, syncBalancePayments };

export type AmendInput = {
  tourId: number;
  date: string;
  locationId: number;
  adults: number;
  children: number;
  infants: number;
};

type AmendmentRow = {
  id: number;
  booking_id: number;
  start_date: string;
  location_id: number | null;
  adults: number;
  children: number;
  infants: number;
  amount_cents: number;
  balance_cents: number;
  status: number;
  payment_reference: string | null;
  balance_paid_at: string | Date | null;
};

const AMENDMENT_COLUMNS = sql`a.id, a.booking_id, a.start_date::text AS start_date, a.location_id,
  a.adults, a.children, a.infants, a.amount_cents, a.balance_cents, a.status, a.payment_reference,
  a.balance_paid_at`;

/** Places free on a date for this booking: its own seats count as free when it is that date. */
async function placesFor(tx: Pick<Database, 'execute'>, booking: BookingRow, date: string) {
  const rows = await queryRows<{ left: number }>(
    tx,
    sql`SELECT ${placesLeftSql('t', sql`${date}::date`)} AS left FROM tours t WHERE t.id = ${booking.tour_id}`,
  );
  const own =
    date === booking.start_date &&
    (booking.payment_status === 'authorized' || booking.payment_status === 'captured')
      ? Number(booking.adults) + Number(booking.children)
      : 0;
  return Number(rows[0]?.left ?? 0) + own;
}

/**
 * Whether the booking's trail has started at `now`: the tour start (date and pick-up time, Sri
 * Lanka) of its date, the instant from which a pending amendment lapses (ADR 223).
 */
function trailStarted(booking: Pick<BookingRow, 'start_date' | 'pickup_time'>, now: Date) {
  return now.getTime() >= tourStart(booking.start_date, booking.pickup_time).getTime();
}

/** What an amendment would cost: the new amount, and what is owed (> 0) or given back (< 0). */
export type AmendmentQuote = { amountCents: number; balanceCents: number };

/**
 * The request's checks and price, without writing anything: the request runs them, and the Amend
 * Tour form asks them as the traveller changes the party (ADR 311), so that what the form says
 * is what sending it would do — the same date's extra seats too, which the public estimate
 * cannot count (it does not know the booking's own seats).
 */
async function quoteFor(
  db: Database,
  booking: BookingRow,
  input: AmendInput,
  now: Date,
): Promise<AmendmentQuote> {
  if (input.tourId !== Number(booking.tour_id)) {
    throw invalid({ aid: [API_MESSAGES.amendmentKeepsTour] });
  }
  if (!isAmendable(Number(booking.status) as BookingStatus)) {
    throw new HttpError(400, API_MESSAGES.onlyPendingOrConfirmedAmended);
  }
  // Before any price or payment: a request made once the trail has started would only wait for
  // the expiry job to end it (ADR 223), with a balance taken for nothing meanwhile (ADR 226).
  if (trailStarted(booking, now)) throw new HttpError(409, API_MESSAGES.amendmentTrailStarted);
  const party = { adults: input.adults, children: input.children, infants: input.infants };
  if (
    input.date === booking.start_date &&
    input.locationId === Number(booking.location_id) &&
    party.adults === Number(booking.adults) &&
    party.children === Number(booking.children) &&
    party.infants === Number(booking.infants)
  ) {
    throw new HttpError(400, API_MESSAGES.amendmentChangesNothing);
  }
  // The date's own checks (lead time, capacity) apply to a new date; on the same date only the
  // extra seats must fit.
  const priced = await priceTour(
    db,
    {
      tourId: input.tourId,
      locationId: input.locationId,
      date: input.date === booking.start_date ? undefined : input.date,
      party,
    },
    now,
  );
  if (!priced.ok) throw invalid({ [REQUEST_FIELD_OF[priced.about]]: [priced.message] });
  const left = await placesFor(db, booking, input.date);
  if (left < placesTaken(party)) {
    throw invalid({ pud: [placesRefusal(left)] });
  }
  return {
    amountCents: priced.amountCents,
    balanceCents: priced.amountCents - Number(booking.amount_cents),
  };
}

/** The Amend Tour form's quote of a change to one of the caller's bookings (ADR 311). */
export async function quoteAmendment(
  db: Database,
  userId: number,
  bookingId: number,
  change: Omit<AmendInput, 'tourId'>,
  now: Date = new Date(),
): Promise<AmendmentQuote> {
  const booking = await findOwnedBooking(db, userId, bookingId);
  if (!booking) throw notFound();
  // The booking's own tour: the form cannot change it.
  return quoteFor(db, booking, { ...change, tourId: Number(booking.tour_id) }, now);
}

/** The traveller's request: priced, checked against capacity, and with a pay link when owed. */
export async function requestAmendment(
  deps: Deps,
  userId: number,
  bookingId: number,
  input: AmendInput,
  now: Date = new Date(),
): Promise<void> {
  const { db } = deps;
  const booking = await findOwnedBooking(db, userId, bookingId);
  if (!booking) throw notFound();
  const { amountCents, balanceCents: balance } = await quoteFor(db, booking, input, now);
  const party = { adults: input.adults, children: input.children, infants: input.infants };

  // A positive balance is paid on its own payment at the booking's provider.
  const payment =
    balance > 0
      ? await openBalancePayment(deps, booking, balance, `amd_${randomBytes(12).toString('hex')}`)
      : null;

  try {
    await db.transaction(async (tx) => {
      const locked = await lockOwnedBooking(tx, userId, bookingId);
      if (!locked) throw notFound();
      if (!isAmendable(Number(locked.status) as BookingStatus)) {
        throw new HttpError(400, API_MESSAGES.onlyPendingOrConfirmedAmended);
      }
      if (locked.cancel_requested_at) throw new HttpError(400, API_MESSAGES.cancellationPending);
      // Again on the locked row: an approval meanwhile may have moved the booking's date. Like
      // the other refusals here, a balance payment opened above was never shown: it takes nothing.
      if (trailStarted(locked, now)) throw new HttpError(409, API_MESSAGES.amendmentTrailStarted);
      if (Number(locked.amount_cents) !== Number(booking.amount_cents)) {
        // Approved meanwhile: the balance was priced against an older amount.
        throw new HttpError(409, API_MESSAGES.bookingNoLongerAmendable);
      }
      await tx.execute(
        sql`INSERT INTO booking_amendments (booking_id, start_date, location_id, adults, children,
            infants, amount_cents, balance_cents, status, pay_link, payment_reference)
          VALUES (${bookingId}, ${input.date}, ${input.locationId}, ${party.adults},
            ${party.children}, ${party.infants}, ${amountCents}, ${balance},
            ${BookingStatus.Pending}, ${payment?.link ?? null}, ${payment?.reference ?? null})`,
      );
      // The mails say the change asked for, above the booking as it is: the supplier approves
      // it from the mail, and the traveller keeps what they asked (ADR 260).
      const place = await queryRows<{ name: string }>(
        tx,
        sql`SELECT name FROM locations WHERE id = ${input.locationId}`,
      );
      await mailManagementStep(
        tx,
        locked,
        balance > 0 ? 'amendment-requested-unpaid' : 'amendment-requested',
        BOOKING_MAILS.amendmentAsked({
          date: formatLocalDate(input.date),
          pickup: place[0]?.name ?? '',
          travellers: formatParty(party),
          amount: formatUsd(amountCents),
          balance: BOOKING_MAILS.amendmentBalance(balance, formatUsd),
        }),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(400, API_MESSAGES.amendmentAlreadyPending);
    throw error;
  }
}

export const AMEND_OK = MESSAGES.amendmentRequestSent;

/**
 * The instant a pending amendment can no longer be applied (ADR 223): the earlier tour start of
 * the booking's date and the requested one. Once the booked trail starts, the booking is used as
 * it is; once the requested date's trail starts, there is nothing left to move the booking to.
 */
export function amendmentLapsesAt(
  booking: { startDate: string; pickupTime: string | null },
  amendment: { startDate: string; pickupTime: string | null },
): Date {
  const booked = tourStart(booking.startDate, booking.pickupTime).getTime();
  const asked = tourStart(amendment.startDate, amendment.pickupTime).getTime();
  return new Date(Math.min(booked, asked));
}

async function lockAmendment(tx: Tx, amendmentId: number): Promise<AmendmentRow | undefined> {
  const rows = await queryRows<AmendmentRow>(
    tx,
    sql`SELECT ${AMENDMENT_COLUMNS} FROM booking_amendments a WHERE a.id = ${amendmentId} FOR UPDATE`,
  );
  return rows[0];
}

/** The booking an amendment belongs to, if the operator may act on it (else undefined). */
export async function amendmentInScope(
  db: Pick<Database, 'execute'>,
  amendmentId: number,
  operator: { id: number; isAdmin: boolean },
): Promise<{ bookingId: number } | undefined> {
  const rows = await queryRows<{ booking_id: number }>(
    db,
    sql`SELECT a.booking_id FROM booking_amendments a JOIN bookings b ON b.id = a.booking_id
      JOIN tours t ON t.id = b.tour_id
      WHERE a.id = ${amendmentId} AND (${operator.isAdmin} OR t.supplier_user_id = ${operator.id})`,
  );
  return rows[0] ? { bookingId: Number(rows[0].booking_id) } : undefined;
}

/**
 * The supplier's (or an admin's) decision. Approving moves the booking to the new date, pick-up
 * and party under the booking's and the tour's row locks (its old seats are released in the same
 * step), then gives back a negative balance. Rejecting refunds a balance that was paid.
 * Answers the booking's id.
 */
export async function decideAmendment(
  deps: PaymentDeps,
  amendmentId: number,
  decision: 'approve' | 'reject',
  now: Date = new Date(),
): Promise<number> {
  const { db } = deps;
  const scope = await queryRows<{ booking_id: number }>(
    db,
    sql`SELECT booking_id FROM booking_amendments WHERE id = ${amendmentId}`,
  );
  const bookingId = Number(scope[0]?.booking_id);
  if (!scope[0]) throw notFound();
  await syncBalancePayments(deps, bookingId);

  await db.transaction(async (tx) => {
    // The booking first, then the amendment: the order every caller locks in.
    const booking = await lockBooking(tx, bookingId);
    const amendment = await lockAmendment(tx, amendmentId);
    if (!booking || !amendment) throw notFound();
    const status = Number(amendment.status);
    if (status === (decision === 'approve' ? BookingStatus.Confirmed : BookingStatus.Rejected)) {
      return; // decided so already: the money step below finishes what a failed try left.
    }
    if (status !== BookingStatus.Pending)
      throw new HttpError(409, API_MESSAGES.onlyPendingAmendmentDecided);
    if (decision === 'reject') {
      await tx.execute(
        sql`UPDATE booking_amendments SET status = ${BookingStatus.Rejected}, decided_at = now(),
          pay_link = NULL WHERE id = ${amendmentId}`,
      );
      await mailManagementStep(tx, booking, 'amendment-rejected');
      return;
    }
    if (!isAmendable(Number(booking.status) as BookingStatus)) {
      throw new HttpError(409, API_MESSAGES.bookingNoLongerAmendable);
    }
    // Lapsed but not yet ended by its job (amendment-expiry.ts, every 15 minutes): a trail that
    // has started is not moved (ADR 223).
    const asked = await queryRows<{ pickup_time: string | null }>(
      tx,
      sql`SELECT to_char(pickup_time, 'HH24:MI') AS pickup_time FROM tour_pickup_locations
        WHERE tour_id = ${booking.tour_id} AND location_id = ${amendment.location_id}`,
    );
    const lapsesAt = amendmentLapsesAt(
      { startDate: booking.start_date, pickupTime: booking.pickup_time },
      { startDate: amendment.start_date, pickupTime: asked[0]?.pickup_time ?? null },
    );
    if (now.getTime() >= lapsesAt.getTime()) {
      throw new HttpError(409, API_MESSAGES.bookingNoLongerAmendable);
    }
    const balance = Number(amendment.balance_cents);
    if (balance > 0 && !amendment.balance_paid_at) {
      throw new HttpError(409, API_MESSAGES.amendmentBalanceUnpaid);
    }
    await tx.execute(sql`SELECT id FROM tours WHERE id = ${booking.tour_id} FOR UPDATE`);
    const left = await placesFor(tx, booking, amendment.start_date);
    const needed = Number(amendment.adults) + Number(amendment.children);
    if (left < needed) {
      throw new HttpError(409, placesRefusal(left));
    }
    const days = Math.round(
      (Date.parse(booking.end_date ?? booking.start_date) - Date.parse(booking.start_date)) /
        86_400_000,
    );
    // A negative balance leaves the booking's charge (paid_cents) smaller by what goes back.
    const paid =
      booking.payment_status === 'captured'
        ? Math.max(0, Number(booking.paid_cents) + Math.min(0, balance))
        : Number(booking.paid_cents);
    await tx.execute(
      sql`UPDATE bookings SET start_date = ${amendment.start_date},
          end_date = ${addDays(amendment.start_date, days)}, location_id = ${amendment.location_id},
          adults = ${amendment.adults}, children = ${amendment.children},
          infants = ${amendment.infants}, amount_cents = ${amendment.amount_cents},
          paid_cents = ${paid}, alert_client = true, updated_at = now()
        WHERE id = ${bookingId}`,
    );
    // How a negative balance goes back is decided now, from the payment as it is under this lock
    // (ADR 227): a hold gives back by releasing part of it, a capture by a refund.
    const settleBy = balance >= 0 ? null : settleByOf(booking.payment_status);
    await tx.execute(
      sql`UPDATE booking_amendments SET status = ${BookingStatus.Confirmed}, decided_at = now(),
          settle_by = ${settleBy}
        WHERE id = ${amendmentId}`,
    );
    // The booking as it now is: its new date, place, party and amount (ADR 260). Before, only
    // the date was new in the mail, under the old place, party and amount.
    const changed = await lockBooking(tx, bookingId);
    await mailManagementStep(tx, changed ?? booking, 'amendment-approved');
  });
  try {
    await settleAmendment(deps, amendmentId);
  } catch {
    // Decided; the refund waits for the next call (same keys: paid once).
    throw new HttpError(503, API_MESSAGES.amendmentMoneyPending);
  }
  return bookingId;
}

/**
 * Finishes the money step of the booking's approvals that a provider error cut short (the
 * supplier was told 503 and may never decide again): a negative balance not given back yet is
 * the one mark left (`balance_paid_at` is set once it went back). Same keys: paid once.
 */
async function settleInterruptedApprovals(deps: PaymentDeps, bookingId: number): Promise<void> {
  const interrupted = await queryRows<{ id: number }>(
    deps.db,
    sql`SELECT id FROM booking_amendments WHERE booking_id = ${bookingId}
      AND status = ${BookingStatus.Confirmed} AND balance_cents < 0 AND balance_paid_at IS NULL
      AND coalesce(decided_at, created_at) > now() - ${AMENDMENT_MONEY_WATCH}
      ORDER BY id`,
  );
  for (const { id } of interrupted) await settleAmendment(deps, Number(id));
}

/**
 * Gives back every amendment's money of the booking that must not stay with us (ADR 219, 220):
 * what replaced payments took, what the payments of amendments not applied took, and a negative
 * balance whose refund was cut short. Each part on its own: one the provider refuses (again)
 * keeps none of the others from happening; the failures are thrown together afterwards.
 * A look at the booking, the supplier's decision and the sweep job (amendment-sweep.ts) call it.
 */
export async function giveBackAmendmentMoney(deps: PaymentDeps, bookingId: number): Promise<void> {
  const failures: unknown[] = [];
  for (const part of [
    giveBackUnappliedPayments,
    giveBackReplacedPayments,
    settleInterruptedApprovals,
  ]) {
    try {
      await part(deps, bookingId);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, 'amendment money could not be given back yet');
  }
}

/** How a negative balance goes back on a payment in this state: part of a hold or of a capture. */
function settleByOf(paymentStatus: string): 'release' | 'refund' | null {
  if (paymentStatus === 'authorized') return 'release';
  if (paymentStatus === 'captured') return 'refund';
  return null;
}

/**
 * The money of a decided amendment, once: a negative balance of an approved one goes back on
 * the booking's payment; a paid balance of a rejected one goes back on its own payment.
 */
async function settleAmendment(deps: PaymentDeps, amendmentId: number): Promise<void> {
  const { db, provider } = deps;
  const rows = await queryRows<
    AmendmentRow & {
      provider_reference: string | null;
      booking_payment_status: string;
      settle_by: 'release' | 'refund' | null;
    }
  >(
    db,
    sql`SELECT ${AMENDMENT_COLUMNS}, p.provider_reference, b.payment_status AS booking_payment_status,
        a.settle_by
      FROM booking_amendments a JOIN bookings b ON b.id = a.booking_id
      LEFT JOIN payments p ON p.order_id = b.order_id WHERE a.id = ${amendmentId}`,
  );
  const amendment = rows[0];
  if (!amendment) return;
  const balance = Number(amendment.balance_cents);
  const status = Number(amendment.status);
  if (status === BookingStatus.Confirmed && balance < 0 && !amendment.balance_paid_at) {
    const reference = amendment.provider_reference;
    // The operation chosen at the approval (ADR 227); approvals older than that column go by the
    // payment as it is now, as they always did.
    const by = amendment.settle_by ?? settleByOf(amendment.booking_payment_status);
    if (reference && by === 'release') {
      try {
        await provider.release(reference, -balance, `amendment:${amendmentId}:release`);
      } catch (error) {
        // Nothing of the hold is left to release: the supplier's capture took the lowered amount
        // and the provider let the rest go (a capture of less releases the rest, ADR 141), or a
        // cancellation released the whole hold. Either way the traveller was not charged it.
        if (!(error instanceof PaymentOperationRefused)) throw error;
      }
      await refreshTotals(deps, reference);
    } else if (reference && by === 'refund') {
      // Whatever happened since — a cancellation gives back the booking's charge (paid_cents),
      // which this approval lowered — the difference is still owed and goes back here, once.
      await provider.refund(reference, -balance, `amendment:${amendmentId}:refund`);
      await refreshTotals(deps, reference);
    }
    await db.execute(
      sql`UPDATE booking_amendments SET balance_paid_at = now() WHERE id = ${amendmentId}`,
    );
  }
  if (
    status === BookingStatus.Rejected &&
    balance > 0 &&
    amendment.balance_paid_at &&
    amendment.payment_reference
  ) {
    await provider.refund(
      amendment.payment_reference,
      balance,
      `amendment:${amendmentId}:reject-refund`,
    );
  }
}
