// The demo traveller (issue 16): logs in with the README's development login and finds
// bookings in every status, amendments, messages (one hidden by an admin) and an alert.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { DEMO_TRAVELLER, seedDemoTraveller } from '../src/db/seed/traveller.ts';
import { bearer, logIn } from './support/accounts.ts';
import { expectContract } from './support/contract.ts';
import { countRows, createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ captchaProvider: 'off' });
  expect(await seedDemoTraveller(t.db)).toEqual({ seeded: true, bookings: 17 });
  token = await logIn(t, { email: DEMO_TRAVELLER.email, password: DEMO_TRAVELLER.password });
});
afterAll(() => t?.close());

function get(url: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}

describe('the demo traveller', () => {
  it('seeds once, however often the seed runs', async () => {
    const bookings = await countRows(t.db, 'bookings');
    const messages = await countRows(t.db, 'booking_messages');
    expect(await seedDemoTraveller(t.db)).toEqual({ seeded: false, bookings: 0 });
    expect(await countRows(t.db, 'bookings')).toBe(bookings);
    expect(await countRows(t.db, 'booking_messages')).toBe(messages);
  });

  it('has bookings in every status, Upcoming over two pages, and one alert', async () => {
    const upcoming = (await get('/api/account/my-bookings?group=upcoming')).json().data.bookings;
    const completed = (await get('/api/account/my-bookings?group=completed')).json().data.bookings;
    expect(upcoming).toMatchObject({ total: 14, last_page: 2 });
    expect(completed.total).toBe(3);
    const second = (await get('/api/account/my-bookings?group=upcoming&page=2')).json().data
      .bookings;
    const statuses = new Set(
      [...upcoming.data, ...second.data, ...completed.data].map(
        (b: { status: number }) => b.status,
      ),
    );
    expect([...statuses].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    const alerts = [...upcoming.data, ...second.data].filter(
      (b: { alert_client: number }) => b.alert_client === 1,
    );
    expect(alerts).toHaveLength(1);
  });

  it('has a booking with amendments and a message an admin removed', async () => {
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT id FROM bookings WHERE reference = 'LT-DEMO-0002'`,
    );
    const detail = await get(`/api/account/my-bookings/show/${row!.id}`);
    expectContract(detail, 'getMyBooking');
    expect(detail.json().data.ammendments.map((a: { status: number }) => a.status)).toEqual([2, 0]);
    const messages = await get(`/api/account/my-bookings/${row!.id}/comments`);
    expectContract(messages, 'listBookingMessages');
    expect(messages.json().data.map((m: { hidden: number }) => m.hidden)).toEqual([0, 1, 0]);
  });
});
