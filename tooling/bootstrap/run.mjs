#!/usr/bin/env node
// The entry point of `npm start`, `npm test` and `npm run serve` on a fresh machine.
//
// It must run on the machine's own Node (>= 20) with nothing but npm, so it uses only Node's
// standard library. It installs what is missing — Node 24 into `.tooling/` when the machine's
// Node is older, pnpm, the workspace dependencies with a frozen lockfile — and then hands over
// to pnpm/turbo. Every step is skipped when its result is already in place, so a second run
// starts at once.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  NODE_MAJOR,
  PNPM_VERSION,
  installStampPath,
  installStamp,
  majorOf,
  readText,
  writeText,
} from './setup.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const toolDir = path.join(root, '.tooling');
const toolBin = path.join(toolDir, 'bin');

/** @type {Record<string, string[]>} */
const tasks = {
  // Every lint, typecheck and test of the repo through turbo (cached), then the packages'
  // builds (the static Storybook among them); the apps build inside their own journeys.
  test: ['run', 'test:all'],
  // Build the apps, then start them.
  start: ['run', 'start:built'],
  // Start already-built apps.
  serve: ['run', 'serve:built'],
};

/** @param {string} message */
function log(message) {
  process.stdout.write(`[trails] ${message}\n`);
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * @param {string} bin
 * @param {NodeJS.ProcessEnv} env
 */
function versionOf(bin, env) {
  const result = spawnSync(bin, ['--version'], { encoding: 'utf8', env });
  return result.status === 0 ? String(result.stdout).trim().replace(/^v/, '') : null;
}

/** PATH with the local tool folder first, so its node and pnpm win. */
function toolEnv() {
  return {
    ...process.env,
    TURBO_TELEMETRY_DISABLED: '1',
    PATH: `${toolBin}${path.delimiter}${process.env.PATH ?? ''}`,
  };
}

function ensureTools() {
  const env = toolEnv();
  const wanted = [];
  const machineNodeIsNew = majorOf(process.versions.node) >= NODE_MAJOR;
  const localNode = path.join(toolBin, 'node');
  if (!machineNodeIsNew && majorOf(versionOf(localNode, env) ?? '0') !== NODE_MAJOR) {
    wanted.push(`node@${NODE_MAJOR}`);
  }
  if (versionOf(path.join(toolBin, 'pnpm'), env) !== PNPM_VERSION) {
    wanted.push(`pnpm@${PNPM_VERSION}`);
  }
  if (wanted.length > 0) {
    log(`installing ${wanted.join(' and ')} into .tooling/ (once)`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const status = run(npm, [
      'install',
      '--global',
      '--prefix',
      toolDir,
      '--no-fund',
      '--no-audit',
      '--loglevel=error',
      ...wanted,
    ]);
    if (status !== 0)
      throw new Error(`could not install ${wanted.join(', ')} (npm exited ${status})`);
  }
  const nodeVersion = versionOf('node', env);
  if (majorOf(nodeVersion ?? '0') < NODE_MAJOR) {
    throw new Error(`Node ${NODE_MAJOR} is needed, found ${nodeVersion ?? 'none'} on PATH`);
  }
  return env;
}

/** @param {NodeJS.ProcessEnv} env */
function ensureDependencies(env) {
  const stampFile = installStampPath(root);
  const stamp = installStamp(root, versionOf('node', env) ?? '');
  if (readText(stampFile) === stamp) return;
  log('installing dependencies (pnpm install --frozen-lockfile)');
  const status = run('pnpm', ['install', '--frozen-lockfile'], { env });
  if (status !== 0) throw new Error(`pnpm install failed (exit ${status})`);
  writeText(stampFile, stamp);
}

/** Whether any app has browser journeys (a Playwright config). */
function hasJourneys() {
  const apps = path.join(root, 'apps');
  if (!existsSync(apps)) return false;
  return readdirSync(apps).some((app) =>
    ['playwright.config.ts', 'playwright.config.js'].some((f) =>
      existsSync(path.join(apps, app, f)),
    ),
  );
}

/**
 * The journeys run in Debian's Chromium, never in a downloaded browser build: its headless shell
 * (ADR 302), else its browser. When CHROMIUM_PATH is unset and the shell is missing, install the
 * `chromium-headless-shell` package where apt-get is available to us (as root, or through
 * password-less sudo); if that fails, the browser does, when it is there.
 */
function ensureChromium() {
  const shell = '/usr/bin/chromium-headless-shell';
  const browser = '/usr/bin/chromium';
  if (!hasJourneys()) return;
  if (process.env.CHROMIUM_PATH ? existsSync(process.env.CHROMIUM_PATH) : existsSync(shell)) return;
  const aptGet = '/usr/bin/apt-get';
  const fallback = !process.env.CHROMIUM_PATH && existsSync(browser);
  if (!existsSync(aptGet)) {
    if (!fallback) log(`no Chromium and no apt-get: set CHROMIUM_PATH for the browser journeys`);
    return;
  }
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const [command, ...leading] = asRoot ? [aptGet] : ['sudo', '-n', aptGet];
  const apt = (/** @type {string[]} */ ...args) =>
    run(command ?? aptGet, [...leading, ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  log("installing Debian's chromium-headless-shell package for the browser journeys (once)");
  if (apt('-qq', 'update') !== 0 || apt('-qq', '-y', 'install', 'chromium-headless-shell') !== 0) {
    log(
      fallback
        ? `could not install chromium-headless-shell: the journeys run in ${browser}`
        : 'could not install chromium-headless-shell: set CHROMIUM_PATH to a Chromium for the browser journeys',
    );
  }
}

function main() {
  const task = process.argv[2] ?? '';
  const args = tasks[task];
  if (!args) {
    console.error(`usage: run.mjs <${Object.keys(tasks).join('|')}>`);
    return 2;
  }
  if (!existsSync(path.join(root, 'pnpm-lock.yaml'))) throw new Error('pnpm-lock.yaml is missing');
  const env = ensureTools();
  ensureDependencies(env);
  if (task === 'test') ensureChromium();
  return run('pnpm', [...args, ...process.argv.slice(3)], { env });
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(`[trails] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
