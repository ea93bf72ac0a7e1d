// `pnpm run test:all` (what `npm test` runs): every lint, typecheck, unit suite and browser
// journey of the repo, then the packages' builds (the static Storybook among them). ADR 300.
//
// Two lanes, one task at a time each, on the machine's two cores: the browser journeys (the
// web's, then the supplier app's) start at once in one turbo run; every other task goes through a
// second turbo run beside it. One turbo run with two slots picked the ready tasks in its own order
// and started the journeys — the longest chain, 16 of the 27 minutes — only after eight minutes
// of other work, so they ended the run alone with a core idle.
//
// The contract's client is generated once first: both lanes depend on it, and two runs writing
// the same generated file at once could let one lane read it half-written. The lanes then run
// with `--only` (their tasks, not the generation again).
import { spawn } from 'node:child_process';

/**
 * One turbo run; resolves with its exit status.
 * @param {string[]} args
 * @returns {Promise<number>}
 */
function turbo(args) {
  return new Promise((resolve) => {
    const child = spawn('turbo', ['run', ...args, '--output-logs=errors-only'], {
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    child.on('error', (error) => {
      console.error(`[trails] could not start turbo: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const generated = await turbo(['generate']);
  if (generated !== 0) return generated;
  const [journeys, checks] = await Promise.all([
    turbo(['journeys', '--only', '--concurrency=1', '--continue']),
    turbo(['lint', 'typecheck', 'test', '--only', '--concurrency=1', '--continue']),
  ]);
  if (journeys !== 0 || checks !== 0) return journeys || checks;
  return turbo(['build', '--filter=./packages/*']);
}

process.exitCode = await main();
