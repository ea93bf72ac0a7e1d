// `pnpm generate`: regenerate the types and the field limits of the contract into src/generated/.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { renderLimits, limitsUrl } from './limits-source.ts';
import { renderSchema, schemaUrl } from './schema-source.ts';

await writeFile(schemaUrl, await renderSchema());
console.log(`wrote ${fileURLToPath(schemaUrl)}`);
await writeFile(limitsUrl, await renderLimits());
console.log(`wrote ${fileURLToPath(limitsUrl)}`);
