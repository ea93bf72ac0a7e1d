import type * as fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserChromiumPath,
  chromiumArgs,
  DEBIAN_CHROMIUM,
  DEBIAN_HEADLESS_SHELL,
  trailsPlaywrightConfig,
} from '../config.ts';

// Which of Debian's Chromium packages this machine has installed, as the tests set it.
const installed = vi.hoisted(() => ({ paths: new Set<string>() }));
vi.mock('node:fs', async (original) => ({
  ...(await original<typeof fs>()),
  existsSync: (path: string) => installed.paths.has(path),
}));

afterEach(() => {
  vi.unstubAllEnvs();
  installed.paths.clear();
});

describe('trailsPlaywrightConfig', () => {
  it('runs the journeys of ./e2e on a phone, after ./e2e/global-setup.ts', () => {
    const config = trailsPlaywrightConfig();
    expect(config.testDir).toBe('./e2e');
    expect(config.globalSetup).toBe('./e2e/global-setup.ts');
    expect(config.workers).toBe(2);
    expect(config.projects?.map((project) => project.name)).toEqual(['phone']);
    expect(config.projects?.[0]?.use?.defaultBrowserType).toBe('chromium');
    expect(config.projects?.[0]?.use?.isMobile).toBe(true);
    expect(config.use?.trace).toBe('retain-on-failure');
  });

  it('waits 60 s per test and 10 s per expect unless the app says otherwise', () => {
    expect(trailsPlaywrightConfig()).toMatchObject({
      timeout: 60_000,
      expect: { timeout: 10_000 },
    });
    expect(trailsPlaywrightConfig({ timeout: 90_000, expectTimeout: 15_000 })).toMatchObject({
      timeout: 90_000,
      expect: { timeout: 15_000 },
    });
  });

  it("launches Debian's headless shell when installed, else its browser, or CHROMIUM_PATH's", () => {
    vi.stubEnv('CHROMIUM_PATH', '');
    installed.paths.add(DEBIAN_CHROMIUM);
    expect(trailsPlaywrightConfig().use?.launchOptions).toEqual({
      executablePath: '/usr/bin/chromium',
      args: [...chromiumArgs],
    });
    expect(chromiumArgs).toContain('--headless');
    installed.paths.add(DEBIAN_HEADLESS_SHELL);
    expect(trailsPlaywrightConfig().use?.launchOptions?.executablePath).toBe(
      '/usr/bin/chromium-headless-shell',
    );
    vi.stubEnv('CHROMIUM_PATH', '/opt/chromium/chrome');
    expect(trailsPlaywrightConfig().use?.launchOptions?.executablePath).toBe(
      '/opt/chromium/chrome',
    );
  });

  it("measures the benchmarks in Debian's browser even when the headless shell is there", () => {
    vi.stubEnv('CHROMIUM_PATH', '');
    installed.paths.add(DEBIAN_CHROMIUM).add(DEBIAN_HEADLESS_SHELL);
    expect(browserChromiumPath()).toBe('/usr/bin/chromium');
    vi.stubEnv('CHROMIUM_PATH', '/opt/chromium/chrome');
    expect(browserChromiumPath()).toBe('/opt/chromium/chrome');
  });

  it('retries a failed journey once on CI only', () => {
    vi.stubEnv('CI', '');
    expect(trailsPlaywrightConfig().retries).toBe(0);
    vi.stubEnv('CI', '1');
    expect(trailsPlaywrightConfig().retries).toBe(1);
  });
});
