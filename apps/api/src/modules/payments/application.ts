// Applying what the payment provider says to our orders and bookings (ADR 102). One service for
// the webhook and for reconciliation (the return page's GET /api/payments/{reference}): both
// hand it the provider's current snapshot of the payment. It is idempotent and safe out of
// order: totals only grow, and a booking only moves forward along
//   awaiting_payment → authorized → captured | released,   awaiting_payment → declined | expired
// so a late `authorized` after `captured`, or the same event ten times, changes nothing.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { bookings, oneTimeCodes, orders, payments } from '../../db/schema.ts';
import { findUserByEmail } from '../auth/users.ts';
import { mailBookingStep, mailSetPassword } from '../bookings/service.ts';
import type { BookingStep } from '../bookings/service.ts';
import { lockTours, placesLeftSql } from '../bookings/seats.ts';
import { decisionKey } from './provider.ts';
import { paymentOfOrder } from './repository.ts';
import type { PaymentSnapshot } from './provider.ts';
import { coversOrder, grownTotals, refreshTotals, statusFrom } from './totals.ts';
import type { PaymentDeps } from './totals.ts';

export type { PaymentDeps };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type BookingRow = typeof bookings.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export const SET_PASSWORD = 'set-password';
export const SET_PASSWORD_LIFETIME_SECONDS = 7 * 24 * 3600;
const CLIENT = 3;
const INSTANT_SALE = 1;

/** What must still be asked of the provider once the transaction has committed. */
type FollowUp = { kind: 'give-back'; heldCents: number; capturedCents: number };

/**
 * `orders.status` of an attempt a later checkout of the same caller replaced (ADR 299, set by
 * checkout's `markReplaced`): its payment books nothing and goes back.
 */
export const ORDER_REPLACED = 'replaced';

/** What a payment still gives goes back: the hold released, the captured part refunded. */
function giveBack(totals: ReturnType<typeof grownTotals>): FollowUp {
  return {
    kind: 'give-back',
    heldCents: totals.authorizedCents - totals.capturedCents - totals.releasedCents,
    capturedCents: totals.capturedCents - totals.refundedCents,
  };
}

async function lockedPayment(tx: Tx, paymentId: number) {
  const rows = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return rows[0]!;
}

/** The client account of the contact e-mail, made (without a password) when there is none. */
async function ownerOf(
  tx: Tx,
  config: Config,
  order: typeof orders.$inferSelect,
  phone: string,
): Promise<number | null> {
  if (order.userId) return order.userId;
  const existing = await findUserByEmail(tx, order.contactEmail);
  if (existing) return existing.userType === CLIENT ? existing.id : null;
  const created = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO users (email, first_name, last_name, phone, user_type, status)
      VALUES (${order.contactEmail.trim()}, ${order.contactFirstName}, ${order.contactLastName}, ${phone}, ${CLIENT}, 1)
      ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
  );
  const id = created[0]?.id;
  if (id === undefined) return (await findUserByEmail(tx, order.contactEmail))?.id ?? null;
  const token = randomBytes(32).toString('base64url');
  await tx.insert(oneTimeCodes).values({
    codeHash: createHash('sha256').update(token).digest('hex'),
    purpose: SET_PASSWORD,
    userId: Number(id),
    expiresAt: new Date(Date.now() + SET_PASSWORD_LIFETIME_SECONDS * 1000),
  });
  await mailSetPassword(
    tx,
    order.contactEmail,
    order.contactFirstName,
    `${config.publicUrl}/account/set-password?token=${token}`,
  );
  return Number(id);
}

/** Whether bookings whose reservation lapsed still fit (seats re-claimed under the tour locks). */
async function stillFits(tx: Tx, lapsed: BookingRow[]): Promise<boolean> {
  await lockTours(
    tx,
    lapsed.map((b) => b.tourId),
  );
  const need = new Map<string, { tourId: number; date: string; seats: number }>();
  for (const b of lapsed) {
    const key = `${b.tourId}|${b.startDate}`;
    const entry = need.get(key) ?? { tourId: b.tourId, date: b.startDate, seats: 0 };
    entry.seats += b.adults + b.children;
    need.set(key, entry);
  }
  for (const { tourId, date, seats } of need.values()) {
    const rows = await queryRows<{ left: number }>(
      tx,
      sql`SELECT ${placesLeftSql('t', sql`${date}::date`)} AS left FROM tours t WHERE t.id = ${tourId}`,
    );
    if (Number(rows[0]?.left ?? 0) < seats) return false;
  }
  return true;
}

/** A booking of the order the application below may still move: not yet paid for. */
const UNPAID = ['awaiting_payment', 'expired'];

/**
 * Whether applying the snapshot would write nothing, by the rules of the transaction in
 * `applySnapshot`: the payment's totals, status and capture deadline stay as kept, and no booking
 * would move (none unpaid; or the money does not cover the order and the provider neither
 * declined nor cancelled). The same snapshot applied again — the return page after its webhook,
 * a webhook delivered twice — is the common case (ADR 240).
 */
export function changesNothing(
  payment: PaymentRow,
  unpaidBookings: number,
  snapshot: PaymentSnapshot,
): boolean {
  const totals = grownTotals(payment, snapshot);
  const captureBefore = snapshot.captureBefore ?? payment.captureBefore;
  const sameRow =
    totals.authorizedCents === payment.authorizedCents &&
    totals.capturedCents === payment.capturedCents &&
    totals.releasedCents === payment.releasedCents &&
    totals.refundedCents === payment.refundedCents &&
    statusFrom({ ...totals, status: payment.status }, snapshot) === payment.status &&
    captureBefore?.getTime() === payment.captureBefore?.getTime();
  if (!sameRow) return false;
  if (unpaidBookings === 0) return true;
  const paid = coversOrder(totals, payment.amountCents);
  return !paid && snapshot.status !== 'declined' && snapshot.status !== 'cancelled';
}

/**
 * Applies the order's payment as the provider holds it now: one made on the provider's page whose
 * return page or webhook has not come yet is counted. Throws when the provider cannot be asked.
 */
export async function applyOrderPaymentNow(deps: PaymentDeps, orderId: number): Promise<void> {
  const payment = await paymentOfOrder(deps.db, orderId);
  if (!payment || payment.provider !== deps.provider.name) return;
  await applySnapshot(deps, await deps.provider.fetchPayment(payment.providerReference));
}

/** Applies the provider's snapshot; answers false when the payment is not ours. */
export async function applySnapshot(
  deps: PaymentDeps,
  snapshot: PaymentSnapshot,
): Promise<boolean> {
  const { db, provider, config } = deps;
  // The payment as kept, and how many of its order's bookings are unpaid, in one read: when the
  // snapshot changes nothing, no transaction and no lock (ADR 240). Read without a lock: totals
  // only grow and bookings only move forward, so what it saw kept stays kept.
  const found = await db
    .select({
      payment: payments,
      // Spelled out: drizzle writes a column of the only table unqualified, and a bare
      // "order_id" here would be the booking's own.
      unpaid: sql<number>`(SELECT count(*)::int FROM bookings b
        WHERE b.order_id = "payments"."order_id" AND b.payment_status IN (${sql.join(
          UNPAID.map((status) => sql`${status}`),
          sql`, `,
        )}))`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider.name),
        eq(payments.providerReference, snapshot.providerReference),
      ),
    );
  const kept = found[0];
  if (!kept) return false;
  const followUps: FollowUp[] = [];
  let mailsWritten = false;
  if (changesNothing(kept.payment, Number(kept.unpaid), snapshot)) {
    await captureHeldInstant(deps, kept.payment.orderId);
    return true;
  }
  await db.transaction(async (tx) => {
    const payment = await lockedPayment(tx, kept.payment.id);
    const totals = grownTotals(payment, snapshot);
    const status = statusFrom({ ...totals, status: payment.status }, snapshot);
    await tx
      .update(payments)
      .set({
        ...totals,
        status,
        captureBefore: snapshot.captureBefore ?? payment.captureBefore,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, payment.id));

    const orderRows = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, payment.orderId))
      .for('update');
    const order = orderRows[0]!;
    const items = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.orderId, order.id))
      .orderBy(bookings.id);
    const unpaid = items.filter((b) => UNPAID.includes(b.paymentStatus));
    if (unpaid.length === 0) return;

    // What the payment still gives, not what it once authorized: an order whose money went back
    // (paid after its reservation lapsed, the seats sold meanwhile) is never Confirmed later,
    // when seats free up and the payment is read again.
    const paid = coversOrder(totals, payment.amountCents);
    if (order.status === ORDER_REPLACED) {
      // The traveller checked out again with changed details and that attempt replaced this one
      // (ADR 299): paying this one's page as well would book the same trip twice. It books
      // nothing; what it took goes back.
      await tx
        .update(bookings)
        .set({ paymentStatus: 'expired', updatedAt: new Date() })
        .where(and(eq(bookings.orderId, order.id), inArray(bookings.paymentStatus, UNPAID)));
      if (paid) followUps.push(giveBack(totals));
      return;
    }
    if (!paid) {
      if (snapshot.status === 'declined' || snapshot.status === 'cancelled') {
        // Seats free at once; the order can be checked out again (with a new key).
        await tx
          .update(bookings)
          .set({ paymentStatus: 'declined', updatedAt: new Date() })
          .where(
            and(eq(bookings.orderId, order.id), eq(bookings.paymentStatus, 'awaiting_payment')),
          );
        await tx
          .update(orders)
          .set({ status: snapshot.status, updatedAt: new Date() })
          .where(eq(orders.id, order.id));
      }
      return;
    }

    const now = Date.now();
    const lapsed = unpaid.filter(
      (b) => b.paymentStatus === 'expired' || !b.reservedUntil || b.reservedUntil.getTime() <= now,
    );
    if (lapsed.length > 0 && !(await stillFits(tx, lapsed))) {
      // Paid after the reservation ran out and the seats are gone: give the money back.
      await tx
        .update(bookings)
        .set({ paymentStatus: 'expired', updatedAt: new Date() })
        .where(
          inArray(
            bookings.id,
            unpaid.map((b) => b.id),
          ),
        );
      await tx
        .update(orders)
        .set({ status: 'expired', updatedAt: new Date() })
        .where(eq(orders.id, order.id));
      followUps.push(giveBack(totals));
      return;
    }

    const ownerId = await ownerOf(tx, config, order, unpaid[0]!.contactPhone);
    const tours = await queryRows<{ id: number; sale_type: number }>(
      tx,
      sql`SELECT id, sale_type FROM tours WHERE id IN (${sql.join(
        unpaid.map((b) => sql`${b.tourId}`),
        sql`, `,
      )})`,
    );
    const instant = new Set(
      tours.filter((t) => Number(t.sale_type) === INSTANT_SALE).map((t) => Number(t.id)),
    );
    const fullyCaptured = totals.capturedCents >= payment.amountCents;
    const confirmed: number[] = [];
    const pending: number[] = [];
    // Instant tours of a held order: captured after the commit (captureHeldInstant).
    const toCapture: number[] = [];
    for (const b of unpaid) {
      if (fullyCaptured) confirmed.push(b.id);
      else if (instant.has(b.tourId)) toCapture.push(b.id);
      else pending.push(b.id);
    }
    const base = { userId: ownerId ?? null, updatedAt: new Date() };
    if (confirmed.length) {
      await tx
        .update(bookings)
        .set({ ...base, paymentStatus: 'captured', status: 1 })
        .where(inArray(bookings.id, confirmed));
    }
    const held = [...pending, ...toCapture];
    if (held.length) {
      await tx
        .update(bookings)
        .set({ ...base, paymentStatus: 'authorized', status: 0 })
        .where(inArray(bookings.id, held));
    }
    await tx
      .update(bookings)
      .set({
        paidCents: sql`${bookings.amountCents}`,
        paymentReference: snapshot.providerReference,
      })
      .where(inArray(bookings.id, [...confirmed, ...held]));
    await tx
      .update(orders)
      .set({
        status: fullyCaptured ? 'paid' : 'authorized',
        userId: order.userId ?? ownerId,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id));
    await mailBookingStep(tx, confirmed, 'confirmed', config.publicUrl);
    await mailBookingStep(tx, pending, 'pending', config.publicUrl);
    mailsWritten = true;
  });
  // Committed: the confirmation (and a new account's set-password link) can go.
  if (mailsWritten) deps.mailed?.();

  for (const followUp of followUps) {
    const key = `give-back:${snapshot.orderReference}`;
    if (followUp.heldCents > 0)
      await provider.release(snapshot.providerReference, followUp.heldCents, `${key}:release`);
    if (followUp.capturedCents > 0)
      await provider.refund(snapshot.providerReference, followUp.capturedCents, `${key}:refund`);
    await refreshTotals(deps, snapshot.providerReference);
  }
  // Not only the application that held them: any later one (the webhook delivered again, the
  // return page's read) finishes a capture that was cut short or is still under way (ADR 213).
  await captureHeldInstant(deps, kept.payment.orderId);
  return true;
}

/**
 * The instant tours of a held (mixed) order are captured and Confirmed once the transaction that
 * held them has committed — the provider is never called inside it. Capturing is idempotent (the
 * booking's one decision key; the booking moves only while still held), so every caller may try:
 * the hold guard's sweep too, for an order nobody reads again (ADR 213).
 */
export async function captureHeldInstant(deps: PaymentDeps, orderId: number): Promise<void> {
  const held = await queryRows<{ id: number }>(
    deps.db,
    sql`SELECT b.id FROM bookings b JOIN tours t ON t.id = b.tour_id
      WHERE b.order_id = ${orderId} AND t.sale_type = ${INSTANT_SALE}
        AND b.payment_status = 'authorized' AND b.status = 0
      ORDER BY b.id`,
  );
  for (const { id } of held) await decideBooking(deps, Number(id), 'confirm');
}

export type Decision = 'confirm' | 'reject';

/**
 * Captures (confirm) or releases (reject) one authorized booking. The provider call comes first
 * with the booking's one decision key, so a confirm racing a reject moves money once; then the
 * booking moves only if it is still authorized. `mailStep` names the mails of the move (the hold
 * guard's release apologises: `lapsed`).
 */
export async function decideBooking(
  deps: PaymentDeps,
  bookingId: number,
  decision: Decision,
  mailStep: BookingStep = decision === 'confirm' ? 'confirmed' : 'rejected',
): Promise<BookingRow> {
  const { db, provider } = deps;
  const rows = await db
    .select({ booking: bookings, providerReference: payments.providerReference })
    .from(bookings)
    .innerJoin(payments, eq(payments.orderId, bookings.orderId))
    .where(eq(bookings.id, bookingId));
  const row = rows[0];
  if (!row) throw new Error(`booking ${bookingId} has no payment`);
  const { booking } = row;
  if (booking.paymentStatus === 'authorized' && booking.status === 0) {
    if (decision === 'confirm') {
      await provider.capture(
        row.providerReference,
        booking.amountCents,
        decisionKey(booking.reference),
      );
    } else {
      await provider.release(
        row.providerReference,
        booking.amountCents,
        decisionKey(booking.reference),
      );
    }
  }
  let mailed = false;
  const updated = await db.transaction(async (tx) => {
    const next =
      decision === 'confirm'
        ? { paymentStatus: 'captured', status: 1 }
        : { paymentStatus: 'released', status: 2, paidCents: 0 };
    const changed = await tx
      .update(bookings)
      .set({ ...next, updatedAt: new Date() })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.paymentStatus, 'authorized'),
          eq(bookings.status, 0),
        ),
      )
      .returning();
    if (changed[0]) {
      await mailBookingStep(tx, [bookingId], mailStep, deps.config.publicUrl);
      mailed = true;
    }
    const current = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
    return current[0]!;
  });
  if (mailed) deps.mailed?.();
  await refreshTotals(deps, row.providerReference);
  return updated;
}
