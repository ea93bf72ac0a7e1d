import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      setupFiles: ['./test/setup.ts'],
      // Two cores on the project's machines: keep the worker count at the core count, and let
      // each worker reuse its jsdom and modules across files (about 3× faster here). Tests
      // clean up after themselves: DOM cleanup in test/setup.ts, toasts emptied, timers and
      // layout stubs restored.
      maxWorkers: 2,
      isolate: false,
      // Generous: CI runs this beside the API and web suites on two cores (the lazy calendar once
      // took over 30 s to import there).
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  }),
);
