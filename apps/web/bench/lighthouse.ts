// `pnpm --filter @trails/web bench`: Lighthouse (mobile emulation, simulated throttling, Debian
// Chromium) on the home, search, a tour and a location page of the production build with the
// real API, then the traveller's run (`traveller.ts`: 4× CPU, slow 4G, when the main control
// works, whether early input survives). Prints tables; never a pass/fail test. Build first
// (`pnpm --filter @trails/web build`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { browserChromiumPath, chromiumArgs } from '@trails/playwright-config/config';
import { startStack } from '../e2e/global-setup.ts';
import { TRAVELLER_PAGES, travellerRuns } from './traveller.ts';

/** `--reports DIR` keeps each page's full Lighthouse report (JSON) for a closer look. */
const reportsFlag = process.argv.indexOf('--reports');
const reportsDir = reportsFlag === -1 ? undefined : process.argv[reportsFlag + 1];
const runsFlag = process.argv.indexOf('--runs');
const runCount = runsFlag === -1 ? 5 : Math.max(1, Number(process.argv[runsFlag + 1]));
/** `--traveller-only` skips Lighthouse and runs only the traveller's run. */
const travellerOnly = process.argv.includes('--traveller-only');
/** `--pages search,tour` runs only those pages (home, search, tour, location), in both runs. */
const pagesFlag = process.argv.indexOf('--pages');
const onlyPages =
  pagesFlag === -1 ? undefined : new Set(process.argv[pagesFlag + 1]?.split(',') ?? []);
const chosen = (name: string) => onlyPages === undefined || onlyPages.has(name);

function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Row {
  page: string;
  performance: number;
  performanceRange: string;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpS: string;
  lcpRange: string;
  cls: string;
  tbtMs: number;
  jsKb: string;
  cssKb: string;
}

const stack = await startStack();
const chrome = await chromeLauncher.launch({
  chromePath: browserChromiumPath(),
  chromeFlags: [...chromiumArgs],
});
try {
  const base = stack.webUrl;
  const searchHtml = await (await fetch(`${base}/search?view=list`)).text();
  const tour = /href="(\/[^"]+\/details\/\d+)"/.exec(searchHtml)?.[1];
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const locationUrl = /<loc>([^<]*\/location\/\d+)<\/loc>/.exec(sitemap)?.[1];
  const location = locationUrl && new URL(locationUrl).pathname;
  const pages = (
    [
      ['home', '/'],
      ['search', '/search'],
      ['tour', tour ?? '/'],
      ['location', location ?? '/'],
    ] as [string, string][]
  ).filter(([name]) => chosen(name));
  const rows: Row[] = [];
  for (const [name, path] of travellerOnly ? [] : pages) {
    // Warm the server's caches once so the run measures the page, not the first request: the
    // page itself and every image width it offers (the API renders each width on first request,
    // then serves it from memory and disk; steady state is what visitors get).
    const html = await (await fetch(`${base}${path}`)).text();
    const images = new Set(
      [...html.matchAll(/(?:src|srcSet|srcset|imageSrcSet)="([^"]+)"/g)].flatMap((match) =>
        match[1]!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!),
      ),
    );
    await Promise.all(
      [...images]
        .filter((url) => url.includes('/media/'))
        .map((url) =>
          fetch(new URL(url.replaceAll('&amp;', '&'), base)).then((r) => r.arrayBuffer()),
        ),
    );
    // Lighthouse's own advice: one run is noise; report the run with the median performance
    // score of several (`--runs N`, default 5), and the range of the scores.
    const runs: Result[] = [];
    for (let run = 0; run < runCount; run += 1) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      // A run Lighthouse could not finish scores 0: say why, so a 0 in the range is explained.
      const failed = result.lhr.runtimeError;
      if (failed)
        console.error(`[bench] ${name}, run ${run + 1}: ${failed.code} ${failed.message}`);
      runs.push(result.lhr);
    }
    const byScore = [...runs].sort(
      (a, b) =>
        (a.categories['performance']?.score ?? 0) - (b.categories['performance']?.score ?? 0),
    );
    const median = byScore[Math.floor(byScore.length / 2)]!; // the run with the median score
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      writeFileSync(join(reportsDir, `${name}.json`), JSON.stringify(median, null, 1));
    }
    const { categories, audits } = median;
    const lcps = runs.map((run) => run.audits['largest-contentful-paint']?.numericValue ?? 0);
    const requests =
      (
        audits['network-requests']?.details as
          { items?: { resourceType?: string; transferSize?: number }[] } | undefined
      )?.items ?? [];
    const bytes = (type: string) =>
      requests
        .filter((request) => request.resourceType === type)
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    rows.push({
      page: `${name} (${path.length > 40 ? `${path.slice(0, 37)}…` : path})`,
      performance: score('performance'),
      performanceRange: `${Math.round((byScore[0]!.categories['performance']?.score ?? 0) * 100)}–${Math.round((byScore.at(-1)!.categories['performance']?.score ?? 0) * 100)}`,
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      // Lighthouse's LCP moves by up to a second between runs of one page here (whether the
      // page's scripts ran before the largest paint in the observed load decides whether the
      // simulation counts them): the median of all runs and their range, not one run's.
      lcpS: (medianOf(lcps) / 1000).toFixed(2),
      lcpRange: `${(Math.min(...lcps) / 1000).toFixed(2)}–${(Math.max(...lcps) / 1000).toFixed(2)}`,
      cls: (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      jsKb: (bytes('Script') / 1024).toFixed(1),
      cssKb: (bytes('Stylesheet') / 1024).toFixed(1),
    });
  }
  const header =
    '| page | perf (median) | perf (range) | a11y | best practices | SEO | LCP (s, median) | LCP (range) | CLS | TBT (ms) | JS (KB, compressed) | CSS (KB, compressed) |';
  console.log(header);
  console.log(
    `|${header
      .split('|')
      .slice(1, -1)
      .map(() => ' --- ')
      .join('|')}|`,
  );
  for (const row of rows) {
    console.log(
      `| ${row.page} | ${row.performance} | ${row.performanceRange} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpS} | ${row.lcpRange} | ${row.cls} | ${row.tbtMs} | ${row.jsKb} | ${row.cssKb} |`,
    );
  }
  const traveller = await travellerRuns(
    base,
    TRAVELLER_PAGES(tour ?? '/').filter((page) => chosen(page.name)),
    runCount,
  );
  console.log('');
  console.log(
    '| page | main control works (ms, median; 4× CPU, slow 4G) | input typed at 300 ms kept |',
  );
  console.log('| --- | --- | --- |');
  for (const row of traveller) {
    console.log(`| ${row.page} | ${row.controlMs} | ${row.inputKept ? 'yes' : 'NO'} |`);
  }
} finally {
  chrome.kill();
  await stack.stop();
}
