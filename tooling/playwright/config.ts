// The Playwright config every app's journeys share: the machine's Chromium (never a downloaded
// browser), a Pixel 7 'phone' project, two workers, a retry on CI, a trace kept on failure, and
// the journeys in ./e2e with ./e2e/global-setup.ts starting the stack (see ./stack.ts).
import { defineConfig, devices } from '@playwright/test';
import type { PlaywrightTestConfig } from '@playwright/test';

/** The Chromium the journeys run in: CHROMIUM_PATH, else Debian's package. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
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
