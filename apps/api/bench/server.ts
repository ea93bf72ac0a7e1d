// The API as the benchmark runs it: the real app from the configured database, with the public
// read cache set by the first argument (milliseconds; 0 measures every query).
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openConfiguredDatabase } from '../src/db/open.ts';

// One load generator on one address: the per-client read limit (ADR 181) would answer 429. The
// limiter stays in the path (its cost is part of every answer), with a budget no run reaches: a
// million a minute was not enough for cached answers on a fast VM (~50,000 a second, 2026-11-29).
const config = loadConfig(process.env, { readRateLimitMax: 1_000_000_000 });
const database = await openConfiguredDatabase(config);
const app = await buildApp({
  config,
  database,
  // The app's own logger (its serializers, to stdout) when the bench sets LOG_LEVEL.
  ...(process.env.LOG_LEVEL ? {} : { logger: { level: 'warn' } }),
  jobs: false,
  responseCacheMs: Number(process.argv[2] ?? 5000),
});
process.on('SIGTERM', () => {
  void app.close().then(() => database.close().then(() => process.exit(0)));
});
await app.listen({ port: config.port, host: '127.0.0.1' });
