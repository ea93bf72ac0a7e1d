// POST /api/booking/checkout (ADR 101): one order, one booking per cart item and the seats they
// need, written in one transaction under a lock on each tour; then one provider payment for the
// order. Every amount is the server's own (`priceTour`, ADR 043). An Idempotency-Key makes a
// retried or double-clicked checkout answer the same order and payment.
import { createHash, randomBytes } from 'node:crypto';
import { formatUsd } from '@trails/domain/format';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { bookingTravellers, bookings, orders, payments } from '../../db/schema.ts';
import { HttpError, invalid } from '../../http/errors.ts';
import type { FieldErrors } from '../../http/errors.ts';
import { isUniqueViolation } from '../auth/users.ts';
import { placesLeftSql } from '../bookings/seats.ts';
import { findActiveTour } from '../catalog/repository.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { randomReference } from '../payments/sandbox/provider.ts';
import { COST_MESSAGES, priceTour } from '../pricing/service.ts';
import { checkoutFieldErrors } from './rules.ts';

export type CheckoutTraveller = {
  firstname: string;
  lastname: string;
  email?: string | null;
  phone?: string | null;
  lead_traveller: boolean;
};

export type CheckoutItem = {
  start_date: string;
  activity_id: number;
  location_id: number;
  num_adults: number;
  num_children: number;
  num_infants: number;
  remarks?: string | null;
  booking_amount?: number;
  pickup_location?: 'airport' | 'hotel' | 'other';
  hotel_name?: string | null;
  hotel_address?: string | null;
  flight_no?: string | null;
  flight_time?: string | null;
  other?: string | null;
  contact_firstname: string;
  contact_lastname: string;
  contact_email: string;
  contact_phone: string;
  travellers: CheckoutTraveller[];
};

export type CheckoutRequest = { booking: CheckoutItem[]; url: string };
export type CheckoutAnswer = { paymentLink: string; orderReference: string };
export type CheckoutDeps = { db: Database; config: Config; provider: PaymentProvider };

const SALE_INSTANT = 1;
export const CHECKOUT_MESSAGES = {
  urlNotAllowed: 'The url must be one of this site’s own addresses.',
  keyReused: 'This Idempotency-Key was used for a different checkout.',
  priceChanged: (title: string, cents: number) =>
    `The price of ${title} is now ${formatUsd(cents)}.`,
  sameTourTwice: 'This item already exists in your cart',
} as const;

/** Keys in a fixed order, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function bookingReference(): string {
  return `LT-${randomReference('').slice(0, 10).toUpperCase()}`;
}

function allowedOrigins(config: Config): string[] {
  return [config.publicUrl, ...config.checkoutOrigins].map((u) => new URL(u).origin);
}

type OrderRow = typeof orders.$inferSelect;

async function findOrderByKey(db: Database, key: string): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return rows[0];
}

type PricedItem = {
  item: CheckoutItem;
  amountCents: number;
  saleType: number;
  title: string;
};

export async function checkout(
  deps: CheckoutDeps,
  request: CheckoutRequest,
  options: { idempotencyKey: string | null; userId: number | null },
): Promise<CheckoutAnswer> {
  const { db, config } = deps;
  let origin: string | null = null;
  try {
    origin = new URL(request.url).origin;
  } catch {
    origin = null;
  }
  if (!origin || !allowedOrigins(config).includes(origin)) {
    throw invalid({ url: [CHECKOUT_MESSAGES.urlNotAllowed] });
  }
  const fieldErrors = checkoutFieldErrors(request);
  if (Object.keys(fieldErrors).length > 0) throw invalid(fieldErrors);

  const requestHash = createHash('sha256')
    .update(canonical({ body: request, user: options.userId }))
    .digest('hex');
  if (options.idempotencyKey) {
    const existing = await findOrderByKey(db, options.idempotencyKey);
    if (existing) return replay(deps, existing, requestHash);
  }

  // Prices and a first capacity check, outside the lock (they only read).
  const priced: PricedItem[] = [];
  const refusals: FieldErrors = {};
  const seen = new Set<string>();
  for (const [index, item] of request.booking.entries()) {
    const key = `${item.activity_id}|${item.start_date}`;
    if (seen.has(key)) refusals[`booking.${index}`] = [CHECKOUT_MESSAGES.sameTourTwice];
    seen.add(key);
    const tour = await findActiveTour(db, item.activity_id);
    if (!tour) {
      refusals[`booking.${index}.activity_id`] = ['This tour does not exist or is not available.'];
      continue;
    }
    const price = await priceTour(db, {
      tourId: item.activity_id,
      locationId: item.location_id,
      date: item.start_date,
      party: { adults: item.num_adults, children: item.num_children, infants: item.num_infants },
    });
    if (!price.ok) {
      const field =
        price.message === COST_MESSAGES.locationNotServed
          ? 'location_id'
          : price.message.startsWith('This tour does not take')
            ? price.message.includes('children')
              ? 'num_children'
              : 'num_infants'
            : price.message.startsWith('This tour takes groups')
              ? 'num_adults'
              : 'start_date';
      refusals[`booking.${index}.${field}`] = [price.message];
      continue;
    }
    if (
      item.booking_amount !== undefined &&
      Math.round(item.booking_amount * 100) !== price.amountCents
    ) {
      refusals[`booking.${index}.booking_amount`] = [
        CHECKOUT_MESSAGES.priceChanged(tour.title, price.amountCents),
      ];
    }
    priced.push({
      item,
      amountCents: price.amountCents,
      saleType: tour.saleType,
      title: tour.title,
    });
  }
  if (Object.keys(refusals).length > 0) {
    const first = Object.values(refusals)[0]![0]!;
    throw new HttpError(409, first, refusals);
  }

  const first = request.booking[0]!;
  const reservedUntil = new Date(Date.now() + config.reservationMinutes * 60_000);
  let order: OrderRow;
  try {
    order = await db.transaction(async (tx) => {
      // The seat lock: one row lock per tour, taken in id order (no deadlock between two carts).
      const tourIds = [...new Set(priced.map((p) => p.item.activity_id))].sort((a, b) => a - b);
      await queryRows(
        tx,
        sql`SELECT id FROM tours WHERE id IN (${sql.join(
          tourIds.map((id) => sql`${id}`),
          sql`, `,
        )}) ORDER BY id FOR UPDATE`,
      );
      for (const [index, { item }] of priced.entries()) {
        const rows = await queryRows<{ left: number }>(
          tx,
          sql`SELECT ${placesLeftSql('t', sql`${item.start_date}::date`)} AS left FROM tours t WHERE t.id = ${item.activity_id}`,
        );
        const left = Number(rows[0]?.left ?? 0);
        const seats = item.num_adults + item.num_children;
        if (left < seats) {
          const message = left <= 0 ? COST_MESSAGES.soldOut : COST_MESSAGES.placesLeft(left);
          throw new HttpError(409, message, { [`booking.${index}.start_date`]: [message] });
        }
      }
      const [created] = await tx
        .insert(orders)
        .values({
          reference: randomReference('ord_'),
          userId: options.userId,
          totalCents: priced.reduce((sum, p) => sum + p.amountCents, 0),
          contactEmail: first.contact_email.trim(),
          contactFirstName: first.contact_firstname.trim(),
          contactLastName: first.contact_lastname.trim(),
          returnOrigin: origin,
          idempotencyKey: options.idempotencyKey,
          requestHash,
          reservedUntil,
        })
        .returning();
      for (const { item, amountCents } of priced) {
        const pickup = item.pickup_location ?? 'hotel';
        const [booking] = await tx
          .insert(bookings)
          .values({
            reference: bookingReference(),
            orderId: created!.id,
            userId: options.userId,
            tourId: item.activity_id,
            startDate: item.start_date,
            endDate: item.start_date,
            locationId: item.location_id,
            pickupType: pickup,
            hotelName: pickup === 'hotel' ? (item.hotel_name ?? null) : null,
            hotelAddress: pickup === 'hotel' ? (item.hotel_address ?? null) : null,
            flightNumber: pickup === 'airport' ? (item.flight_no ?? null) : null,
            flightTime: pickup === 'airport' ? (item.flight_time ?? null) : null,
            pickupOther: pickup === 'other' ? (item.other ?? null) : null,
            remarks: item.remarks ?? null,
            adults: item.num_adults,
            children: item.num_children,
            infants: item.num_infants,
            amountCents,
            contactFirstName: item.contact_firstname.trim(),
            contactLastName: item.contact_lastname.trim(),
            contactEmail: item.contact_email.trim(),
            contactPhone: item.contact_phone.trim(),
            status: 0,
            paymentStatus: 'awaiting_payment',
            reservedUntil,
          })
          .returning({ id: bookings.id });
        await tx.insert(bookingTravellers).values(
          item.travellers.map((traveller, position) => ({
            bookingId: booking!.id,
            firstName: traveller.firstname.trim(),
            lastName: traveller.lastname.trim(),
            email: traveller.email ?? null,
            phone: traveller.phone ?? null,
            leadTraveller: position === 0,
          })),
        );
      }
      return created!;
    });
  } catch (error) {
    // Two requests with one key at once: the loser answers what the winner wrote.
    if (options.idempotencyKey && isUniqueViolation(error)) {
      const existing = await findOrderByKey(db, options.idempotencyKey);
      if (existing) return replay(deps, existing, requestHash);
    }
    throw error;
  }
  const captureMode = priced.every((p) => p.saleType === SALE_INSTANT) ? 'instant' : 'manual';
  return ensurePayment(deps, order, captureMode, priced.map((p) => p.title).join(', '));
}

async function replay(deps: CheckoutDeps, order: OrderRow, requestHash: string) {
  if (order.requestHash !== requestHash) {
    throw new HttpError(409, CHECKOUT_MESSAGES.keyReused, {
      'Idempotency-Key': [CHECKOUT_MESSAGES.keyReused],
    });
  }
  if (order.paymentLink) {
    return { paymentLink: order.paymentLink, orderReference: order.reference };
  }
  const items = await queryRows<{ sale_type: number; title: string }>(
    deps.db,
    sql`SELECT t.sale_type, t.title FROM bookings b JOIN tours t ON t.id = b.tour_id
      WHERE b.order_id = ${order.id} ORDER BY b.id`,
  );
  const captureMode = items.every((i) => Number(i.sale_type) === SALE_INSTANT)
    ? 'instant'
    : 'manual';
  return ensurePayment(deps, order, captureMode, items.map((i) => i.title).join(', '));
}

/** The order's one provider payment, made once (the provider call is idempotent by order). */
async function ensurePayment(
  deps: CheckoutDeps,
  order: OrderRow,
  captureMode: 'instant' | 'manual',
  description: string,
): Promise<CheckoutAnswer> {
  const { db, config, provider } = deps;
  const site = order.returnOrigin;
  const created = await provider.createPayment({
    orderReference: order.reference,
    amountCents: order.totalCents,
    currency: 'USD',
    captureMode,
    description,
    customer: {
      email: order.contactEmail,
      firstName: order.contactFirstName,
      lastName: order.contactLastName,
    },
    returnUrl: `${site}/payment/complete?order=${order.reference}`,
    declineUrl: `${site}/checkout?order=${order.reference}&payment=declined`,
    cancelUrl: `${site}/checkout?order=${order.reference}&payment=cancelled`,
    notifyUrl: `${config.apiPublicUrl}/api/payments/webhooks/${provider.name}`,
    siteOrigin: site,
  });
  await db
    .insert(payments)
    .values({
      orderId: order.id,
      provider: provider.name,
      providerReference: created.providerReference,
      amountCents: order.totalCents,
      captureMode,
    })
    .onConflictDoNothing();
  await db
    .update(orders)
    .set({ paymentLink: created.redirectUrl, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  return { paymentLink: created.redirectUrl, orderReference: order.reference };
}

/** Fresh random bytes for tests that need a key. */
export function newIdempotencyKey(): string {
  return randomBytes(16).toString('base64url');
}
