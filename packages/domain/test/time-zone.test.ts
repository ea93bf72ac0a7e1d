// Proves that each TZ project of vitest.config.ts really runs in its time zone, so the
// cancellation and date tests that run there are tested against that zone.
import { expect, test } from 'vitest';

/** Minutes that `Date#getTimezoneOffset` gives on 15 January and 15 July 2026 at 12:00 UTC. */
const EXPECTED_OFFSETS: Record<string, { january: number; july: number }> = {
  UTC: { january: 0, july: 0 },
  'Asia/Colombo': { january: -330, july: -330 },
  'America/Los_Angeles': { january: 480, july: 420 },
  'Pacific/Kiritimati': { january: -840, july: -840 },
  'Pacific/Pago_Pago': { january: 660, july: 660 },
  'Asia/Kathmandu': { january: -345, july: -345 },
  'Europe/London': { january: 0, july: -60 },
};

test('the process runs in the time zone its project sets', () => {
  const zone = process.env.TZ;
  expect(zone, 'this file runs only in the TZ projects').toBeDefined();
  const expected = EXPECTED_OFFSETS[zone ?? ''];
  expect(expected, `add ${zone} to EXPECTED_OFFSETS`).toBeDefined();

  const january = new Date(Date.UTC(2026, 0, 15, 12)).getTimezoneOffset();
  const july = new Date(Date.UTC(2026, 6, 15, 12)).getTimezoneOffset();
  expect({ january, july }).toEqual(expected);
  // Compared through Intl, which spells both the same way ('Asia/Kathmandu' may read 'Asia/Katmandu').
  const canonical = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(canonical);
});
