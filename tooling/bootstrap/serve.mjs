// Starts the already-built apps side by side and stops them together.
// Each app under apps/ that has a `start` script is started with pnpm, the API first and the
// others once it answers; the first one to exit (or Ctrl-C) stops the others.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const appsDir = path.join(root, 'apps');

function startableApps() {
  if (!existsSync(appsDir)) return [];
  return readdirSync(appsDir)
    .map((entry) => path.join(appsDir, entry, 'package.json'))
    .filter((manifest) => existsSync(manifest))
    .map((manifest) => JSON.parse(readFileSync(manifest, 'utf8')))
    .filter((pkg) => pkg.scripts?.start)
    .map((pkg) => pkg.name);
}

const apps = startableApps();
if (apps.length === 0) {
  console.log(
    '[trails] No app exists yet: the marketplace will start here once apps/api and apps/web are built.',
  );
  process.exit(0);
}

// The API first, the others once it answers its health check: the site started beside it
// answered its first visitor 500 while the API was still migrating and seeding (a tester's
// finding), after saying it was on http://localhost:3000.
const API = '@trails/api';
const apiHealth = `${process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`}/healthz`;

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;
/** @param {number} code */
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
/** @param {string} name */
function start(name) {
  const child = spawn('pnpm', ['--filter', name, 'start'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  child.on('exit', (code) => stopAll(code ?? 0));
  children.push(child);
  return child;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

/** Waits until the API answers its health check; false if it stopped or never answered. */
async function apiAnswers() {
  const deadline = Date.now() + 5 * 60_000;
  while (!stopping && Date.now() < deadline) {
    const ok = await fetch(apiHealth, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

if (apps.includes(API)) {
  start(API);
  if (!(await apiAnswers())) {
    if (!stopping) console.error(`[trails] The API did not answer ${apiHealth}: stopping.`);
    stopAll(1);
  }
}
if (!stopping) for (const name of apps.filter((app) => app !== API)) start(name);
