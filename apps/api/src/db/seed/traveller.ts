// The demo traveller (issue 16): a client who can log in, with bookings in every status (0–5),
// amendments, messages (one hidden by an admin) and an alert, so My Bookings and the booking
// detail can be seen with `npm start` alone. Idempotent like the catalogue: it runs once per
// database (marked in seed_runs) inside one transaction, after the catalogue.
//
// Development login (README): traveller@lankatrails.example / Kandy lake at dawn 7
import { sql } from 'drizzle-orm';
import { tourDateAt } from '@trails/domain/tour-date';
import { queryRows } from '../client.ts';
import type { Database } from '../client.ts';
import * as t from '../schema.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { addDays } from '../../modules/pricing/rules.ts';

export const DEMO_TRAVELLER = {
  email: 'traveller@lankatrails.example',
  password: 'Kandy lake at dawn 7',
  firstName: 'Amara',
  lastName: 'Fernando',
} as const;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

type PlannedBooking = {
  /** days from today (Asia/Colombo) */
  inDays: number;
  status: 0 | 1 | 2 | 3 | 4 | 5;
  paymentStatus: 'authorized' | 'captured' | 'released' | 'refunded';
  adults: number;
  children: number;
  infants: number;
};

// Every status once, then more upcoming trips so the Upcoming table has a second page.
const PLAN: PlannedBooking[] = [
  { inDays: 12, status: 0, paymentStatus: 'authorized', adults: 2, children: 1, infants: 0 },
  { inDays: 6, status: 1, paymentStatus: 'captured', adults: 2, children: 0, infants: 0 },
  { inDays: 18, status: 2, paymentStatus: 'released', adults: 1, children: 0, infants: 0 },
  { inDays: 9, status: 3, paymentStatus: 'refunded', adults: 2, children: 0, infants: 1 },
  { inDays: -21, status: 4, paymentStatus: 'captured', adults: 2, children: 0, infants: 0 },
  { inDays: -45, status: 5, paymentStatus: 'captured', adults: 3, children: 0, infants: 0 },
  { inDays: -70, status: 4, paymentStatus: 'captured', adults: 2, children: 2, infants: 0 },
  ...Array.from({ length: 10 }, (_, i) => ({
    inDays: 20 + i * 4,
    status: (i % 3 === 0 ? 0 : 1) as 0 | 1,
    paymentStatus: (i % 3 === 0 ? 'authorized' : 'captured') as 'authorized' | 'captured',
    adults: 1 + (i % 3),
    children: i % 2,
    infants: 0,
  })),
];

type TourPick = {
  id: number;
  supplier_user_id: number;
  location_id: number;
  selling_price_cents: number;
  pricing_basis: number;
};

export type TravellerSeedResult = { seeded: boolean; bookings: number };

export async function seedDemoTraveller(
  db: Database,
  now = new Date(),
): Promise<TravellerSeedResult> {
  // Hashing takes real time on purpose (argon2id): done before the transaction opens.
  const passwordHash = await hashPassword(DEMO_TRAVELLER.password);
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(t.seedRuns)
      .values({ name: 'demo-traveller' })
      .onConflictDoNothing()
      .returning({ name: t.seedRuns.name });
    if (marked.length === 0) return { seeded: false, bookings: 0 };
    const bookings = await load(tx, now, passwordHash);
    return { seeded: true, bookings };
  });
}

async function load(tx: Tx, now: Date, passwordHash: string): Promise<number> {
  const [user] = await tx
    .insert(t.users)
    .values({
      email: DEMO_TRAVELLER.email,
      passwordHash,
      firstName: DEMO_TRAVELLER.firstName,
      lastName: DEMO_TRAVELLER.lastName,
      phone: '+94 77 123 4567',
      userType: 3,
      status: 1,
      emailVerifiedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: t.users.id });
  // Someone registered the address already (a reused database): leave their account alone.
  if (!user) return 0;

  // Listed tours, each with its first pick-up, spread over the suppliers.
  const tours = await queryRows<TourPick>(
    tx,
    sql`SELECT DISTINCT ON (t.id) t.id, t.supplier_user_id, p.location_id, t.selling_price_cents,
        t.pricing_basis
      FROM tours t JOIN tour_pickup_locations p ON p.tour_id = t.id
      WHERE t.status = 1 AND t.tour_code NOT LIKE 'SYN-%'
      ORDER BY t.id, p.id LIMIT ${PLAN.length}`,
  );
  if (tours.length === 0) return 0;
  const today = tourDateAt(now);
  const ids: number[] = [];
  for (const [index, plan] of PLAN.entries()) {
    const tour = tours[index % tours.length]!;
    const startDate = addDays(today, plan.inDays);
    const price = Number(tour.selling_price_cents);
    const amount =
      Number(tour.pricing_basis) === 2
        ? price
        : price * plan.adults + Math.round(price * 0.6) * plan.children;
    const [row] = await tx
      .insert(t.bookings)
      .values({
        reference: `LT-DEMO-${String(index + 1).padStart(4, '0')}`,
        userId: user.id,
        tourId: Number(tour.id),
        startDate,
        endDate: startDate,
        locationId: Number(tour.location_id),
        pickupType: 'hotel',
        hotelName: 'Queens Hotel',
        hotelAddress: 'Dalada Veediya, Kandy',
        adults: plan.adults,
        children: plan.children,
        infants: plan.infants,
        amountCents: amount,
        paidCents: plan.paymentStatus === 'authorized' ? 0 : amount,
        // The cancelled trip shows what came back, as a cancellation records it (ADR 295).
        refundedCents: plan.paymentStatus === 'refunded' ? amount : null,
        paymentReference: `demo_pay_${index + 1}`,
        paymentStatus: plan.paymentStatus,
        contactFirstName: DEMO_TRAVELLER.firstName,
        contactLastName: DEMO_TRAVELLER.lastName,
        contactEmail: DEMO_TRAVELLER.email,
        contactPhone: '+94 77 123 4567',
        status: plan.status,
        // The Confirmed trip has an answer from its supplier the traveller has not read yet.
        alertClient: index === 1,
        // The disputed trip goes through the admin only.
        contactable: plan.status !== 5,
        createdAt: new Date(now.getTime() - (PLAN.length - index) * 3600_000),
      })
      .returning({ id: t.bookings.id });
    ids.push(row!.id);
    await tx.insert(t.bookingTravellers).values([
      {
        bookingId: row!.id,
        firstName: DEMO_TRAVELLER.firstName,
        lastName: DEMO_TRAVELLER.lastName,
        email: DEMO_TRAVELLER.email,
        phone: '+94 77 123 4567',
        leadTraveller: true,
      },
      ...(plan.adults > 1
        ? [{ bookingId: row!.id, firstName: 'Ruwan', lastName: 'Fernando', leadTraveller: false }]
        : []),
    ]);
  }

  const confirmed = ids[1]!;
  const confirmedTour = tours[1 % tours.length]!;
  const confirmedPlan = PLAN[1]!;
  const confirmedDate = addDays(today, confirmedPlan.inDays);
  const unit = Number(confirmedTour.selling_price_cents);
  // One amendment the supplier turned down, one waiting with money to give back.
  await tx.insert(t.bookingAmendments).values([
    {
      bookingId: confirmed,
      startDate: addDays(confirmedDate, 1),
      locationId: Number(confirmedTour.location_id),
      adults: 3,
      amountCents: unit * 3,
      balanceCents: unit,
      status: 2,
      createdAt: new Date(now.getTime() - 3 * 24 * 3600_000),
    },
    {
      bookingId: confirmed,
      startDate: confirmedDate,
      locationId: Number(confirmedTour.location_id),
      adults: 1,
      amountCents: unit,
      balanceCents: -unit,
      status: 0,
      createdAt: new Date(now.getTime() - 24 * 3600_000),
    },
  ]);

  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const supplierId = Number(confirmedTour.supplier_user_id);
  await tx.insert(t.bookingMessages).values([
    {
      bookingId: confirmed,
      authorUserId: user.id,
      message:
        'Hello! Could you pick us up at 6:30 instead of 7:00? We would like to see the sunrise.',
      visible: 'supplier',
      createdAt: minutesAgo(600),
    },
    {
      bookingId: confirmed,
      authorUserId: supplierId,
      message: 'Call me directly on my private number and pay the guide in cash, cheaper for you.',
      visible: 'supplier',
      // An admin removed it: off-platform payment.
      hidden: true,
      createdAt: minutesAgo(540),
    },
    {
      bookingId: confirmed,
      authorUserId: supplierId,
      message:
        'Of course — our guide will be at the Queens Hotel lobby at 6:30. Bring a warm layer.',
      visible: 'supplier',
      createdAt: minutesAgo(90),
    },
    {
      bookingId: ids[5]!,
      authorUserId: user.id,
      message: 'The guide did not show up at the pick-up point. I would like my money back.',
      visible: 'admin',
      createdAt: minutesAgo(60 * 24 * 40),
    },
  ]);
  return ids.length;
}
