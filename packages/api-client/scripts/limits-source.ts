// Renders src/generated/limits.ts from the contract: for every request schema, the limits of its
// text fields (lengths, e-mail format, required), so a form can put them on its inputs as HTML
// attributes and the browser refuses what the API would refuse. Used by `pnpm generate` and by
// the test that fails when the committed file is stale.
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';

export const contractUrl = new URL('../../api-spec/openapi.yaml', import.meta.url);
export const limitsUrl = new URL('../src/generated/limits.ts', import.meta.url);

interface Schema {
  readonly type?: unknown;
  readonly required?: readonly string[];
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly format?: string;
}

/** One text field's limits, as the contract states them. */
function fieldLimits(schema: Schema, required: boolean): Record<string, unknown> | undefined {
  const isText =
    schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
  if (!isText) return undefined;
  return {
    ...(schema.minLength !== undefined ? { minLength: schema.minLength } : {}),
    ...(schema.maxLength !== undefined ? { maxLength: schema.maxLength } : {}),
    ...(schema.format === 'email' ? { email: true } : {}),
    required,
  };
}

export async function renderLimits(): Promise<string> {
  const contract = parse(await readFile(contractUrl, 'utf8')) as {
    components: { schemas: Record<string, Schema> };
  };
  const out: Record<string, Record<string, unknown>> = {};
  for (const [name, schema] of Object.entries(contract.components.schemas)) {
    if (!name.endsWith('Request') && !name.startsWith('Checkout')) continue;
    const fields: Record<string, unknown> = {};
    for (const [field, property] of Object.entries(schema.properties ?? {})) {
      // The OAuth client's credentials are added by the site's server, never typed into a form:
      // their names stay out of every browser bundle.
      if (field === 'client_id' || field === 'client_secret') continue;
      const limits = fieldLimits(property, schema.required?.includes(field) ?? false);
      if (limits) fields[field] = limits;
    }
    if (Object.keys(fields).length > 0) out[name] = fields;
  }
  return [
    '// Generated from @trails/api-spec/openapi.yaml by `pnpm generate`: do not edit by hand.',
    '// The text fields of each request schema: lengths, e-mail format and whether required.',
    '// One export per schema, so a bundle holds only the schemas its forms use (import them with',
    "// `import * as LIMITS from '@trails/api-client/limits'` and name them: the rest is left out).",
    '',
    ...Object.entries(out).map(
      ([name, fields]) => `export const ${name} = ${JSON.stringify(fields, null, 2)} as const;\n`,
    ),
  ].join('\n');
}
