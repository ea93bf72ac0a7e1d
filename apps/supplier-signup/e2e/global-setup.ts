// Starts the real API (fresh PGlite in a temp folder, the real ALTCHA captcha made cheap) and
// the customer site's production server, which serves this app's build at /signup* and
// /verify/*, each on a free port; stops them when the run ends. Builds the customer site first
// when it has no build (this app's own build runs in the `test` script).
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const appDir = path.resolve(import.meta.dirname, '..');
const webDir = path.resolve(appDir, '..', 'web');
const apiDir = path.resolve(appDir, '..', 'api');

/** The supplier site of the run: the pages must link here, not to the built-in default. */
export const SUPPLIER_SITE_URL = 'https://suppliers.e2e.example';

function freePort(): Promise<number> {
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

function start(name: string, cwd: string, args: string[], env: Record<string, string>) {
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

function ensureBuilds() {
  if (!existsSync(path.join(appDir, 'dist', 'index.html'))) {
    throw new Error('Build this app first (pnpm --filter @trails/supplier-signup build).');
  }
  if (!existsSync(path.join(webDir, 'build', 'server', 'index.js'))) {
    console.log('[e2e] building the customer site (its server serves this app)');
    const result = spawnSync('pnpm', ['--filter', '@trails/web', 'build'], {
      cwd: appDir,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('could not build @trails/web');
  }
}

export default async function globalSetup() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    throw new Error(
      `No Chromium at ${chromium}: set CHROMIUM_PATH, or install Debian's chromium package (npm test does).`,
    );
  }
  ensureBuilds();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trails-supplier-e2e-'));
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const webUrl = `http://127.0.0.1:${webPort}`;
  const api = start('api', apiDir, ['src/main.ts'], {
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: webUrl,
    API_PUBLIC_URL: webUrl,
    RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // The real proof-of-work widget, with a puzzle small enough for two busy cores.
    CAPTCHA_PROVIDER: 'altcha',
    CAPTCHA_COST: '10',
    CAPTCHA_MAX_COUNTER: '200',
    SUPPLIER_SITE_URL,
  });
  const web = start('web', webDir, ['server.ts'], {
    NODE_ENV: 'production',
    PORT: String(webPort),
    HOST: '127.0.0.1',
    API_URL: `http://127.0.0.1:${apiPort}`,
    PUBLIC_URL: webUrl,
    SUPPLIER_SIGNUP_DIR: path.join(appDir, 'dist'),
    SUPPLIER_SITE_URL,
  });
  const stop = () => {
    for (const child of [web, api]) if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/healthz`, api, 'API', 90_000);
    await waitFor(`${webUrl}/signup`, web, 'web', 30_000);
  } catch (error) {
    stop();
    throw error;
  }
  process.env.E2E_BASE_URL = webUrl;
  return stop;
}
