// Once per run, before the test files: on PGlite, one migrated database written to a file that
// every file's database starts from (src/db/pglite-template.ts) instead of running initdb and
// the migrations again — seconds saved per file. On PostgreSQL (TEST_DATABASE_URL) nothing:
// each file migrates a schema of its own, which is fast there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { testDatabaseUrl } from '../../src/config.ts';
import { writePgliteTemplate } from '../../src/db/pglite-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite dump the test databases start from ('' when there is none). */
    pgliteTemplate: string;
  }
}

export default async function setup({ provide }: TestProject) {
  if (testDatabaseUrl()) {
    provide('pgliteTemplate', '');
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'trails-api-test-'));
  const file = path.join(dir, 'migrated.tar');
  await writePgliteTemplate(file);
  provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
