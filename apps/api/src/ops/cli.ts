// `pnpm ops …`: the operator's commands, run on a machine that reaches the database
// (DATABASE_URL, or the embedded one in DATA_DIR while the API is stopped). Builds the app without
// workers or a listener, so commands see the same modules and jobs as the servers.
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { findCommand, usage } from './commands.ts';
import type { OpsCommands } from './commands.ts';
import { jobsCommands } from './jobs.ts';

const groups: Record<string, OpsCommands> = { jobs: jobsCommands };

const config = loadConfig();

const argv = process.argv.slice(2);
const found = findCommand(groups, argv);
if (!found) {
  for (const line of usage(groups)) console.log(line);
  process.exit(argv.length === 0 || argv[0] === 'help' || argv[0] === '--help' ? 0 : 2);
}
if (!config.databaseUrl && (await apiIsRunning(config.host, config.port))) {
  console.error(
    `The API on port ${config.port} holds the embedded database (PGlite opens in one process at a time). ` +
      'Stop it first, or run both on PostgreSQL (DATABASE_URL).',
  );
  process.exit(1);
}
const database = await openConfiguredDatabase(config);
const app = await buildApp({ config, database, logger: false, jobs: false });
const code = await found.command
  .run(found.args, { db: app.db, jobs: app.jobs, print: console.log })
  .finally(async () => {
    await app.close();
    await database.close();
  });
process.exit(code);

async function apiIsRunning(host: string, port: number): Promise<boolean> {
  try {
    const response = await fetch(
      `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/healthz`,
      {
        signal: AbortSignal.timeout(500),
      },
    );
    return response.ok;
  } catch {
    return false;
  }
}
