import { afterEach, describe, expect, it, vi } from 'vitest';
import { chromiumArgs, trailsPlaywrightConfig } from '../config.ts';

afterEach(() => {
  vi.unstubAllEnvs();
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

  it("launches the machine's Chromium headless, or CHROMIUM_PATH's", () => {
    vi.stubEnv('CHROMIUM_PATH', '');
    expect(trailsPlaywrightConfig().use?.launchOptions).toEqual({
      executablePath: '/usr/bin/chromium',
      args: [...chromiumArgs],
    });
    expect(chromiumArgs).toContain('--headless');
    vi.stubEnv('CHROMIUM_PATH', '/opt/chromium/chrome');
    expect(trailsPlaywrightConfig().use?.launchOptions?.executablePath).toBe(
      '/opt/chromium/chrome',
    );
  });

  it('retries a failed journey once on CI only', () => {
    vi.stubEnv('CI', '');
    expect(trailsPlaywrightConfig().retries).toBe(0);
    vi.stubEnv('CI', '1');
    expect(trailsPlaywrightConfig().retries).toBe(1);
  });
});
