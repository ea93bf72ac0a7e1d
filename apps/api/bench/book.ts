// `pnpm bench:book [--travellers 200] [--instances 2 | 1,2] [--duration 120] [--ramp 2]
//                  [--think 0] [--pool 10] [--postgres postgres://postgres@127.0.0.1:5432/postgres]`
//
// `--pool` is each instance's DATABASE_POOL_SIZE (its connections to PostgreSQL; default 10).
// Two ways to arrive. The flash crowd (the default, `--think 0 --ramp 2`): every traveller starts
// within `--ramp` seconds and goes through the steps without pausing — the worst case for the
// seat lock. Think time (`--think 5 --ramp 60`, say): arrivals spread evenly over `--ramp`
// seconds and each traveller pauses between steps as a person reading and typing would, a
// random 50–150 % of `--think` seconds (seeded by the traveller, so runs repeat). The report
// names the mode that ran.
//
// Not a test: a load test of the booking path (issue 19). N virtual travellers each search, open
// a tour, price it, check out (with an Idempotency-Key; every tenth clicks twice) and pay on the
// sandbox provider's card page with the test card, then land on the return page — against real
// API servers (`src/main.ts` as child processes, workers on) on one PostgreSQL database. The
// travellers go round-robin over the instances, as a load balancer would. Demand is more than
// the seats: a few tours on one date share places for 60 % of the parties, so checkouts race for
// the last seats. At the end the database is checked — no date oversold, every paid booking
// present and paid once, no payment applied twice — and the run exits 1 if a check fails or any
// request answered 5xx.
//
// Bounded: loopback only (the API and PostgreSQL on 127.0.0.1), a fixed number of requests per
// traveller, and a deadline (`--duration`) after which nothing new starts and requests abort.
// A database `lt_bench_book` is created for each run and dropped at the end.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { tourDateAt } from '@trails/domain/tour-date';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '../src/db/client.ts';
import type { Database } from '../src/db/client.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { holdsSeats } from '../src/modules/bookings/seats.ts';
import { addDays } from '../src/modules/pricing/rules.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: options } = parseArgs({
  // `pnpm bench:book -- --travellers 40` hands the `--` on: it separates nothing here.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    travellers: { type: 'string', default: '200' },
    instances: { type: 'string', default: '2' },
    duration: { type: 'string', default: '120' },
    ramp: { type: 'string', default: '2' },
    think: { type: 'string', default: '0' },
    tours: { type: 'string', default: '4' },
    pool: { type: 'string', default: '10' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const TRAVELLERS = wholeNumber('travellers', 1, 10_000);
const DURATION_MS = wholeNumber('duration', 5, 3600) * 1000;
const RAMP_MS = wholeNumber('ramp', 0, 600) * 1000;
const THINK_MS = wholeNumber('think', 0, 60) * 1000;
const TOURS = wholeNumber('tours', 1, 20);
const POOL = wholeNumber('pool', 4, 100);
const INSTANCE_COUNTS = options.instances.split(',').map((count) => {
  const n = Number(count);
  if (!Number.isInteger(n) || n < 1 || n > 8) throw new Error(`--instances: 1–8, got "${count}"`);
  return n;
});
const ADMIN_URL = options.postgres;
if (!isLoopback(new URL(ADMIN_URL).hostname)) {
  throw new Error('--postgres must be a server on this machine (127.0.0.1 / localhost)');
}
const FIRST_PORT = 3911;
/** Seats per party: two adults. Capacity is set for 60 % of the parties. */
const PARTY = 2;
const SHARE_OF_DEMAND = 0.6;
const STEPS = [
  'search',
  'open tour',
  'price',
  'checkout',
  'checkout retry',
  'payment page',
  'pay',
  'return page',
] as const;
type Step = (typeof STEPS)[number];
/** Pauses a traveller takes at most (before: open tour, price, checkout, payment page, pay). */
const PAUSES = 5;
// Bounded: the slowest traveller (the last to arrive, every pause 150 %) must fit the deadline.
if (RAMP_MS + PAUSES * THINK_MS * 1.5 >= DURATION_MS) {
  throw new Error(
    `--duration ${DURATION_MS / 1000} s is too short for --ramp ${RAMP_MS / 1000} and --think ${THINK_MS / 1000} (${PAUSES} pauses of up to 150 %): raise --duration`,
  );
}
const MODE =
  THINK_MS === 0
    ? `flash crowd: arrivals within ${RAMP_MS / 1000} s, no think time`
    : `think time: arrivals over ${RAMP_MS / 1000} s, ${THINK_MS / 1000} s (50–150 %) between steps`;

function wholeNumber(
  name: 'travellers' | 'duration' | 'ramp' | 'tours' | 'think' | 'pool',
  min: number,
  max: number,
) {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name}: a whole number ${min}–${max}, got "${options[name]}"`);
  }
  return value;
}

function isLoopback(host: string) {
  return host === 'localhost' || host === '::1' || host === '[::1]' || host.startsWith('127.');
}

type Sample = { step: Step; ms: number; status: number };
type Tour = { id: number; locationId: number; date: string; title: string };

/** What the run saw: every request's step, time and status, and the orders it paid. */
class Recorder {
  samples: Sample[] = [];
  /** Order reference → amount in cents, for every order whose card payment was approved. */
  paid = new Map<string, number>();
  soldOut = 0;
  /** Travellers that could not finish for a reason other than a full date (named). */
  problems: string[] = [];
}

async function withDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS lt_bench_book WITH (FORCE)');
  await admin.query('CREATE DATABASE lt_bench_book');
  const url = new URL(ADMIN_URL);
  url.pathname = '/lt_bench_book';
  try {
    return await run(url.toString());
  } finally {
    await admin.query('DROP DATABASE IF EXISTS lt_bench_book WITH (FORCE)');
    await admin.end();
  }
}

/** The contested tours: instant, per person, children allowed; one date each, few seats. */
async function prepareTours(db: Database): Promise<Tour[]> {
  const rows = await queryRows<{ id: number; location_id: number; lead: number; title: string }>(
    db,
    sql`SELECT t.id, min(pl.location_id) AS location_id, t.lead_time_days AS lead, t.title
      FROM tours t JOIN tour_pickup_locations pl ON pl.tour_id = t.id
      WHERE t.status = 1 AND t.sale_type = 1 AND t.pricing_basis = 1 AND t.include_children
      GROUP BY t.id ORDER BY t.id LIMIT ${TOURS}`,
  );
  if (rows.length === 0) throw new Error('the demo catalogue has no instant per-person tour');
  // Whole parties: a last single seat would turn a party away at the estimate, not at checkout.
  const seats = PARTY * Math.max(1, Math.ceil((TRAVELLERS * SHARE_OF_DEMAND) / rows.length));
  const tours: Tour[] = [];
  for (const row of rows) {
    await db.execute(sql`UPDATE tours SET daily_capacity = ${seats} WHERE id = ${row.id}`);
    tours.push({
      id: Number(row.id),
      locationId: Number(row.location_id),
      // As the checkout tests do: far enough out for every lead time, free of seeded departures.
      date: addDays(tourDateAt(new Date()), Math.max(20, Number(row.lead) + 14)),
      title: row.title,
    });
  }
  return tours;
}

/**
 * Starts the instances one after the other, each answering /healthz before the next starts:
 * started at the same moment on an empty database, two instances raced to create pg-boss's
 * schema and one exited (`Key (nspname)=(pgboss) already exists`) — see the README.
 */
async function startInstances(
  count: number,
  databaseUrl: string,
  dataDir: string,
  started: { child: ChildProcess; url: string }[],
) {
  for (let i = 0; i < count; i++) {
    const port = FIRST_PORT + i;
    // Something else answering there (a forgotten server) would pass the health check and take
    // part of the load against another database: its orders then look lost in the checks (it happened once).
    const taken = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`port ${port} is already in use: stop what listens there first`);
    const child = spawn(process.execPath, [path.join(here, '../src/main.ts')], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: String(POOL),
        API_PORT: String(port),
        API_HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        // The provider posts its webhooks to the first instance (a balancer's address in
        // production); the page, return page and everything else go round-robin.
        API_PUBLIC_URL: `http://127.0.0.1:${FIRST_PORT}`,
        PUBLIC_URL: 'http://localhost:3000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const url = `http://127.0.0.1:${port}`;
    started.push({ child, url });
    await waitFor(`${url}/healthz`, child);
  }
}

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`API exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url}`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A small seeded generator (mulberry32): the same traveller pauses the same way every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One traveller's visit, request by request, on the instances in turn. */
async function travel(
  index: number,
  tour: Tour,
  apis: string[],
  deadline: number,
  recorder: Recorder,
) {
  let turn = index;
  const random = seeded(index + 1);
  /** A person reading the page before the next step (nothing in the flash crowd). */
  const think = async () => {
    if (THINK_MS === 0) return;
    const pause = THINK_MS * (0.5 + random());
    if (Date.now() + pause >= deadline) throw new Error('deadline');
    await new Promise((resolve) => setTimeout(resolve, pause));
  };
  const visitor = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  async function request(step: Step, pathAndQuery: string, init: RequestInit = {}) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new Error('deadline');
    const base = apis[turn++ % apis.length]!;
    const started = performance.now();
    let status = 0;
    try {
      const response = await fetch(`${base}${pathAndQuery}`, {
        ...init,
        redirect: 'manual',
        headers: { 'x-forwarded-for': visitor, ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(remaining),
      });
      status = response.status;
      const text = await response.text();
      return { status, text, location: response.headers.get('location') };
    } finally {
      recorder.samples.push({ step, ms: performance.now() - started, status });
    }
  }
  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  const word = tour.title.split(/\s+/).find((w) => w.length > 3) ?? tour.title;
  await request('search', `/api/search?keyword=${encodeURIComponent(word.toLowerCase())}`);
  await think();
  await request('open tour', `/api/activity?id=${tour.id}`);
  await think();
  const cost = await request(
    'price',
    '/api/activity/cost',
    json({ aid: tour.id, pul: tour.locationId, pud: tour.date, na: PARTY, nc: 0, ni: 0 }),
  );
  const priced = JSON.parse(cost.text) as { amount?: number; message?: string };
  const amount = priced.amount;
  // The estimate already says when the last seats went: the traveller picks another date.
  if (amount === undefined && /sold out|places? (is|are) left/i.test(priced.message ?? '')) {
    recorder.soldOut++;
    return;
  }
  if (amount === undefined) {
    recorder.problems.push(`traveller ${index}: no price (${cost.status}) ${cost.text}`);
    return;
  }
  const email = `traveller-${index}@bench.example`;
  const traveller = (first: string, lead: boolean) => ({
    firstname: first,
    lastname: `Bench${index}`,
    email: lead ? email : null,
    phone: lead ? '+94 77 123 4567' : null,
    lead_traveller: lead,
  });
  const body = {
    url: 'http://localhost:3000',
    booking: [
      {
        start_date: tour.date,
        activity_id: tour.id,
        location_id: tour.locationId,
        num_adults: PARTY,
        num_children: 0,
        num_infants: 0,
        booking_amount: amount,
        pickup_location: 'hotel',
        hotel_name: 'Queens Hotel',
        hotel_address: 'Dalada Veediya, Kandy',
        contact_firstname: 'Nimal',
        contact_lastname: `Bench${index}`,
        contact_email: email,
        contact_phone: '+94 77 123 4567',
        travellers: [traveller('Nimal', true), traveller('Kumari', false)],
      },
    ],
  };
  const key = `bench-${randomBytes(12).toString('hex')}`;
  await think();
  const checkout = await request('checkout', '/api/booking/checkout', {
    ...json(body),
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
  });
  if (checkout.status === 409 && checkout.text.includes('start_date')) {
    recorder.soldOut++;
    return;
  }
  if (checkout.status !== 200) {
    recorder.problems.push(`traveller ${index}: checkout ${checkout.status} ${checkout.text}`);
    return;
  }
  const order = (
    JSON.parse(checkout.text) as { data: { payment_link: string; order_reference: string } }
  ).data;
  // Every tenth traveller clicks twice: the same key must answer the same order and link.
  if (index % 10 === 0) {
    const again = await request('checkout retry', '/api/booking/checkout', {
      ...json(body),
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
    });
    const twin =
      again.status === 200 ? (JSON.parse(again.text) as { data: typeof order }).data : null;
    if (twin?.order_reference !== order.order_reference) {
      recorder.problems.push(
        `traveller ${index}: a retried checkout answered ${again.status} ${again.text}`,
      );
    }
  }
  const page = new URL(order.payment_link).pathname;
  await think();
  await request('payment page', page);
  const card = new URLSearchParams({
    action: 'pay',
    card_number: '4242 4242 4242 4242',
    expiry: '12/39',
    cvc: '123',
    name: `Nimal Bench${index}`,
  }).toString();
  const form = {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: card,
  };
  await think();
  const pay = await request('pay', page, form);
  if (pay.status !== 303) {
    recorder.problems.push(`traveller ${index}: the card page answered ${pay.status}`);
    return;
  }
  recorder.paid.set(order.order_reference, Math.round(amount * 100));
  // Every tenth pays twice (a second tab): the page must show the payment closed, not take it.
  if (index % 10 === 5) {
    const twice = await request('pay', page, form);
    if (twice.status !== 200)
      recorder.problems.push(`traveller ${index}: a second payment answered ${twice.status}`);
  }
  const back = await request('return page', `/api/payments/${order.order_reference}`);
  const status =
    back.status === 200
      ? (JSON.parse(back.text) as { data: { status: string } }).data.status
      : null;
  if (status !== 'paid')
    recorder.problems.push(`traveller ${index}: the return page says ${back.status} ${status}`);
}

type Check = { name: string; failures: string[] };

/** What must hold in the database after the run, whatever the load did. */
async function checkDatabase(db: Database, recorder: Recorder): Promise<Check[]> {
  const oversold = await queryRows<{
    tour_id: number;
    start_date: string;
    seats: number;
    capacity: number;
  }>(
    db,
    sql`SELECT b.tour_id, b.start_date::text AS start_date, sum(b.adults + b.children)::int AS seats,
        coalesce(d.capacity - d.booked, t.daily_capacity)::int AS capacity
      FROM bookings b JOIN tours t ON t.id = b.tour_id
      LEFT JOIN tour_departures d ON d.tour_id = b.tour_id AND d.departure_date = b.start_date
      WHERE ${holdsSeats('b')}
      GROUP BY b.tour_id, b.start_date, d.capacity, d.booked, t.daily_capacity
      HAVING sum(b.adults + b.children) > coalesce(d.capacity - d.booked, t.daily_capacity)`,
  );
  const orders = await queryRows<{
    reference: string;
    status: string;
    bookings: number;
    captured_bookings: number;
    paid_cents: number;
    payment_captured: number | null;
    provider_captured: number | null;
    amount_cents: number | null;
  }>(
    db,
    sql`SELECT o.reference, o.status, count(b.id)::int AS bookings,
        count(b.id) FILTER (WHERE b.payment_status = 'captured')::int AS captured_bookings,
        coalesce(sum(b.paid_cents), 0)::int AS paid_cents,
        p.captured_cents AS payment_captured, sp.captured_cents AS provider_captured,
        p.amount_cents
      FROM orders o LEFT JOIN bookings b ON b.order_id = o.id
      LEFT JOIN payments p ON p.order_id = o.id
      LEFT JOIN sandbox_payments sp ON sp.reference = p.provider_reference
      GROUP BY o.id, p.id, sp.reference`,
  );
  const byReference = new Map(orders.map((order) => [order.reference, order]));
  const missing: string[] = [];
  for (const [reference, cents] of recorder.paid) {
    const order = byReference.get(reference);
    if (!order) missing.push(`${reference}: no such order`);
    else if (order.bookings !== 1 || order.captured_bookings !== 1 || order.paid_cents !== cents) {
      missing.push(`${reference}: ${JSON.stringify(order)} (paid ${cents})`);
    }
  }
  const twice: string[] = [];
  for (const order of orders) {
    const provider = Number(order.provider_captured ?? 0);
    const ours = Number(order.payment_captured ?? 0);
    if (
      ours !== provider ||
      provider > Number(order.amount_cents ?? 0) ||
      order.paid_cents > provider
    ) {
      twice.push(`${order.reference}: ${JSON.stringify(order)}`);
    }
  }
  const operations = await queryRows<{ reference: string; kind: string; n: number }>(
    db,
    sql`SELECT reference, kind, count(*)::int AS n FROM sandbox_operations
      GROUP BY reference, kind HAVING count(*) > 1`,
  );
  twice.push(...operations.map((row) => `${row.reference}: ${row.n} × ${row.kind}`));
  return [
    {
      name: 'no date oversold',
      failures: oversold.map(
        (row) => `tour ${row.tour_id} on ${row.start_date}: ${row.seats} seats of ${row.capacity}`,
      ),
    },
    { name: 'every paid booking present and paid', failures: missing },
    { name: 'no payment applied twice', failures: twice },
    { name: 'every traveller finished or met a full date', failures: recorder.problems },
  ];
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function runWith(instances: number) {
  return withDatabase(async (databaseUrl) => {
    const handle = await openDatabase({ engine: 'postgres', url: databaseUrl, poolSize: 2 });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'trails-bench-book-'));
    const servers: { child: ChildProcess; url: string }[] = [];
    try {
      await seedDemo(handle.db);
      const tours = await prepareTours(handle.db);
      await startInstances(instances, databaseUrl, dataDir, servers);
      const apis = servers.map((server) => server.url);
      const recorder = new Recorder();
      const started = Date.now();
      const deadline = started + DURATION_MS;
      await Promise.all(
        Array.from({ length: TRAVELLERS }, async (_, index) => {
          await new Promise((resolve) => setTimeout(resolve, (RAMP_MS * index) / TRAVELLERS));
          try {
            await travel(index, tours[index % tours.length]!, apis, deadline, recorder);
          } catch (error) {
            recorder.problems.push(`traveller ${index}: ${(error as Error).message}`);
          }
        }),
      );
      const elapsed = (Date.now() - started) / 1000;
      // The provider's webhooks are delivered by a job after each payment: let the queue finish
      // them (the return page has applied every payment already; a webhook must change nothing).
      for (let i = 0; i < 60; i++) {
        const [left] = await queryRows<{ n: number }>(
          handle.db,
          sql`SELECT count(*)::int AS n FROM sandbox_webhooks WHERE delivered_at IS NULL`,
        );
        if (Number(left!.n) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const checks = await checkDatabase(handle.db, recorder);
      return { instances, recorder, elapsed, checks };
    } finally {
      for (const server of servers) await stop(server.child);
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

function report(run: Awaited<ReturnType<typeof runWith>>) {
  const { recorder, elapsed, instances } = run;
  const lines = [
    `Mode: ${MODE}; ${POOL} PostgreSQL connections per instance (--pool).`,
    '',
    `| instances | step | requests | failed | 5xx | p50 (ms) | p99 (ms) |`,
    '|---:|---|---:|---:|---:|---:|---:|',
  ];
  for (const step of STEPS) {
    const samples = recorder.samples.filter((sample) => sample.step === step);
    if (samples.length === 0) continue;
    const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
    // A full date (409 on checkout) is the answer a traveller should get, not a failure.
    const failed = samples.filter(
      (s) => s.status === 0 || (s.status >= 400 && !(s.status === 409 && step === 'checkout')),
    ).length;
    const errors = samples.filter((s) => s.status >= 500).length;
    lines.push(
      `| ${instances} | ${step} | ${samples.length} | ${failed} | ${errors} | ${percentile(times, 50).toFixed(0)} | ${percentile(times, 99).toFixed(0)} |`,
    );
  }
  const total = recorder.samples.length;
  lines.push(
    '',
    `${instances} instance(s): ${TRAVELLERS} travellers, ${total} requests in ${elapsed.toFixed(1)} s = ${(total / elapsed).toFixed(0)} req/s; ${recorder.paid.size} paid, ${recorder.soldOut} met a full date.`,
  );
  for (const check of run.checks) {
    lines.push(
      `- ${check.failures.length === 0 ? 'ok' : 'FAILED'}: ${check.name}${check.failures.length ? ` (${check.failures.length})` : ''}`,
    );
    for (const failure of check.failures.slice(0, 10)) lines.push(`    ${failure}`);
  }
  return lines.join('\n');
}

let failed = false;
for (const instances of INSTANCE_COUNTS) {
  console.error(`[bench:book] ${TRAVELLERS} travellers, ${instances} API instance(s), ${MODE}…`);
  const run = await runWith(instances);
  console.log(report(run));
  console.log('');
  const fiveHundreds = run.recorder.samples.filter((sample) => sample.status >= 500).length;
  if (fiveHundreds > 0 || run.checks.some((check) => check.failures.length > 0)) failed = true;
}
process.exit(failed ? 1 : 0);
