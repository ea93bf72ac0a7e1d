import type { Config } from '../config.ts';
import { openDatabase } from './client.ts';
import type { DatabaseHandle } from './client.ts';

/** DATABASE_URL set → PostgreSQL; unset → PGlite stored in DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ engine: 'postgres', url: config.databaseUrl })
    : openDatabase({ engine: 'pglite', dataDir: config.dataDir });
}
