// `pnpm ops jobs …`: the operator lists the jobs that used up their retries, with their error and
// attempts, and puts one back on its queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineJob } from '../src/modules/jobs/job.ts';
import { createJobQueue } from '../src/modules/jobs/queue.ts';
import type { JobQueue } from '../src/modules/jobs/queue.ts';
import { findCommand, usage } from '../src/ops/commands.ts';
import { jobsCommands } from '../src/ops/jobs.ts';
import { openTestDatabase } from './support/harness.ts';
import type { TestDatabase } from './support/harness.ts';

const guideAssigned = defineJob<{ booking: string }>('test.assign-guide', {
  retries: 1,
  retryDelaySeconds: 1,
});
let guidesAvailable = false;

let database: TestDatabase;
let queue: JobQueue;
beforeAll(async () => {
  database = await openTestDatabase();
  queue = createJobQueue({ db: database.db, log: { info() {}, warn() {}, error() {} } });
  queue.register(guideAssigned, async ({ booking }) => {
    if (!guidesAvailable) throw new Error(`no guide free for ${booking}`);
    return { assigned: booking };
  });
  await queue.start({ workers: false });
});
afterAll(async () => {
  await queue?.stop();
  await database?.drop();
  await database?.close();
});

async function ops(...argv: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const found = findCommand({ jobs: jobsCommands }, argv);
  if (!found) return { code: 2, output: usage({ jobs: jobsCommands }).join('\n') };
  const code = await found.command.run(found.args, {
    db: database.db,
    jobs: queue,
    print: (line) => lines.push(line),
  });
  return { code, output: lines.join('\n') };
}

describe('pnpm ops jobs', () => {
  it('lists failed jobs with their error and attempts, and retries one', async () => {
    expect(await ops('jobs', 'failed')).toEqual({ code: 0, output: 'No failed jobs.' });
    await queue.send(guideAssigned, { booking: 'LT-3001' });
    await queue.runDue([guideAssigned], { includeDeferred: true });

    const listed = await ops('jobs', 'failed');
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(/^\S+ {2}test\.assign-guide {2}2 attempts {2}failed \d{4}-/);
    expect(listed.output).toContain('payload: {"booking":"LT-3001"}');
    expect(listed.output).toContain('error:   no guide free for LT-3001');
    const json = JSON.parse((await ops('jobs', 'failed', '--json')).output) as { id: string }[];
    expect(json).toHaveLength(1);

    guidesAvailable = true;
    expect(await ops('jobs', 'retry', 'no-such-id')).toEqual({
      code: 1,
      output: 'No failed job with id no-such-id.',
    });
    const retried = await ops('jobs', 'retry', json[0]!.id);
    expect(retried.code).toBe(0);
    expect(retried.output).toContain('test.assign-guide');
    expect((await ops('jobs', 'failed')).output).toBe('No failed jobs.');
    expect((await queue.runDue([guideAssigned])).outputs).toEqual([
      expect.objectContaining({ output: { assigned: 'LT-3001' } }),
    ]);
  });

  it('answers a wrong command line with the usage', async () => {
    const answer = await ops('jobs', 'purge');
    expect(answer.code).toBe(2);
    expect(answer.output).toContain('jobs failed [--json]');
    expect(answer.output).toContain('jobs retry <id>');
  });
});
