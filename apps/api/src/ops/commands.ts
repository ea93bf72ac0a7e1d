// The shape of `pnpm ops` commands: a group (`jobs`) of named commands, each given the rest of
// the arguments and the app's parts; it prints through `print` and answers an exit code.
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../modules/jobs/queue.ts';

export type OpsContext = {
  db: Database;
  jobs: JobQueue;
  print: (line: string) => void;
};

export type OpsCommand = {
  usage: string;
  summary: string;
  run(args: string[], context: OpsContext): Promise<number>;
};

export type OpsCommands = Record<string, OpsCommand>;

/** The command an argument list names (`jobs failed --json`), with its own arguments. */
export function findCommand(
  groups: Record<string, OpsCommands>,
  argv: string[],
): { command: OpsCommand; args: string[] } | null {
  const [group, name, ...args] = argv;
  const command = group && name ? groups[group]?.[name] : undefined;
  return command ? { command, args } : null;
}

export function usage(groups: Record<string, OpsCommands>): string[] {
  const lines = ['Usage: pnpm ops <command>'];
  for (const commands of Object.values(groups)) {
    for (const entry of Object.values(commands)) {
      lines.push(`  ${entry.usage.padEnd(24)} ${entry.summary}`);
    }
  }
  return lines;
}
