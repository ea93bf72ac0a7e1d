// Starts the API: migrate, seed the demo catalogue on first start, listen, stop cleanly.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { seedOnStart } from './db/seed/on-start.ts';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const app = await buildApp({ config, database });

if (config.seedDemo) await seedOnStart(database.db, config, (line) => app.log.info(line));

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // In-flight requests finish, and so do running jobs (the queue gives them 8 s, then fails them
  // for a retry elsewhere); a stuck request cannot hold the process for ever.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const where = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
console.log(
  `Lanka Trails API on ${where} (${database.engine}${config.databaseUrl ? '' : ` in ${config.dataDir}`}; mail: ${config.smtpUrl ? 'SMTP' : `dev mailbox at ${where}/dev/mailbox`})`,
);
