// Starts the real API (fresh PGlite in a temp folder) and the production build of the site,
// each on a free port, and stops them when the run ends. The site's address goes to the
// tests through E2E_BASE_URL.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const webDir = path.resolve(import.meta.dirname, '..');
const apiDir = path.resolve(webDir, '..', 'api');

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

export interface Stack {
  readonly webUrl: string;
  readonly stop: () => void;
}

/**
 * Starts the API on a fresh PGlite and the built site, each on a free port. `apiEnv` adds to the
 * API's environment (the accounts journey starts a second stack with a Google provider).
 */
export async function startStack(apiEnv: Record<string, string> = {}): Promise<Stack> {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    throw new Error(
      `No Chromium at ${chromium}: set CHROMIUM_PATH, or install Debian's chromium package (npm test does).`,
    );
  }
  if (!existsSync(path.join(webDir, 'build', 'server', 'index.js'))) {
    throw new Error(
      'Build the site first (pnpm --filter @trails/web build): the journeys run the production build.',
    );
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trails-e2e-'));
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
    // The real ALTCHA captcha, made cheap so journeys solve it in a moment (as supplier sign-up).
    CAPTCHA_PROVIDER: 'altcha',
    CAPTCHA_COST: '10',
    CAPTCHA_MAX_COUNTER: '200',
    ...apiEnv,
  });
  const web = start('web', webDir, ['server.ts'], {
    NODE_ENV: 'production',
    PORT: String(webPort),
    HOST: '127.0.0.1',
    API_URL: `http://127.0.0.1:${apiPort}`,
    PUBLIC_URL: webUrl,
  });
  const stop = () => {
    for (const child of [web, api]) if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/healthz`, api, 'API', 90_000);
    await waitFor(`${webUrl}/robots.txt`, web, 'web', 30_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { webUrl, stop };
}

export default async function globalSetup() {
  const { webUrl, stop } = await startStack();
  process.env.E2E_BASE_URL = webUrl;
  return stop;
}
