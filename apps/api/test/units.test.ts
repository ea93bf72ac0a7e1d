// Pure rules: prices, configuration, contract error shaping.
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { fieldErrorsFromAjv } from '../src/http/errors.ts';
import { addDays, discounted, listPriceCents } from '../src/modules/pricing/rules.ts';
import type { PriceList } from '../src/modules/pricing/rules.ts';
import { pictureOf } from '../src/modules/media/pictures.ts';
import { createResponseCache } from '../src/http/response-cache.ts';
import { settledTotal } from '../src/modules/search/service.ts';
import { CHECK_EVERY_MS, STALE_MS, createHealthMonitor } from '../src/modules/health/monitor.ts';
import { changesNothing } from '../src/modules/payments/application.ts';
import type { PaymentSnapshot } from '../src/modules/payments/provider.ts';

describe('prices', () => {
  const perPerson: PriceList = { basis: 1, adultCents: 2800, childCents: 1700, infantCents: 0 };
  const perGroup: PriceList = {
    basis: 2,
    groups: [
      { maxTravellers: 6, priceCents: 15000 },
      { maxTravellers: 2, priceCents: 7000 },
    ],
  };

  it('adds up adults, children and infants per person', () => {
    expect(listPriceCents(perPerson, { adults: 2, children: 1, infants: 1 })).toBe(7300);
  });

  it('charges a group the price of the smallest size it fits; infants take no place', () => {
    expect(listPriceCents(perGroup, { adults: 1, children: 1, infants: 2 })).toBe(7000);
    expect(listPriceCents(perGroup, { adults: 3, children: 0, infants: 0 })).toBe(15000);
    expect(listPriceCents(perGroup, { adults: 4, children: 3, infants: 0 })).toBeUndefined();
  });

  it('takes a discount off in whole cents, rounding half up', () => {
    expect(discounted(13000, 15)).toBe(11050);
    expect(discounted(999, 15)).toBe(849);
    expect(discounted(1001, 50)).toBe(501);
    expect(discounted(5000, null)).toBe(5000);
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('configuration', () => {
  it('has defaults for every variable', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3001,
      databaseUrl: null,
      smtpUrl: null,
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('reads the environment and names a bad variable', () => {
    expect(loadConfig({ API_PORT: '4000', DATABASE_URL: 'postgres://u@h/db' })).toMatchObject({
      port: 4000,
      databaseUrl: 'postgres://u@h/db',
    });
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SMTP_URL: 'nope' })).toThrow(/SMTP_URL/);
  });
});

describe('error shaping', () => {
  it('names the field of every Ajv error', () => {
    const errors = fieldErrorsFromAjv(
      [
        { instancePath: '', keyword: 'required', params: { missingProperty: 'aid' } },
        { instancePath: '/na', keyword: 'maximum', message: 'must be <= 4', params: {} },
        { instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: 'x' } },
      ],
      'body',
    );
    expect(errors).toEqual({
      aid: ['The aid field is required.'],
      na: ['The na field must be <= 4.'],
      x: ['The x field is not allowed.'],
    });
  });
});

describe('pictures', () => {
  it('offers only widths an image has', () => {
    const small = pictureOf({ name: 'r-1', width: 700, height: 500 });
    expect(small.srcset).toBe('/media/r-1?w=320 320w, /media/r-1?w=640 640w');
    expect(small.url).toBe('/media/r-1?w=640');
  });
});

describe('the public read cache', () => {
  it('reuses an answer, serves a stale one while one refresh runs, never stores a failure', async () => {
    // The clock is moved by hand: with real waits a busy machine (CI on 2 cores) slept past the
    // stale window and the test saw a miss where it expected a stale answer.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const cache = createResponseCache(40);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.get('/a', compute)).toEqual({ value: 1, hit: false });
    expect(await cache.get('/a', compute)).toEqual({ value: 1, hit: true });
    vi.setSystemTime(Date.now() + 60);
    const [first, second] = await Promise.all([cache.get('/a', compute), cache.get('/a', compute)]);
    expect([first.value, second.value]).toEqual([1, 1]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(computed).toBe(2);
    expect(await cache.get('/a', compute)).toEqual({ value: 2, hit: true });
    await expect(cache.get('/b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('/b', compute)).toEqual({ value: 3, hit: false });
  });
});

describe('the health monitor', () => {
  // The database's answer is a promise the test settles; the clock is moved by hand.
  function monitored() {
    let clock = 1_000_000;
    const questions: { resolve: () => void; reject: (error: Error) => void }[] = [];
    const errors: string[] = [];
    const monitor = createHealthMonitor({
      ask: () => new Promise<void>((resolve, reject) => questions.push({ resolve, reject })),
      log: { error: (_details, message) => errors.push(message) },
      now: () => clock,
    });
    const settle = async (answer: 'answers' | 'fails') => {
      const question = questions.at(-1)!;
      if (answer === 'answers') question.resolve();
      else question.reject(new Error('connection refused'));
      await new Promise((resolve) => setImmediate(resolve));
    };
    return { monitor, questions, errors, settle, wait: (ms: number) => (clock += ms) };
  }

  it('is down until a check went through, and after a failed one', async () => {
    const { monitor, errors, settle } = monitored();
    expect(monitor.healthy()).toBe(false);
    void monitor.check();
    await settle('answers');
    expect(monitor.healthy()).toBe(true);
    void monitor.check();
    await settle('fails');
    expect(monitor.healthy()).toBe(false);
    expect(errors).toEqual(['health check: database does not answer']);
  });

  it('answers from the last check while the next one waits, for at most 30 s', async () => {
    const { monitor, questions, settle, wait } = monitored();
    void monitor.check();
    await settle('answers');
    wait(CHECK_EVERY_MS);
    // A probe starts the next check and answers at once from the last one.
    monitor.refresh();
    monitor.refresh();
    expect(questions).toHaveLength(2);
    expect(monitor.healthy()).toBe(true);
    // The database is stuck: that check never finishes.
    wait(STALE_MS - 1);
    expect(monitor.healthy()).toBe(true);
    wait(1);
    expect(monitor.healthy()).toBe(false);
    await settle('answers');
    expect(monitor.healthy()).toBe(true);
  });

  it('asks once at a time, and not again right after an answer', async () => {
    const { monitor, questions, settle, wait } = monitored();
    const [first, second] = [monitor.check(), monitor.check()];
    await settle('answers');
    expect(await Promise.all([first, second])).toEqual([true, true]);
    monitor.refresh();
    expect(questions).toHaveLength(1);
    wait(CHECK_EVERY_MS);
    monitor.refresh();
    expect(questions).toHaveLength(2);
  });

  it('checks at once when the clock was stepped back past the last check', async () => {
    const { monitor, questions, settle, wait } = monitored();
    void monitor.check();
    await settle('answers');
    // NTP (or a test's moved clock put back) steps the clock 10 s back: the last check now
    // seems to lie in the future, and must not hold its verdict until the clock catches up.
    wait(-10_000);
    monitor.refresh();
    expect(questions).toHaveLength(2);
  });
});

describe("a search page's total (ADR 204)", () => {
  const estimate = (total: number) => ({ total, estimated: true });
  it('a page that is not full is the last one: the total becomes exact', () => {
    expect(settledTotal(estimate(3200), 24, 12, 5)).toEqual({ total: 29, estimated: false });
    expect(settledTotal(estimate(1500), 0, 12, 0)).toEqual({ total: 0, estimated: false });
  });
  it('a full page at or past an estimated end means at least one more page', () => {
    expect(settledTotal(estimate(1001), 1188, 12, 12)).toEqual({ total: 1201, estimated: true });
  });
  it('keeps a count, and an estimate the page does not contradict', () => {
    expect(settledTotal({ total: 40, estimated: false }, 12, 12, 12)).toEqual({
      total: 40,
      estimated: false,
    });
    expect(settledTotal(estimate(3200), 12, 12, 12)).toEqual(estimate(3200));
    // A page past the end (no cards) says nothing about where the end is.
    expect(settledTotal(estimate(3200), 9600, 12, 0)).toEqual(estimate(3200));
  });
});

describe('a provider snapshot that changes nothing (ADR 240)', () => {
  const kept = {
    id: 1,
    orderId: 1,
    provider: 'sandbox',
    providerReference: 'sbp_x',
    amountCents: 5_000,
    captureMode: 'instant',
    status: 'captured',
    authorizedCents: 5_000,
    capturedCents: 5_000,
    releasedCents: 0,
    refundedCents: 0,
    captureBefore: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  } as Parameters<typeof changesNothing>[0];
  const snapshot: PaymentSnapshot = {
    providerReference: 'sbp_x',
    orderReference: 'ord_x',
    status: 'captured',
    amountCents: 5_000,
    authorizedCents: 5_000,
    capturedCents: 5_000,
    releasedCents: 0,
    refundedCents: 0,
    captureBefore: null,
  };
  const open = { ...kept, status: 'pending', authorizedCents: 0, capturedCents: 0 };

  it('is the same money again, with every booking paid', () => {
    expect(changesNothing(kept, 0, snapshot)).toBe(true);
    // An older snapshot too: totals only grow.
    expect(changesNothing(kept, 0, { ...snapshot, status: 'authorized', capturedCents: 0 })).toBe(
      true,
    );
  });

  it('is not new money, a refund or a new capture deadline', () => {
    expect(changesNothing(kept, 0, { ...snapshot, refundedCents: 1_000 })).toBe(false);
    expect(changesNothing(open, 1, { ...snapshot, status: 'authorized', capturedCents: 0 })).toBe(
      false,
    );
    const held = { ...kept, status: 'authorized', capturedCents: 0, captureMode: 'manual' };
    expect(
      changesNothing(held, 0, {
        ...snapshot,
        status: 'authorized',
        capturedCents: 0,
        captureBefore: new Date('2026-12-06T00:00:00Z'),
      }),
    ).toBe(false);
  });

  it('is an open payment while its bookings wait, but not a declined one', () => {
    const waiting = { ...snapshot, status: 'open' as const, authorizedCents: 0, capturedCents: 0 };
    expect(changesNothing(open, 1, waiting)).toBe(true);
    expect(changesNothing(open, 1, { ...waiting, status: 'declined' })).toBe(false);
    expect(changesNothing(open, 1, { ...waiting, status: 'cancelled' })).toBe(false);
  });

  it('is not paid money while a booking of the order is still unpaid (a lapsed one)', () => {
    expect(changesNothing(kept, 1, snapshot)).toBe(false);
    // Given back (refunded after the seats were sold): no money kept, so a lapsed booking of it
    // is never Confirmed when the same snapshot comes again.
    const givenBack = { ...kept, status: 'refunded', refundedCents: 5_000 };
    expect(
      changesNothing(givenBack, 1, { ...snapshot, status: 'refunded', refundedCents: 5_000 }),
    ).toBe(true);
  });
});
