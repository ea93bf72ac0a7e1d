// Starts the real API (apps/api, a fresh PGlite in a temporary DATA_DIR, the real ALTCHA captcha
// made cheap) and the customer site's production server (apps/web
// server.ts), each on a free port, and stops both when asked. An app's e2e/global-setup.ts is a
// thin wrapper: `stackGlobalSetup(options)` hands the site's address to the tests as
// E2E_BASE_URL.
//
// Every stack of a run starts from one migrated, seeded database made when the run's first stack
// starts (`databaseTemplate`): a fresh PGlite runs initdb in WebAssembly, which took 6–20 s per
// stack on a busy 2-core CI machine (and once past the 90 s start budget); a copy takes well under
// a second. The template is the API's own seed command's result, so a stack starts exactly as a
// first `npm start` would, and it lives for one run only: the demo data is dated from its day.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath } from './config.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const webDir = path.join(repoRoot, 'apps', 'web');
const apiDir = path.join(repoRoot, 'apps', 'api');

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, name: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs} ms`);
}

/** Runs `node <args>` in `cwd`; keeps its last output and prints it if it fails. */
function start(
  name: string,
  cwd: string,
  args: string[],
  env: Record<string, string>,
): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code) => {
    if (code && code !== 0 && code !== 143)
      console.error(`[e2e] ${name} exited ${code}:\n${log.join('')}`);
  });
  return child;
}

/** Names the run's template DATA_DIR to the stacks of later processes (Playwright's workers). */
export const TEMPLATE_ENV = 'TRAILS_E2E_DATABASE_TEMPLATE';

/** The API's environment for everything a stack's database holds (the seed reads it too). */
const SEED_ENV = { NODE_ENV: 'test', LOG_LEVEL: 'warn' };

/**
 * The run's template DATA_DIR (with its `pgdata`): made by the API's seed command (migrations,
 * demo catalogue, demo logins) the first time a process asks and none is named in
 * TEMPLATE_ENV, then named there, so Playwright's workers — started after the global setup, with
 * its environment — copy it instead of making their own. `owned` says this call made it (its
 * maker removes it when the run ends).
 */
export async function databaseTemplate(): Promise<{ dir: string; owned: boolean }> {
  const named = process.env[TEMPLATE_ENV];
  if (named && existsSync(path.join(named, 'pgdata'))) return { dir: named, owned: false };
  const dir = mkdtempSync(path.join(tmpdir(), 'trails-e2e-template-'));
  const building = path.join(dir, 'building');
  const seed = start('seed', apiDir, ['src/db/seed/cli.ts'], { ...SEED_ENV, DATA_DIR: building });
  const code = await new Promise<number | null>((resolve) => seed.once('exit', resolve));
  if (code !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the API's seed command exited with ${code} while making the e2e database`);
  }
  // Named only once complete: a stack never copies a half-made database.
  renameSync(path.join(building, 'pgdata'), path.join(dir, 'pgdata'));
  rmSync(building, { recursive: true, force: true });
  process.env[TEMPLATE_ENV] = dir;
  return { dir, owned: true };
}

/** Throws the way to get a browser when the machine's Chromium is missing. */
export function requireChromium(): void {
  const chromium = chromiumPath();
  if (!existsSync(chromium)) {
    throw new Error(
      `No Chromium at ${chromium}: set CHROMIUM_PATH, or install Debian's chromium-headless-shell package (npm test does).`,
    );
  }
}

function requireWebBuild(buildIfMissing: boolean): void {
  if (existsSync(path.join(webDir, 'build', 'server', 'index.js'))) return;
  if (!buildIfMissing) {
    throw new Error(
      'Build the site first (pnpm --filter @trails/web build): the journeys run the production build.',
    );
  }
  console.log('[e2e] building the customer site (its server serves this app)');
  const result = spawnSync('pnpm', ['--filter', '@trails/web', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('could not build @trails/web');
}

export interface StackOptions {
  /** Added to the API's environment, over the defaults (e.g. a social login provider). */
  readonly apiEnv?: Record<string, string>;
  /** Added to the site's environment, over the defaults (e.g. SUPPLIER_SIGNUP_DIR). */
  readonly webEnv?: Record<string, string>;
  /** The site's path that answers 200 once it is ready (default `/robots.txt`). */
  readonly readyPath?: string;
  /** Builds the customer site when it has no build, instead of failing (default false). */
  readonly buildWebIfMissing?: boolean;
  /** The prefix of the temporary DATA_DIR's folder name (default `trails-e2e-`). */
  readonly tempPrefix?: string;
}

export interface Stack {
  /** The site's address, e.g. `http://127.0.0.1:41234`. */
  readonly webUrl: string;
  /** The API's own address (the site also proxies it at /api). */
  readonly apiUrl: string;
  /** Stops both servers and removes the temporary DATA_DIR. */
  /** Stops both servers and, once they have exited, removes their data directory. */
  readonly stop: () => Promise<void>;
}

/** Starts the API on a fresh PGlite and the site's production build, each on a free port. */
export async function startStack({
  apiEnv = {},
  webEnv = {},
  readyPath = '/robots.txt',
  buildWebIfMissing = false,
  tempPrefix = 'trails-e2e-',
}: StackOptions = {}): Promise<Stack> {
  requireChromium();
  requireWebBuild(buildWebIfMissing);
  const template = await databaseTemplate();
  const dataDir = mkdtempSync(path.join(tmpdir(), tempPrefix));
  cpSync(path.join(template.dir, 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const webUrl = `http://127.0.0.1:${webPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const api = start('api', apiDir, ['src/main.ts'], {
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: webUrl,
    API_PUBLIC_URL: webUrl,
    RATE_LIMIT_MAX: '100000',
    // Every journey comes from 127.0.0.1: the read and captcha limits (ADR 181) sized for that.
    READ_RATE_LIMIT_MAX: '100000',
    CAPTCHA_RATE_LIMIT_MAX: '100000',
    // A fresh stack counts its limits afresh, as its database is fresh: with REDIS_URL set (CI)
    // the counts of earlier runs on the same Redis would otherwise refuse this run's requests.
    LIMIT_KEY_PREFIX: `e2e-${path.basename(dataDir)}`,
    ...SEED_ENV,
    // The real ALTCHA proof-of-work, with a puzzle small enough for two busy cores.
    CAPTCHA_PROVIDER: 'altcha',
    CAPTCHA_COST: '10',
    CAPTCHA_MAX_COUNTER: '200',
    ...apiEnv,
  });
  const web = start('web', webDir, ['server.ts'], {
    NODE_ENV: 'production',
    PORT: String(webPort),
    HOST: '127.0.0.1',
    API_URL: apiUrl,
    PUBLIC_URL: webUrl,
    ...webEnv,
  });
  const stop = async () => {
    const running = [web, api].filter((child) => child.exitCode === null);
    const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
    for (const child of running) child.kill('SIGTERM');
    // A server still writing into its data directory (PGlite, uploaded photos) would leave it
    // half removed (ENOTEMPTY): remove it once they have gone, or after 10 s at the latest.
    await Promise.race([
      Promise.all(exited),
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ]);
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    // The stack that made the run's template is the run's first and stops last (the global
    // setup's): the template goes with it.
    if (template.owned) {
      rmSync(template.dir, { recursive: true, force: true });
      delete process.env[TEMPLATE_ENV];
    }
  };
  try {
    await waitFor(`${apiUrl}/healthz`, api, 'API', 90_000);
    await waitFor(`${webUrl}${readyPath}`, web, 'web', 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { webUrl, apiUrl, stop };
}

/**
 * A Playwright global setup that starts the stack, hands the site's address to the tests as
 * E2E_BASE_URL and stops the stack when the run ends.
 */
export function stackGlobalSetup(options: StackOptions = {}): () => Promise<() => void> {
  return async () => {
    const { webUrl, apiUrl, stop } = await startStack(options);
    process.env.E2E_BASE_URL = webUrl;
    // The dev mailbox is the API's own page: the production site no longer proxies /dev (ADR 114).
    process.env.E2E_API_URL = apiUrl;
    return stop;
  };
}
