// `pnpm generate`: regenerate the types of the contract into src/generated/schema.ts.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { renderSchema, schemaUrl } from './schema-source.ts';

await writeFile(schemaUrl, await renderSchema());
console.log(`wrote ${fileURLToPath(schemaUrl)}`);
