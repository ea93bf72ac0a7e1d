// The traveller's side of `pnpm bench:web` (ADR 059): Debian Chromium through Playwright, the CPU
// slowed 4× and the network shaped like Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s
// down, 750 kbit/s up), on a fresh browser profile each run. Per page it records:
// - when the main control works: the time from navigation until React has attached its handlers
//   to that control (a tap from then on is answered; before, it lands on inert markup);
// - whether input survives: a keyword typed 300 ms after navigation, before the scripts have
//   run, is still in the box once they have, and (home) Enter searches for it.
// Prints a table; never a pass/fail test. Build first (`pnpm --filter @trails/web build`).
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@trails/playwright-config/config';

export interface TravellerRow {
  page: string;
  controlMs: number;
  inputKept: boolean;
}

interface TravellerPage {
  readonly name: string;
  readonly path: string;
  /** The main control (a box that takes text, or the booking panel's first choice). */
  readonly control: (page: Page) => ReturnType<Page['getByLabel']>;
  /** Whether typed text is checked on this page (the booking panel's control is a select). */
  readonly types: boolean;
}

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Milliseconds from navigation until the control carries React's handlers. */
async function timeUntilControlWorks(page: Page, started: number, target: TravellerPage) {
  const control = target.control(page);
  await control.waitFor({ state: 'attached', timeout: 30_000 });
  await control.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const hydrated = () => Object.keys(element).some((key) => key.startsWith('__reactProps'));
        const poll = () => (hydrated() ? resolve() : setTimeout(poll, 20));
        poll();
      }),
    undefined,
    { timeout: 30_000 },
  );
  return Date.now() - started;
}

export async function travellerRuns(base: string, pages: readonly TravellerPage[], runs: number) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...chromiumArgs],
  });
  const rows: TravellerRow[] = [];
  try {
    for (const target of pages) {
      const times: number[] = [];
      let kept = true;
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const started = Date.now();
        await page.goto(`${base}${target.path}`, { waitUntil: 'commit' });
        if (target.types) {
          // The visitor starts typing 300 ms after navigation, whatever the page is doing.
          const control = target.control(page);
          await control.waitFor({ state: 'attached', timeout: 30_000 });
          const wait = 300 - (Date.now() - started);
          if (wait > 0) await page.waitForTimeout(wait);
          await control.fill('hike');
        }
        times.push(await timeUntilControlWorks(page, started, target));
        if (target.types) {
          kept &&= (await target.control(page).inputValue()) === 'hike';
          if (target.name === 'home') {
            await target.control(page).press('Enter');
            await page.waitForURL(/\/search\?/, { timeout: 30_000 });
            kept &&= new URL(page.url()).searchParams.get('key') === 'hike';
          }
        }
        await context.close();
      }
      times.sort((a, b) => a - b);
      rows.push({
        page: target.name,
        controlMs: times[Math.floor(times.length / 2)]!,
        inputKept: kept,
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export const TRAVELLER_PAGES = (tourPath: string): TravellerPage[] => [
  {
    name: 'home',
    path: '/',
    control: (page) => page.getByRole('combobox', { name: 'What would you like to do?' }),
    types: true,
  },
  {
    name: 'search',
    path: '/search',
    control: (page) => page.getByRole('combobox', { name: 'Search trails' }),
    types: true,
  },
  {
    name: 'tour',
    path: tourPath,
    control: (page) => page.getByRole('combobox', { name: 'Pick-up location' }),
    types: false,
  },
];
