// The whole product's schema (ARCHITECTURE §4). Clean names live here; the wire's spellings
// (`exclision`, `itinery`, …) appear only where handlers shape answers.
// Money is integer US cents; instants are timestamptz; a tour's departure is a local date in
// Asia/Colombo (`date`) plus a pickup time of day (`time`).
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ── People ──────────────────────────────────────────────────────────────────────────────────

/** user_type: 2 supplier, 3 client (spec §9); 1 is kept for admins. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    avatar: text('avatar'),
    userType: smallint('user_type').notNull(),
    /** 0 unverified, 1 active, 2 blocked */
    status: smallint('status').notNull().default(1),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    offersOptIn: boolean('offers_opt_in').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const supplierProfiles = pgTable('supplier_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  workName: text('work_name').notNull(),
  workAddress: text('work_address'),
  workRegNumber: text('work_reg_number'),
  workFixPhone: text('work_fix_phone'),
  workMobile: text('work_mobile'),
  workAvatar: text('work_avatar'),
  contactName: text('contact_name'),
  contactNic: text('contact_nic'),
  contactHomePhone: text('contact_home_phone'),
  contactMobilePhone: text('contact_mobile_phone'),
  contactAddress: text('contact_address'),
  contactAvatar: text('contact_avatar'),
});

export const supplierCategories = pgTable(
  'supplier_categories',
  {
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.supplierUserId, t.categoryId] })],
);

/** Opaque bearer tokens, stored as a SHA-256 hash only. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('access_tokens_hash_key').on(t.tokenHash)],
);

export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

/** One-time codes: social sign-in exchange, e-mail verification, password reset. */
export const oneTimeCodes = pgTable('one_time_codes', {
  codeHash: text('code_hash').primaryKey(),
  purpose: text('purpose').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Solved captcha challenges, so a solution cannot be replayed. */
export const captchaReplays = pgTable('captcha_replays', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// ── Media ───────────────────────────────────────────────────────────────────────────────────

/**
 * An image the API serves at /media/{name}?w=. `kind` 'scene' is rendered from `recipe`
 * (a generated landscape); 'upload' is a stored file. Width/height are of the largest size.
 */
export const media = pgTable('media', {
  name: text('name').primaryKey(),
  kind: text('kind').notNull(),
  recipe: text('recipe'),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  altText: text('alt_text').notNull().default(''),
  createdAt: createdAt(),
});

// ── Catalogue ───────────────────────────────────────────────────────────────────────────────

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    district: text('district').notNull(),
  },
  (t) => [
    uniqueIndex('locations_slug_key').on(t.slug),
    index('locations_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const locationPages = pgTable(
  'location_pages',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
    seoUrl: text('seo_url').notNull(),
    imageName: text('image_name').references(() => media.name),
    imageAlt: text('image_alt').notNull().default(''),
    /** shown in the home page's location tag list */
    isTag: boolean('is_tag').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('location_pages_seo_url_key').on(t.seoUrl)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug)],
);

/**
 * tour_type 1 half day, 2 full day, 3 overnight; duration_unit 1 Days, 2 Hours, 3 Minutes;
 * pricing_basis 1 per person, 2 per group; sale_type 1 instant, 2 on availability;
 * status 0 Pending, 1 Active, 2 Rejected (spec §3, §9).
 */
export const tours = pgTable(
  'tours',
  {
    id: serial('id').primaryKey(),
    tourCode: text('tour_code').notNull(),
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    seoUrl: text('seo_url').notNull(),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
    tourType: smallint('tour_type').notNull(),
    durationValue: integer('duration_value').notNull(),
    durationUnit: smallint('duration_unit').notNull(),
    overview: text('overview').notNull(),
    inclusion: text('inclusion').notNull().default(''),
    exclusion: text('exclusion').notNull().default(''),
    knowBeforeYouGo: text('know_before_you_go').notNull().default(''),
    conditions: text('conditions').notNull().default(''),
    knowPolicy: text('know_policy').notNull().default(''),
    cancelPolicy: text('cancel_policy').notNull().default(''),
    contactNumber: text('contact_number'),
    adultsAgeFrom: smallint('adults_age_from').notNull().default(12),
    adultsAgeTo: smallint('adults_age_to').notNull().default(75),
    childrenAgeFrom: smallint('children_age_from').notNull().default(4),
    childrenAgeTo: smallint('children_age_to').notNull().default(11),
    infantAgeFrom: smallint('infant_age_from').notNull().default(0),
    infantAgeTo: smallint('infant_age_to').notNull().default(3),
    includeAdults: boolean('include_adults').notNull().default(true),
    includeChildren: boolean('include_children').notNull().default(true),
    includeInfants: boolean('include_infants').notNull().default(true),
    maxAdults: smallint('max_adults').notNull().default(4),
    maxChildren: smallint('max_children').notNull().default(4),
    maxInfants: smallint('max_infants').notNull().default(4),
    pricingBasis: smallint('pricing_basis').notNull(),
    adultPriceCents: integer('adult_price_cents'),
    childPriceCents: integer('child_price_cents'),
    infantPriceCents: integer('infant_price_cents'),
    /** The "from" price shown in listings, kept equal to the cheapest price by the writer. */
    sellingPriceCents: integer('selling_price_cents').notNull(),
    saleType: smallint('sale_type').notNull().default(1),
    status: smallint('status').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    sold: integer('sold').notNull().default(0),
    /** Earliest bookable departure is today (Asia/Colombo) plus this many days. */
    leadTimeDays: integer('lead_time_days').notNull().default(1),
    /** Places per departure date unless tour_departures says otherwise. */
    dailyCapacity: integer('daily_capacity').notNull().default(12),
    coverImage: text('cover_image').references(() => media.name),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    /** Names of the tour's locations and categories, so full text finds them too. */
    keywords: text('keywords').notNull().default(''),
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(keywords, '')), 'B') || setweight(to_tsvector('english', coalesce(overview, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tours_tour_code_key').on(t.tourCode),
    // fastupdate off: new entries go straight into the index. With the default pending list, a
    // bulk load left every entry there until a VACUUM (none on PGlite, none while autovacuum is
    // off), and the planner scanned every tour instead of using the index (ADR 046).
    index('tours_search_document').using('gin', t.searchDocument).with({ fastupdate: false }),
    index('tours_listing').on(t.status, t.tourType, t.id),
    index('tours_sold').on(t.status, t.sold.desc(), t.id),
    // Each type's best sellers in order: the suggestion groups read a type's candidates and
    // stop, and a listing filtered by type walks only that type (ADR 199).
    index('tours_type_sold').on(t.status, t.tourType, t.sold.desc(), t.id),
    // The featured list in sales order (ADR 218): one index walk that stops at the page's last
    // card, instead of walking every tour by sales and skipping the ninety-nine in a hundred
    // that are not featured.
    index('tours_featured').on(t.status, t.featured, t.sold.desc(), t.id),
    index('tours_supplier').on(t.supplierUserId),
  ],
);

/**
 * The keyword search's narrow copy of each tour (ADR 262): its full-text document and the
 * columns a search filters and orders on, nothing else. A keyword page reads every match's
 * document and sales; in `tours` those sit behind some forty other columns, wide text among
 * them, and reading them was most of a misspelt search's database time. Kept by the trigger of
 * migration 0016 on every write of `tours`, so no writer has to remember it. Fixed-width columns
 * first, the one variable-width column last.
 */
export const tourSearch = pgTable(
  'tour_search',
  {
    id: integer('id')
      .primaryKey()
      .references(() => tours.id, { onDelete: 'cascade' }),
    sold: integer('sold').notNull(),
    status: smallint('status').notNull(),
    tourType: smallint('tour_type').notNull(),
    featured: boolean('featured').notNull(),
    durationUnit: smallint('duration_unit').notNull(),
    durationValue: integer('duration_value').notNull(),
    sellingPriceCents: integer('selling_price_cents').notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    dailyCapacity: integer('daily_capacity').notNull(),
    searchDocument: tsvector('search_document').notNull(),
  },
  (t) => [
    index('tour_search_document').using('gin', t.searchDocument).with({ fastupdate: false }),
    // A common word's best sellers in order: the ranked window walks this and stops after its
    // thousand matches, instead of reading every match (a word in a sixth of 100,000 tours).
    index('tour_search_sold').on(t.status, t.sold.desc(), t.id),
  ],
);

export const tourCategories = pgTable(
  'tour_categories',
  {
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tourId, t.categoryId] }),
    index('tour_categories_category').on(t.categoryId, t.tourId),
  ],
);

export const tourImages = pgTable(
  'tour_images',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    mediaName: text('media_name')
      .notNull()
      .references(() => media.name),
    altText: text('alt_text').notNull().default(''),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('tour_images_tour').on(t.tourId, t.position)],
);

export const tourItinerary = pgTable(
  'tour_itinerary',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** "Day 1", "07:00" … */
    label: text('label').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
  },
  (t) => [index('tour_itinerary_tour').on(t.tourId, t.position)],
);

export const tourPickupLocations = pgTable(
  'tour_pickup_locations',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    pickupTime: time('pickup_time').notNull(),
  },
  (t) => [
    uniqueIndex('tour_pickup_locations_key').on(t.tourId, t.locationId),
    index('tour_pickup_locations_location').on(t.locationId, t.tourId),
  ],
);

/** Per-group prices: a group of up to `max_travellers` pays `price_cents` (pricing_basis 2). */
export const tourGroupPrices = pgTable(
  'tour_group_prices',
  {
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    maxTravellers: smallint('max_travellers').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tourId, t.maxTravellers] })],
);

/** Departure dates that differ from the tour's daily capacity; `booked` counts seats taken. */
export const tourDepartures = pgTable(
  'tour_departures',
  {
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tourId, t.departureDate] })],
);

export const deals = pgTable('deals', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  imageName: text('image_name').references(() => media.name),
  discountPercent: smallint('discount_percent').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

export const dealTours = pgTable(
  'deal_tours',
  {
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.tourId] }), index('deal_tours_tour').on(t.tourId)],
);

// ── Orders, bookings and what hangs off them ───────────────────────────────────────────────

/**
 * status: awaiting_payment, paid (captured), authorized (held), declined, cancelled, expired.
 * `reference` is the unguessable public handle (`ord_` + 128 random bits) the return page and
 * GET /api/payments/{reference} use; `idempotency_key` + `request_hash` make a retried checkout
 * answer the same order (ADR 101).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    userId: integer('user_id').references(() => users.id),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status').notNull().default('awaiting_payment'),
    contactEmail: text('contact_email').notNull(),
    contactFirstName: text('contact_first_name').notNull().default(''),
    contactLastName: text('contact_last_name').notNull().default(''),
    /** The site origin the traveller came from (one of PUBLIC_URL): where the provider returns. */
    returnOrigin: text('return_origin').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the checkout body: the same key with another body is a conflict. */
    requestHash: text('request_hash').notNull(),
    /** The payment page the traveller is sent to (the provider's hosted page). */
    paymentLink: text('payment_link'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_reference_key').on(t.reference),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
  ],
);

/**
 * One provider payment per order. status: created, authorized, captured, released, refunded,
 * declined, cancelled, expired. capture_mode 'instant' (every item sale_type 1) or 'manual'
 * (authorize and hold; captured per booking as suppliers confirm). The cents columns mirror what
 * the provider holds, so a capture or release is never asked for twice (ADR 102).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id'),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    captureMode: text('capture_mode').notNull().default('instant'),
    status: text('status').notNull().default('created'),
    authorizedCents: integer('authorized_cents').notNull().default(0),
    capturedCents: integer('captured_cents').notNull().default(0),
    releasedCents: integer('released_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    captureBefore: timestamp('capture_before', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_reference_key').on(t.provider, t.providerReference),
    uniqueIndex('payments_order_key').on(t.orderId),
  ],
);

/** Processed provider events, so a redelivered event changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    providerReference: text('provider_reference'),
    type: text('type'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

// ── The sandbox payment provider's own books (modules/payments/sandbox) ──────────────────────

/**
 * What the sandbox provider holds for a payment, as a real processor would on its side.
 * status: open, authorized, captured, released, refunded, declined, cancelled.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  reference: text('reference').primaryKey(),
  merchantReference: text('merchant_reference').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  captureMode: text('capture_mode').notNull(),
  description: text('description').notNull(),
  customerEmail: text('customer_email').notNull(),
  returnUrl: text('return_url').notNull(),
  declineUrl: text('decline_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  notifyUrl: text('notify_url').notNull(),
  status: text('status').notNull().default('open'),
  cardLast4: text('card_last4'),
  authorizedCents: integer('authorized_cents').notNull().default(0),
  capturedCents: integer('captured_cents').notNull().default(0),
  releasedCents: integer('released_cents').notNull().default(0),
  refundedCents: integer('refunded_cents').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Captures, releases and refunds keyed by the merchant's idempotency key. */
export const sandboxOperations = pgTable('sandbox_operations', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  reference: text('reference')
    .notNull()
    .references(() => sandboxPayments.reference, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
});

/** Signed webhook deliveries the sandbox still owes the merchant (delivered with retry). */
export const sandboxWebhooks = pgTable(
  'sandbox_webhooks',
  {
    eventId: text('event_id').primaryKey(),
    notifyUrl: text('notify_url').notNull(),
    payload: text('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_webhooks_due').on(t.deliveredAt, t.nextAttemptAt)],
);

// ── The books of the hosted providers, PayHere and Stripe (modules/payments/hosted) ─────────

/**
 * What a hosted provider (payhere, stripe) holds for one payment, as learnt from its verified
 * notifications and API, plus the decisions we sent it. The cents are the ledger our side reads:
 * a held payment is captured at the provider once, when every part of it is decided (ADR 141).
 */
export const hostedPayments = pgTable(
  'hosted_payments',
  {
    reference: text('reference').primaryKey(),
    provider: text('provider').notNull(),
    orderReference: text('order_reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    captureMode: text('capture_mode').notNull(),
    description: text('description').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerFirstName: text('customer_first_name').notNull(),
    customerLastName: text('customer_last_name').notNull(),
    returnUrl: text('return_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    notifyUrl: text('notify_url').notNull(),
    /** open, pending, authorized, captured, released, refunded, declined, cancelled */
    status: text('status').notNull().default('open'),
    /** PayHere's payment_id, Stripe's PaymentIntent id. */
    externalId: text('external_id'),
    /** PayHere's authorization token of a hold (the capture and void calls take it). */
    authorizationToken: text('authorization_token'),
    authorizedCents: integer('authorized_cents').notNull().default(0),
    capturedCents: integer('captured_cents').notNull().default(0),
    releasedCents: integer('released_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** When the provider captured (or voided) the hold: the one settlement of a manual payment. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** A lease on sending the settlement, so two last decisions at once send it once. */
    settlingAt: timestamp('settling_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('hosted_payments_order_key').on(t.provider, t.orderReference)],
);

/** Our captures, releases and refunds at a hosted provider, keyed by our idempotency key. */
export const hostedOperations = pgTable(
  'hosted_operations',
  {
    provider: text('provider').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    reference: text('reference')
      .notNull()
      .references(() => hostedPayments.reference, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** When the provider confirmed the call (a refund after settlement); null: still owed. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Who sends it now: a lease, so a retry racing the first call does not send it twice. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.idempotencyKey] })],
);

/** status 0 Pending, 1 Confirmed, 2 Rejected, 3 Canceled, 4 Completed, 5 Dispute (spec §4). */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    userId: integer('user_id').references(() => users.id),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** tour pickup location (where the tour picks up) */
    locationId: integer('location_id').references(() => locations.id),
    /** airport, hotel or other (spec §9) */
    pickupType: text('pickup_type').notNull().default('hotel'),
    hotelName: text('hotel_name'),
    hotelAddress: text('hotel_address'),
    flightNumber: text('flight_number'),
    flightTime: text('flight_time'),
    pickupOther: text('pickup_other'),
    remarks: text('remarks'),
    adults: smallint('adults').notNull(),
    children: smallint('children').notNull().default(0),
    infants: smallint('infants').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
    paidCents: integer('paid_cents').notNull().default(0),
    /**
     * What a cancellation gave back to the traveller's card, set once with `refunded` or
     * `released` (the booking's charge and the balances paid for its amendments); null before
     * migration 0018 and for a booking nothing was given back for (ADR 295).
     */
    refundedCents: integer('refunded_cents'),
    paymentReference: text('payment_reference'),
    contactFirstName: text('contact_first_name').notNull(),
    contactLastName: text('contact_last_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    status: smallint('status').notNull().default(0),
    /**
     * The payment beside the §4 status: awaiting_payment, authorized, captured, released,
     * refunded, declined, expired. Seats are held by `holdsSeats` (modules/bookings/seats.ts);
     * travellers see a booking only once authorized or later (ADR 100).
     */
    paymentStatus: text('payment_status').notNull().default('awaiting_payment'),
    /** The end of an unpaid reservation; past it the seats are free again. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    alertClient: boolean('alert_client').notNull().default(false),
    contactable: boolean('contactable').notNull().default(true),
    reviewTokenHash: text('review_token_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * A cancellation asked for after the free-cancellation deadline: the supplier or an admin
     * decides it (ADR 124). Cleared when declined.
     */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bookings_reference_key').on(t.reference),
    index('bookings_user').on(t.userId, t.startDate),
    index('bookings_tour_date').on(t.tourId, t.startDate),
    index('bookings_order').on(t.orderId),
    index('bookings_awaiting_payment')
      .on(t.reservedUntil)
      .where(sql`${t.paymentStatus} = 'awaiting_payment'`),
    // A review link finds its booking by the token's hash (modules/reviews, ADR 160).
    uniqueIndex('bookings_review_token_key')
      .on(t.reviewTokenHash)
      .where(sql`${t.reviewTokenHash} IS NOT NULL`),
    // The review request job's read: Completed bookings not asked yet (ADR 161).
    index('bookings_review_due')
      .on(t.id)
      .where(sql`${t.status} = 4 AND ${t.reviewTokenHash} IS NULL`),
  ],
);

export const bookingTravellers = pgTable('booking_travellers', {
  id: serial('id').primaryKey(),
  bookingId: integer('booking_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email'),
  phone: text('phone'),
  leadTraveller: boolean('lead_traveller').notNull().default(false),
});

/**
 * The scheduled notices a booking was sent (ADR 151): a row per notice, written in the
 * transaction that puts its mail in the outbox, so a notice goes out once however often its job
 * runs. `notice` names it with what it is about: `reminder:<start date>` (an amended date gets a
 * reminder of its own), `hold-reminder` (the supplier's, once per booking).
 */
export const bookingNotices = pgTable(
  'booking_notices',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    notice: text('notice').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.notice] })],
);

/**
 * An amendment request (ADR 125): the new date, pick-up and party, priced by the server.
 * balance = new amount − the booking's amount: positive is paid through `pay_link` (the
 * provider's payment `payment_reference`), negative is given back when approved. At most one
 * waits for a decision per booking.
 */
export const bookingAmendments = pgTable(
  'booking_amendments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    locationId: integer('location_id').references(() => locations.id),
    adults: smallint('adults').notNull(),
    children: smallint('children').notNull().default(0),
    infants: smallint('infants').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    status: smallint('status').notNull().default(0),
    payLink: text('pay_link'),
    paymentReference: text('payment_reference'),
    balancePaidAt: timestamp('balance_paid_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * When the money the current payment of an amendment not applied took went back (ADR 223):
     * a payment that took money once takes none again, so the sweep stops asking the provider.
     */
    givenBackAt: timestamp('given_back_at', { withTimezone: true }),
    /**
     * How an approved amendment's negative balance goes back ('release' of part of a hold, or
     * 'refund' of part of a capture), chosen under the booking's lock when it was approved (ADR
     * 227): a retry after a provider error does the same operation whatever the booking's payment
     * became since (captured by the supplier's confirmation, given back by a cancellation).
     */
    settleBy: text('settle_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_amendments_one_pending')
      .on(t.bookingId)
      .where(sql`${t.status} = 0`),
  ],
);

/**
 * The payments an amendment's balance no longer uses (ADR 219): a declined, cancelled or expired
 * one replaced by the traveller's "Pay" again. It never counts as the balance; money it takes
 * anyway is given back once (`given_back_at`).
 */
export const bookingAmendmentPayments = pgTable(
  'booking_amendment_payments',
  {
    paymentReference: text('payment_reference').primaryKey(),
    amendmentId: integer('amendment_id')
      .notNull()
      .references(() => bookingAmendments.id, { onDelete: 'cascade' }),
    givenBackAt: timestamp('given_back_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('booking_amendment_payments_amendment').on(t.amendmentId)],
);

/** visible: 'supplier' or 'admin' (the recipient); hidden by an admin shows as removed. */
export const bookingMessages = pgTable(
  'booking_messages',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id),
    message: text('message').notNull(),
    visible: text('visible').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('booking_messages_booking').on(t.bookingId, t.createdAt)],
);

// ── Reviews and favourites ──────────────────────────────────────────────────────────────────

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references(() => bookings.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    supplierUserId: integer('supplier_user_id').references(() => users.id),
    rating: smallint('rating').notNull(),
    feedback: text('feedback').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_tour').on(t.tourId, t.reviewedAt),
    uniqueIndex('reviews_booking_key').on(t.bookingId),
  ],
);

export const reviewImages = pgTable('review_images', {
  id: serial('id').primaryKey(),
  reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
  /** Uploads made by the token page before the review exists hang off the booking. */
  bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
  mediaName: text('media_name')
    .notNull()
    .references(() => media.name),
  createdAt: createdAt(),
});

export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favourites_user_tour_key').on(t.userId, t.tourId)],
);

// ── Mail ────────────────────────────────────────────────────────────────────────────────────

/** The transactional outbox: status pending → sent | failed (after the last attempt). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** 'smtp' or 'dev-mailbox': how it was delivered */
    transport: text('transport'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due').on(t.status, t.nextAttemptAt)],
);

export const inquiries = pgTable('inquiries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscribers_email_key').on(sql`lower(${t.email})`)],
);

// ── Site content ────────────────────────────────────────────────────────────────────────────

export const sliders = pgTable('sliders', {
  id: serial('id').primaryKey(),
  imageName: text('image_name')
    .notNull()
    .references(() => media.name),
  title: text('title').notNull(),
  subText: text('sub_text').notNull(),
  position: smallint('position').notNull().default(0),
});

export const featuredCategories = pgTable('featured_categories', {
  id: serial('id').primaryKey(),
  imageName: text('image_name')
    .notNull()
    .references(() => media.name),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** comma list of category ids the card links to */
  categoryIds: text('category_ids').notNull(),
  position: smallint('position').notNull().default(0),
});

export const travelInspirations = pgTable('travel_inspirations', {
  id: serial('id').primaryKey(),
  imageName: text('image_name')
    .notNull()
    .references(() => media.name),
  title: text('title').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull().default(0),
});

export const instagramPosts = pgTable('instagram_posts', {
  id: serial('id').primaryKey(),
  imageName: text('image_name')
    .notNull()
    .references(() => media.name),
  caption: text('caption').notNull(),
  link: text('link').notNull(),
  position: smallint('position').notNull().default(0),
});

/** key: about, privacy, cookie, disclaimer, guidelines */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  body: text('body').notNull(),
  metaTitle: text('meta_title').notNull(),
  metaDescription: text('meta_description').notNull(),
  updatedAt: updatedAt(),
});

/** key/value settings: title, description, keywords, featured, support_email, support_phone … */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Every word of the catalogue's titles, places and categories: the vocabulary a mistyped
 * keyword is corrected against (trigram similarity on this small table, then full text on the
 * tours' GIN index; ADR 042). Words are only added.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/** Marks seeds that ran, so seeding is idempotent. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
