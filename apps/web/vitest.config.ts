import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// The React Router plugin is for builds only; tests render route modules through
// `createRoutesStub`, so they need only vanilla-extract.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    maxWorkers: 2,
    testTimeout: 15_000,
  },
});
