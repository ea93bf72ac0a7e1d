// The Playwright config every app's journeys share: the machine's Chromium (never a downloaded
// browser), a Pixel 7 'phone' project, two workers, a retry on CI, a trace kept on failure, and
// the journeys in ./e2e with ./e2e/global-setup.ts starting the stack (see ./stack.ts).
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import type { PlaywrightTestConfig } from '@playwright/test';

/** Debian's Chromium: the browser (`chromium`) and its headless shell (`chromium-headless-shell`). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the journeys run in: CHROMIUM_PATH, else Debian's headless shell, else Debian's
 * browser. The shell is the same Chromium build without the browser's windows: the journeys take
 * a third less time in it (ADR 302) — the browser opened a window, with its tab strip's own page,
 * for every test's context, on a machine the journeys keep busy.
 */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : DEBIAN_CHROMIUM;
}

/**
 * Debian's browser itself (CHROMIUM_PATH when set), for the benchmarks that measure what a
 * visitor's Chromium does with a page (Lighthouse): its numbers stay comparable with earlier ones.
 */
export function browserChromiumPath(): string {
  return process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
}

/** The flags Chromium starts with: headless, no sandbox, nothing in the background. */
export const chromiumArgs: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface TrailsPlaywrightOptions {
  /** How long one test may take, in ms (default 60 s). */
  readonly timeout?: number;
  /** How long an `expect` waits, in ms (default 10 s). */
  readonly expectTimeout?: number;
}

/**
 * The shared config; paths (`./e2e`, `./e2e/global-setup.ts`) are relative to the app's
 * playwright.config.ts. An app passes only what differs.
 */
export function trailsPlaywrightConfig({
  timeout = 60_000,
  expectTimeout = 10_000,
}: TrailsPlaywrightOptions = {}): PlaywrightTestConfig {
  return defineConfig({
    testDir: './e2e',
    globalSetup: './e2e/global-setup.ts',
    fullyParallel: true,
    workers: 2,
    retries: process.env.CI ? 1 : 0,
    timeout,
    expect: { timeout: expectTimeout },
    reporter: process.env.CI ? 'line' : [['list']],
    use: {
      trace: 'retain-on-failure',
      launchOptions: { executablePath: chromiumPath(), args: [...chromiumArgs] },
    },
    projects: [{ name: 'phone', use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' } }],
  });
}
