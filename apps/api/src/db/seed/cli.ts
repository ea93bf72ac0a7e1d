// `pnpm --filter @trails/api seed [--scale N]`: migrates, loads the demo catalogue when it is
// missing, then (with --scale) tops the synthetic benchmark tours up to N.
import { loadConfig } from '../../config.ts';
import { openConfiguredDatabase } from '../open.ts';
import { seedDemo } from './demo.ts';
import { seedOperators } from './operators.ts';
import { seedScale } from './scale.ts';
import { seedDemoTraveller } from './traveller.ts';

function scaleArgument(argv: string[]): number {
  const index = argv.indexOf('--scale');
  if (index === -1) return 0;
  const value = Number(argv[index + 1]);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`--scale needs a whole number of tours, got "${argv[index + 1] ?? ''}"`);
  }
  return value;
}

const scale = scaleArgument(process.argv.slice(2));
const config = loadConfig();
const handle = await openConfiguredDatabase(config);
try {
  const demo = await seedDemo(handle.db);
  console.log(
    demo.seeded ? `demo catalogue loaded (${demo.tours} tours)` : 'demo catalogue already loaded',
  );
  // A known development login: never in production (ADR 122).
  if (!config.production) {
    const traveller = await seedDemoTraveller(handle.db);
    console.log(
      traveller.seeded
        ? `demo traveller loaded (${traveller.bookings} bookings)`
        : 'demo traveller already loaded',
    );
  }
  if (await seedOperators(handle.db, config.production))
    console.log('demo operator logins created');
  if (scale > 0) {
    const started = Date.now();
    const added = await seedScale(handle.db, scale, (line) => console.log(line));
    console.log(
      `${added} synthetic tours added in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
} finally {
  await handle.close();
}
