// `pnpm db:generate <name>`: drizzle-kit generate with a name, then strip the `"public".`
// qualifiers drizzle-kit writes (the migrations must apply in any schema; see ADR 041).
import { execFileSync } from 'node:child_process';

const name = process.argv[2];
if (!name) throw new Error('usage: pnpm db:generate <migration-name>');
execFileSync('drizzle-kit', ['generate', `--name=${name}`], { stdio: 'inherit' });
await import('./unqualify-migrations.ts');
