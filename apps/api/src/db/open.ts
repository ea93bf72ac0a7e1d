import type { Config } from '../config.ts';
import { openDatabase } from './client.ts';
import type { DatabaseHandle, DatabaseOptions } from './client.ts';

type DatabaseConfig = Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>;

/**
 * DATABASE_URL set → PostgreSQL, through a pool of DATABASE_POOL_SIZE connections; unset → PGlite
 * stored in DATA_DIR (one embedded connection, no pool).
 */
export function databaseOptionsOf(config: DatabaseConfig): DatabaseOptions {
  return config.databaseUrl
    ? { engine: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { engine: 'pglite', dataDir: config.dataDir };
}

/** The configured database, opened (see databaseOptionsOf). */
export function openConfiguredDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return openDatabase(databaseOptionsOf(config));
}
