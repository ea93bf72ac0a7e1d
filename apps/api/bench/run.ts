// `pnpm --filter @trails/api bench [-- --postgres postgres://…/postgres] [--sizes 10000,100000]`
//
// Not a test: seeds N synthetic tours, starts the real server (a child process, so the load
// generator does not share its event loop), drives each endpoint with autocannon (32
// connections, 10 s) and prints req/s and p50/p99 next to a bare node:http ceiling serving a
// body of the same size. PGlite always; PostgreSQL too with --postgres (a database `lt_bench`
// is created there and dropped at the end).
import { fork, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { seedScale } from '../src/db/seed/scale.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const argument = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const postgresAdminUrl = argument('--postgres');
const sizes = (argument('--sizes') ?? '10000,100000').split(',').map(Number);
const duration = Number(argument('--duration') ?? 10);
/** `--only keyword,typo` runs the endpoints whose name contains one of the words. */
const only = argument('--only')?.split(',');
/** `--engines postgres` (or `pglite`) measures one engine only; both by default. */
const engines = (argument('--engines') ?? 'pglite,postgres').split(',');
/** `--cache off` (or `on`) runs one of the two cache settings only. */
const cacheChoice = argument('--cache');
/** `--connections 1` measures one request at a time: each query's own latency, no queue. */
const CONNECTIONS = Number(argument('--connections') ?? 32);
/**
 * `--log-level info` runs the API with the production request log (to /dev/null); by default it
 * logs warnings only, so the numbers leave the log out.
 */
const logLevel = argument('--log-level');
/** `--profile <dir>` writes the API child's CPU profile there (node --cpu-prof) for each run. */
const profileDir = argument('--profile');
/** `--port 3951` serves the API there and the ceiling on the next port (benches side by side). */
const API_PORT = Number(argument('--port') ?? 3901);
const CEILING_PORT = API_PORT + 1;

/** Two months ahead: past any tour's lead time, inside the bookable season. */
const AHEAD = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);

/**
 * Each endpoint: a name, a path and, for a POST, its JSON body. `{location}` in a body is the
 * first pickup place of tour 13, read from its page once the server is up.
 */
const ENDPOINTS: [string, string, Record<string, unknown>?][] = [
  ['search: top selling (limit 4)', '/api/search?limit=4'],
  ['search: featured (limit 5)', '/api/search?featured=1&limit=5'],
  ['search: deals (limit 4)', '/api/search?deals=1&limit=4'],
  ['search: keyword', '/api/search?keyword=tea%20estate'],
  ['search: typo', '/api/search?keyword=waterfal'],
  ['search: filters', '/api/search?location=1,7&category=2,3&tour_type=2&price_max=150'],
  ['search: page 20', '/api/search?page=20'],
  // `{n}` takes a new value on every request (100–9,099): each is a filter set whose total is
  // not yet counted (ADR 199 keeps a total 5 s), as distinct visitors' searches are.
  [
    'search: keyword, a new filter set each request',
    '/api/search?keyword=tea%20estate&price_max={n}',
  ],
  [
    'search: filters, a new filter set each request',
    '/api/search?location=1,7&category=2,3&price_max={n}',
  ],
  ['suggestions', '/api/search/get?key=ella'],
  ['activity', '/api/activity?id=13'],
  // The location pages of the home page's tags and the sitemap (each answered with its count of
  // trails), and one place's page (ADR 245).
  ['location pages (the home page tags)', '/api/locationsPages/tags'],
  ['a location page (24 cards)', '/api/location/page?id=1'],
  [
    'availability (a month of the date picker)',
    `/api/activity/availability?id=13&month=${AHEAD.slice(0, 7)}`,
  ],
  [
    'price (the booking panel’s estimate)',
    '/api/activity/cost',
    { aid: 13, pul: '{location}', na: 2, nc: 0, ni: 0, pud: AHEAD },
  ],
];

type Row = {
  engine: string;
  cache: string;
  tours: number;
  endpoint: string;
  bytes: number;
  rps: number;
  p50: number;
  p99: number;
  ceilingRps: number;
  errors: number;
  /** CPU µs per answer: the API's and the ceiling's (null without /proc). */
  cpuUs: number | null;
  ceilingCpuUs: number | null;
};

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url}`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The CPU time (user + system, ms, every thread) a process has used: /proc on Linux, else null.
 * On a shared machine req/s moves with the neighbours' load; the server's CPU per request much
 * less, so the table gives both.
 */
function cpuMs(pid: number | undefined): number | null {
  try {
    const after = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime (fields 14 and 15 of proc(5)), in clock ticks of 10 ms.
    return (Number(after[11]) + Number(after[12])) * 10;
  } catch {
    return null;
  }
}

async function load(url: string, seconds = duration, pid?: number, body?: string) {
  const cpuBefore = cpuMs(pid);
  const rotating = url.includes('{n}');
  let counter = 0;
  const first = new URL(url.replace('{n}', '100'));
  const result = await autocannon({
    url: first.origin + first.pathname + first.search,
    connections: CONNECTIONS,
    duration: seconds,
    ...(body !== undefined && {
      method: 'POST' as const,
      body,
      headers: { 'content-type': 'application/json' },
    }),
    ...(rotating && {
      requests: [
        {
          setupRequest: (request) => {
            const n = 100 + (counter++ % 9000);
            const next = new URL(url.replace('{n}', String(n)));
            return { ...request, path: next.pathname + next.search };
          },
        },
      ],
    }),
  });
  const cpuAfter = cpuMs(pid);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    /** The server's CPU microseconds per answer (null where /proc is missing). */
    cpuUs:
      cpuBefore === null || cpuAfter === null || result.requests.total === 0
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
  };
}

/** A tour's first pickup place, from its page (the estimate's `pul`). */
async function firstPickupOf(origin: string, tourId: number): Promise<number> {
  const page = (await (await fetch(`${origin}/api/activity?id=${tourId}`)).json()) as {
    data: { available_locations: { loc_id: number }[] };
  };
  const first = page.data.available_locations[0];
  if (!first) throw new Error(`tour ${tourId} has no pickup place`);
  return first.loc_id;
}

async function withPostgresDatabase<T>(adminUrl: string, run: (url: string) => Promise<T>) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS lt_bench');
  await admin.query('CREATE DATABASE lt_bench');
  const url = new URL(adminUrl);
  url.pathname = '/lt_bench';
  try {
    return await run(url.toString());
  } finally {
    await admin.query('DROP DATABASE IF EXISTS lt_bench WITH (FORCE)');
    await admin.end();
  }
}

type Ceiling = { rps: number; cpuUs: number | null };
const ceilingCache = new Map<string, Ceiling>();

async function ceilingFor(bytes: number): Promise<Ceiling> {
  // Bodies within 5 % serve alike; measure each size class once.
  const key = String(Math.round(Math.log(Math.max(bytes, 1)) / Math.log(1.05)));
  const known = ceilingCache.get(key);
  if (known !== undefined) return known;
  const ceiling = fork(path.join(here, 'ceiling.ts'), [String(CEILING_PORT)], { stdio: 'inherit' });
  await new Promise((resolve) => ceiling.once('message', resolve));
  try {
    const { rps, cpuUs } = await load(
      `http://127.0.0.1:${CEILING_PORT}/${bytes}`,
      duration,
      ceiling.pid,
    );
    ceilingCache.set(key, { rps, cpuUs });
    return { rps, cpuUs };
  } finally {
    await stop(ceiling);
  }
}

async function benchEngine(
  engine: 'pglite' | 'postgres',
  open: () => Promise<DatabaseHandle>,
  env: Record<string, string>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const tours of sizes) {
    const started = Date.now();
    const handle = await open();
    await seedDemo(handle.db);
    await seedScale(handle.db, tours);
    await handle.close();
    console.error(
      `[bench] ${engine}: ${tours} synthetic tours ready in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const settings = [
      ['5 s', 5000],
      ['off', 0],
    ] as const;
    for (const [cache, cacheMs] of settings.filter(
      ([, ms]) => !cacheChoice || (cacheChoice === 'off' ? ms === 0 : ms > 0),
    )) {
      const profiling = profileDir
        ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profileDir)]
        : [];
      const server = spawn(
        process.execPath,
        [...profiling, path.join(here, 'server.ts'), String(cacheMs)],
        {
          // The child is the app: its own config.ts reads these.
          env: {
            ...process.env,
            ...env,
            API_PORT: String(API_PORT),
            ...(logLevel ? { LOG_LEVEL: logLevel } : {}),
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      try {
        await waitFor(`http://127.0.0.1:${API_PORT}/healthz`, server);
        const location = await firstPickupOf(`http://127.0.0.1:${API_PORT}`, 13);
        for (const [name, url, json] of ENDPOINTS.filter(
          ([label]) => !only || only.some((word) => label.includes(word)),
        )) {
          const target = `http://127.0.0.1:${API_PORT}${url}`;
          const body = json && JSON.stringify(json).replace('"{location}"', String(location));
          const sample = await fetch(target.replace('{n}', '99'), {
            ...(body !== undefined && {
              method: 'POST',
              body,
              headers: { 'content-type': 'application/json' },
            }),
          });
          const answer = Buffer.from(await sample.arrayBuffer());
          const bytes = answer.byteLength;
          if (!sample.ok) throw new Error(`${url} answered ${sample.status}`);
          // An estimate refused (sold out, a place not served) is a 200 too: measure a price.
          if (json && (JSON.parse(answer.toString()) as { status?: string }).status === 'error') {
            throw new Error(`${url} refused the estimate: ${answer.toString()}`);
          }
          await load(target, 2, undefined, body); // warm-up: JIT, connections, caches
          const result = await load(target, duration, server.pid, body);
          const ceiling = await ceilingFor(bytes);
          rows.push({
            engine,
            cache,
            tours,
            endpoint: name,
            bytes,
            ceilingRps: ceiling.rps,
            ceilingCpuUs: ceiling.cpuUs,
            ...result,
          });
          console.error(
            `[bench] ${engine} ${tours} cache ${cache} ${name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`,
          );
        }
      } finally {
        await stop(server);
      }
    }
  }
  return rows;
}

const us = (value: number | null) => (value === null ? '–' : value.toFixed(0));

function table(rows: Row[]): string {
  const lines = [
    '| engine | tours | cache | endpoint | body (bytes) | req/s | p50 (ms) | p99 (ms) | ceiling req/s | of ceiling | CPU µs/req | ceiling CPU µs/req | of ceiling by CPU | errors |',
    '|---|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.engine} | ${r.tours.toLocaleString('en')} | ${r.cache} | ${r.endpoint} | ${r.bytes} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.ceilingRps.toFixed(0)} | ${((r.rps / r.ceilingRps) * 100).toFixed(1)} % | ${us(r.cpuUs)} | ${us(r.ceilingCpuUs)} | ${r.cpuUs && r.ceilingCpuUs ? `${((r.ceilingCpuUs / r.cpuUs) * 100).toFixed(1)} %` : '–'} | ${r.errors} |`,
    );
  }
  return lines.join('\n');
}

// Note: PGlite data persists between sizes so 100,000 tops up the 10,000 (one seeding path).
const rows: Row[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'trails-bench-'));
try {
  if (engines.includes('pglite')) {
    rows.push(
      ...(await benchEngine('pglite', () => openDatabase({ engine: 'pglite', dataDir }), {
        DATA_DIR: dataDir,
      })),
    );
  }
  if (postgresAdminUrl && engines.includes('postgres')) {
    rows.push(
      ...(await withPostgresDatabase(postgresAdminUrl, (url) =>
        benchEngine('postgres', () => openDatabase({ engine: 'postgres', url }), {
          DATABASE_URL: url,
          DATA_DIR: dataDir,
        }),
      )),
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(table(rows));
