// POST /api/booking/checkout (ADR 101): one order, one booking per cart item and the seats they
// need, written in one transaction under a lock on each tour; then one provider payment for the
// order. Every amount is the server's own (`priceTour`, ADR 043). An Idempotency-Key makes a
// retried or double-clicked checkout answer the same order and payment.
import { createHash, randomBytes } from 'node:crypto';
import { formatLocalDate, formatUsd } from '@trails/domain/format';
import { API_MESSAGES, cartItemRefused, MESSAGES, priceNowIs } from '@trails/domain/messages';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { HttpError, invalid } from '../../http/errors.ts';
import type { FieldErrors } from '../../http/errors.ts';
import { isUniqueViolation } from '../auth/users.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { applyOrderPaymentNow } from '../payments/application.ts';
import { randomReference } from '../payments/provider.ts';
import { placesRefusal, pricedTour } from '../pricing/service.ts';
import type { PriceRefusalAbout } from '../pricing/service.ts';
import { orderByIdempotencyKey, recordOrderPayment, toursOfOrder } from './repository.ts';
import type { OrderRow } from './repository.ts';
import { markReplaced, reserveOrder } from './reservation.ts';
import { inTourQueue } from './tour-queue.ts';
import type { NewBooking, NewOrder } from './reservation.ts';
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
export type CheckoutDeps = {
  db: Database;
  config: Config;
  provider: PaymentProvider;
  /** How many of this process's checkouts of one tour go to the seat lock at once (ADR 286). */
  lanes: number;
};

const SALE_INSTANT = 1;

/** The cart item's field of each pricing refusal. */
const ITEM_FIELD_OF: Record<PriceRefusalAbout, string> = {
  location: 'location_id',
  date: 'start_date',
  adults: 'num_adults',
  children: 'num_children',
  infants: 'num_infants',
};
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

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** What the provider payment needs of an order. */
type PayableOrder = Pick<
  OrderRow,
  | 'id'
  | 'reference'
  | 'totalCents'
  | 'contactEmail'
  | 'contactFirstName'
  | 'contactLastName'
  | 'returnOrigin'
>;

type PricedItem = {
  item: CheckoutItem;
  amountCents: number;
  saleType: number;
  title: string;
};

export async function checkout(
  deps: CheckoutDeps,
  request: CheckoutRequest,
  options: { idempotencyKey: string | null; replacesKey?: string | null; userId: number | null },
): Promise<CheckoutAnswer> {
  const { db, config } = deps;
  const origin = originOf(request.url);
  if (!origin || !allowedOrigins(config).includes(origin)) {
    throw invalid({ url: [API_MESSAGES.checkoutUrlNotAllowed] });
  }
  const fieldErrors = checkoutFieldErrors(request);
  if (Object.keys(fieldErrors).length > 0) throw invalid(fieldErrors);

  const requestHash = createHash('sha256')
    .update(canonical({ body: request, user: options.userId }))
    .digest('hex');
  // The idempotency lookup and the prices are reads: both run at once, before any lock. A
  // replay wins over whatever the prices say now (its own booking may hold the last seats).
  const lookup = options.idempotencyKey
    ? orderByIdempotencyKey(db, options.idempotencyKey)
    : Promise.resolve(undefined);
  // A checkout that replaces an earlier attempt counts its places only under the lock, once
  // that attempt's seats are free (ADR 242).
  const pricing = priceCart(db, request, !options.replacesKey);
  // Settled either way before returning: a replay does not wait for, nor leak, the prices' errors.
  pricing.catch(() => undefined);
  const existing = await lookup;
  if (existing) {
    const current =
      existing.requestHash === requestHash ? existing : await withPaymentNow(deps, existing);
    return replay(deps, current, requestHash);
  }
  if (options.replacesKey) {
    const earlier = await orderByIdempotencyKey(db, options.replacesKey);
    // Only the caller's own attempt is read (ADR 242); another's key changes nothing.
    if (earlier && earlier.userId === options.userId) {
      const now = await withPaymentNow(deps, earlier);
      if (now.status === 'paid' || now.status === 'authorized') throw paidAlready();
    }
  }
  const priced = await pricing;

  const first = request.booking[0]!;
  const reservedUntil = new Date(Date.now() + config.reservationMinutes * 60_000).toISOString();
  const newOrder: NewOrder = {
    reference: randomReference('ord_'),
    user_id: options.userId,
    total_cents: priced.reduce((sum, p) => sum + p.amountCents, 0),
    contact_email: first.contact_email.trim(),
    contact_first_name: first.contact_firstname.trim(),
    contact_last_name: first.contact_lastname.trim(),
    return_origin: origin,
    idempotency_key: options.idempotencyKey,
    request_hash: requestHash,
    reserved_until: reservedUntil,
  };
  const newBookings = priced.map(({ item, amountCents }) =>
    bookingRow(item, amountCents, options.userId, reservedUntil),
  );
  const newTravellers = priced.flatMap(({ item }, index) =>
    item.travellers.map((traveller, position) => ({
      booking_reference: newBookings[index]!.reference,
      first_name: traveller.firstname.trim(),
      last_name: traveller.lastname.trim(),
      email: traveller.email ?? null,
      phone: traveller.phone ?? null,
      lead_traveller: position === 0,
    })),
  );
  let orderId: number;
  try {
    // In this process's queue for the cart's tours first, so a waiting checkout holds no
    // connection (ADR 215, in half the pool's lanes: ADR 286); then the row locks, for every instance, taken and released by the
    // one statement of the reservation (ADR 266).
    orderId = await inTourQueue(
      newBookings.map((b) => b.tour_id),
      async () => {
        const reserved = await reserveOrder(db, newOrder, newBookings, newTravellers, {
          replacesKey: options.replacesKey ?? null,
          userId: options.userId,
        });
        if (!reserved.ok) {
          const message = placesRefusal(reserved.left);
          const refused = priced[reserved.position]!;
          // The answer's message names the tour and date; the field's is the date's own.
          throw new HttpError(
            409,
            cartItemRefused(refused.title, formatLocalDate(refused.item.start_date), message),
            { [`booking.${reserved.position}.start_date`]: [message] },
          );
        }
        return reserved.orderId;
      },
      deps.lanes,
    );
    // The attempt this one replaced can no longer book: its payment, if it comes, goes back.
    if (options.replacesKey) await markReplaced(db, options.replacesKey, options.userId);
  } catch (error) {
    // Two requests with one key at once: the loser answers what the winner wrote.
    if (options.idempotencyKey && isUniqueViolation(error)) {
      const winner = await orderByIdempotencyKey(db, options.idempotencyKey);
      if (winner) return replay(deps, winner, requestHash);
    }
    throw error;
  }
  const order: PayableOrder = {
    id: orderId,
    reference: newOrder.reference,
    totalCents: newOrder.total_cents,
    contactEmail: newOrder.contact_email,
    contactFirstName: newOrder.contact_first_name,
    contactLastName: newOrder.contact_last_name,
    returnOrigin: origin,
  };
  const captureMode = priced.every((p) => p.saleType === SALE_INSTANT) ? 'instant' : 'manual';
  return ensurePayment(deps, order, captureMode, priced.map((p) => p.title).join(', '));
}

/** A message as a sentence of a longer one: with its full stop. */
function asSentence(message: string): string {
  return /[.!?]$/.test(message) ? message : `${message}.`;
}

/**
 * Each item priced by `pricedTour` (`priceTour` with the tour's title and sale type, one read)
 * and a first capacity check, outside the lock (they only read; the items at once). Refusals are 409 naming each field, in the cart's order.
 */
async function priceCart(
  db: Database,
  request: CheckoutRequest,
  countPlaces: boolean,
): Promise<PricedItem[]> {
  const results = await Promise.all(
    request.booking.map(
      async (item) =>
        (await pricedTour(db, {
          tourId: item.activity_id,
          locationId: item.location_id,
          date: item.start_date,
          party: {
            adults: item.num_adults,
            children: item.num_children,
            infants: item.num_infants,
          },
          countPlaces,
        })) ?? null,
    ),
  );
  const priced: PricedItem[] = [];
  const refusals: FieldErrors = {};
  // What the answer says of each refusal, in the same order: an item's date, place or party
  // refusal names its tour and date (with several tours the field's message did not say
  // which); the others say what their field says (a changed price names its tour already).
  const said: string[] = [];
  const refuse = (field: string, message: string, saying = message) => {
    refusals[field] = [message];
    said.push(saying);
  };
  const seen = new Set<string>();
  for (const [index, result] of results.entries()) {
    const item = request.booking[index]!;
    const key = `${item.activity_id}|${item.start_date}`;
    if (seen.has(key)) refuse(`booking.${index}`, MESSAGES.alreadyInCart);
    seen.add(key);
    if (!result) {
      refuse(`booking.${index}.activity_id`, API_MESSAGES.tourNotAvailable);
      continue;
    }
    const { tour, price } = result;
    if (!price.ok) {
      const field = ITEM_FIELD_OF[price.about];
      refuse(
        `booking.${index}.${field}`,
        price.message,
        cartItemRefused(tour.title, formatLocalDate(item.start_date), price.message),
      );
      continue;
    }
    if (
      item.booking_amount !== undefined &&
      Math.round(item.booking_amount * 100) !== price.amountCents
    ) {
      refuse(
        `booking.${index}.booking_amount`,
        priceNowIs(tour.title, formatUsd(price.amountCents)),
      );
    }
    priced.push({
      item,
      amountCents: price.amountCents,
      saleType: tour.saleType,
      title: tour.title,
    });
  }
  // Every refused item said at once: naming only the first, a traveller who fixed it was
  // refused again for the next (a tester's finding, ADR 275).
  if (said.length > 0) throw new HttpError(409, said.map(asSentence).join(' '), refusals);
  return priced;
}

function bookingRow(
  item: CheckoutItem,
  amountCents: number,
  userId: number | null,
  reservedUntil: string,
): NewBooking {
  const pickup = item.pickup_location ?? 'hotel';
  return {
    reference: bookingReference(),
    user_id: userId,
    tour_id: item.activity_id,
    start_date: item.start_date,
    end_date: item.start_date,
    location_id: item.location_id,
    pickup_type: pickup,
    hotel_name: pickup === 'hotel' ? (item.hotel_name ?? null) : null,
    hotel_address: pickup === 'hotel' ? (item.hotel_address ?? null) : null,
    flight_number: pickup === 'airport' ? (item.flight_no ?? null) : null,
    flight_time: pickup === 'airport' ? (item.flight_time ?? null) : null,
    pickup_other: pickup === 'other' ? (item.other ?? null) : null,
    remarks: item.remarks ?? null,
    adults: item.num_adults,
    children: item.num_children,
    infants: item.num_infants,
    amount_cents: amountCents,
    contact_first_name: item.contact_firstname.trim(),
    contact_last_name: item.contact_lastname.trim(),
    contact_email: item.contact_email.trim(),
    contact_phone: item.contact_phone.trim(),
    status: 0,
    payment_status: 'awaiting_payment',
    reserved_until: reservedUntil,
  };
}

/**
 * Paid (or held) already, then Back and a detail changed: said so, rather than let the site book
 * the changed details as a new attempt that could be paid a second time (ADR 242).
 */
function paidAlready(): HttpError {
  return new HttpError(409, API_MESSAGES.attemptPaidAlready, {
    order: [API_MESSAGES.attemptPaidAlready],
  });
}

/**
 * The caller's earlier attempt with its payment as the provider holds it now. One paid on the
 * provider's page a moment ago may not be applied here yet (its return page or webhook still on
 * the way): applied first, a checkout with changed details is refused as paid already instead
 * of replacing an attempt whose money was taken (ADR 299). Only on these rare paths (a key sent
 * again with other details, a replacing checkout), so a checkout asks the provider nothing
 * otherwise. The provider unreachable: what we know stands, and a payment of a replaced attempt
 * still goes back when it comes.
 */
async function withPaymentNow(deps: CheckoutDeps, order: OrderRow): Promise<OrderRow> {
  if (!order.idempotencyKey) return order;
  try {
    await applyOrderPaymentNow(deps, order.id);
  } catch {
    return order;
  }
  return (await orderByIdempotencyKey(deps.db, order.idempotencyKey)) ?? order;
}

async function replay(deps: CheckoutDeps, order: OrderRow, requestHash: string) {
  if (order.requestHash !== requestHash) {
    if (order.status === 'paid' || order.status === 'authorized') throw paidAlready();
    throw new HttpError(409, API_MESSAGES.idempotencyKeyReused, {
      'Idempotency-Key': [API_MESSAGES.idempotencyKeyReused],
    });
  }
  if (order.paymentLink) {
    return { paymentLink: order.paymentLink, orderReference: order.reference };
  }
  const items = await toursOfOrder(deps.db, order.id);
  const captureMode = items.every((i) => Number(i.sale_type) === SALE_INSTANT)
    ? 'instant'
    : 'manual';
  return ensurePayment(deps, order, captureMode, items.map((i) => i.title).join(', '));
}

/** The order's one provider payment, made once (the provider call is idempotent by order). */
async function ensurePayment(
  deps: CheckoutDeps,
  order: PayableOrder,
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
  await recordOrderPayment(db, {
    orderId: order.id,
    provider: provider.name,
    providerReference: created.providerReference,
    amountCents: order.totalCents,
    captureMode,
    paymentLink: created.redirectUrl,
  });
  return { paymentLink: created.redirectUrl, orderReference: order.reference };
}

/** Fresh random bytes for tests that need a key. */
export function newIdempotencyKey(): string {
  return randomBytes(16).toString('base64url');
}
