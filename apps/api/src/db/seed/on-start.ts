// What a start of the API (and `pnpm --filter @trails/api seed`) loads when SEED_DEMO is on: the
// demo catalogue, and — only on a developer's machine — the demo's known logins.
import type { Config } from '../../config.ts';
import type { Database } from '../client.ts';
import { seedDemo } from './demo.ts';
import { seedOperators } from './operators.ts';
import { seedDemoTraveller } from './traveller.ts';

/**
 * Loads what is missing and says what it loaded. The known logins (the operators', ADR 104, and
 * the traveller's, ADR 122) have published passwords: a public site (production, or https)
 * gets none of them, whatever NODE_ENV says (ADR 306).
 */
export async function seedOnStart(
  db: Database,
  config: Pick<Config, 'publicSite'>,
  say: (line: string) => void,
): Promise<void> {
  const demo = await seedDemo(db);
  if (demo.seeded) say(`demo catalogue loaded: ${demo.tours} tours`);
  if (config.publicSite) return;
  if (await seedOperators(db)) say('demo operator logins created (see apps/api/README.md)');
  const traveller = await seedDemoTraveller(db);
  if (traveller.seeded) say(`demo traveller loaded: ${traveller.bookings} bookings`);
}
