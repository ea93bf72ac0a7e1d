// Starts the already-built apps side by side and stops them together.
// Each app under apps/ that has a `start` script is started with pnpm; the first one to exit
// (or Ctrl-C) stops the others.
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

const children = apps.map((name) =>
  spawn('pnpm', ['--filter', name, 'start'], { cwd: root, stdio: 'inherit', env: process.env }),
);
let stopping = false;
/** @param {number} code */
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
