import { defineConfig } from 'vitest/config';

// The rules that touch time run again in processes set to other time zones, from UTC−11 to
// UTC+14, including zones with daylight saving time: the cancellation deadline and the dates
// must come out the same everywhere. `test/time-zone.test.ts` proves each process really is in
// its zone.
const TIME_ZONES = [
  'UTC',
  'Asia/Colombo',
  'America/Los_Angeles',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Asia/Kathmandu',
  'Europe/London',
] as const;

const TIME_TESTS = [
  'test/time-zone.test.ts',
  'test/tour-date.test.ts',
  'test/cancellation.test.ts',
  'test/format.test.ts',
  'test/tour-end.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          include: ['test/**/*.test.ts'],
          // Needs a TZ of its own; run by the projects below.
          exclude: ['test/time-zone.test.ts'],
        },
      },
      ...TIME_ZONES.map((zone) => ({
        extends: true,
        test: { name: `TZ=${zone}`, include: TIME_TESTS, env: { TZ: zone } },
      })),
    ],
  },
});
