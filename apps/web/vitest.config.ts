import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// Files that need modules of their own: they mock modules (`vi.mock`), or they start from a
// module's first state (the query client, the notices, the online state, the early-tap handlers)
// that another file's tests would have moved on.
const ISOLATED = [
  'app/shared/components/favourite-button.early-tap.test.tsx',
  'app/shared/components/notices.test.tsx',
  'app/shared/components/checkout-link.test.tsx',
  'app/features/auth/components/login-form.test.tsx',
  'app/features/auth/components/login-page.test.tsx',
  'app/features/auth/components/sign-up-page.test.tsx',
  'app/features/account/components/reviews-page.test.tsx',
  'app/layout/header.early-tap.test.tsx',
  'test/booking-panel.test.tsx',
  'test/search-unknown-place.test.tsx',
];

// The React Router plugin is for builds only; tests render route modules through
// `createRoutesStub`, so they need only vanilla-extract.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    maxWorkers: 2,
    testTimeout: 15_000,
    // Both projects take the settings above (`extends: true`).
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-modules',
          include: ['app/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          exclude: ISOLATED,
          // Each worker keeps its jsdom and modules from file to file: about half the time on
          // two cores (108 s → 55 s idle; jsdom's start was a third of it). Tests clean up after
          // themselves (setup.ts). ADR 300.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
