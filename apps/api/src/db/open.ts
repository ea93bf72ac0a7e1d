import type { Config } from '../config.ts';
import { openDatabase } from './client.ts';
import type { DatabaseHandle } from './client.ts';

/**
 * DATABASE_URL set → PostgreSQL, through a pool of DATABASE_POOL_SIZE connections; unset → PGlite
 * stored in DATA_DIR (one embedded connection, no pool).
 */
export function openConfiguredDatabase(
  config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>,
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({
        engine: 'postgres',
        url: config.databaseUrl,
        poolSize: config.databasePoolSize,
      })
    : openDatabase({ engine: 'pglite', dataDir: config.dataDir });
}
