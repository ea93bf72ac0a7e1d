// A migrated, empty embedded database as a file, for starting many databases quickly: a fresh
// PGlite runs initdb in WebAssembly and then every migration — 6–10 s on the project's 2-core
// machines — while loading this dump takes about one. The API's test suite makes one per run
// (test/support/global-setup.ts) and opens each test file's database from it
// (`openDatabase({ engine: 'pglite', dataDir: null, template })`).
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './client.ts';

/** Writes a new in-memory database, with every migration applied, to `file` (a tar). */
export async function writePgliteTemplate(file: string): Promise<void> {
  const db = await PGlite.create('memory://', { extensions: { pg_trgm } });
  try {
    await migrate(drizzle(db), { migrationsFolder });
    const dump = await db.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}
