// `pnpm ops jobs …`: the operator's view of the job queue — jobs that used up their retries (the
// dead-letter queue) with their error and attempts, putting one back, and the schedules.
import type { OpsCommands } from './commands.ts';

function oneLine(text: string | null, max = 120): string {
  if (!text) return '(error no longer kept)';
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export const jobsCommands: OpsCommands = {
  failed: {
    usage: 'jobs failed [--json]',
    summary: 'list jobs that used up their retries (the dead-letter queue), oldest first',
    async run(args, { jobs, print }) {
      const letters = await jobs.deadLetters();
      if (args.includes('--json')) {
        print(JSON.stringify(letters, null, 2));
        return 0;
      }
      if (letters.length === 0) {
        print('No failed jobs.');
        return 0;
      }
      for (const letter of letters) {
        print(
          `${letter.id}  ${letter.name}  ${letter.attempts} attempts  failed ${letter.failedAt.toISOString()}`,
        );
        print(`  payload: ${JSON.stringify(letter.payload)}`);
        print(`  error:   ${oneLine(letter.error)}`);
      }
      print(
        `${letters.length} failed job${letters.length === 1 ? '' : 's'}. Retry one with: pnpm ops jobs retry <id>`,
      );
      return 0;
    },
  },

  retry: {
    usage: 'jobs retry <id>',
    summary: 'put a failed job back on its queue as a fresh job (its retries start again)',
    async run(args, { jobs, print }) {
      const id = args.find((arg) => !arg.startsWith('--'));
      if (!id) {
        print('Which job? pnpm ops jobs retry <id> (the id from: pnpm ops jobs failed)');
        return 2;
      }
      const letter = (await jobs.deadLetters()).find((entry) => entry.id === id);
      if (!letter || !(await jobs.retryDeadLetter(id))) {
        print(`No failed job with id ${id}.`);
        return 1;
      }
      print(`${letter.name} ${id} is back on its queue; a worker runs it shortly.`);
      return 0;
    },
  },

  schedules: {
    usage: 'jobs schedules',
    summary: 'list the periodic jobs and when they run',
    async run(_args, { jobs, print }) {
      for (const schedule of await jobs.schedules()) {
        print(`${schedule.name}  ${schedule.cron}  (${schedule.timeZone})`);
      }
      return 0;
    },
  },
};
