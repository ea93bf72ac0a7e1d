// drizzle-kit writes `"public".` before every referenced table. The migrations must apply in any
// schema (tests isolate each file in its own PostgreSQL schema), so the qualifier is removed.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));
for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
  const text = readFileSync(folder + file, 'utf8');
  const fixed = text.replaceAll('"public".', '');
  if (fixed !== text) writeFileSync(folder + file, fixed);
}
