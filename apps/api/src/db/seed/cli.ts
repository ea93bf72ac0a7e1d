// `pnpm --filter @trails/api seed [--scale N]`: migrates, loads the demo catalogue when it is
// missing, then (with --scale) tops the synthetic benchmark tours up to N.
import { loadConfig } from '../../config.ts';
import { openConfiguredDatabase } from '../open.ts';
import { seedOnStart } from './on-start.ts';
import { seedScale } from './scale.ts';

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
  await seedOnStart(handle.db, config, (line) => console.log(line));
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
