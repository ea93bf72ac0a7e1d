// fast-check arbitraries for the JSON Schemas of the contract (OpenAPI 3.1 = JSON Schema 2020-12):
// values the schema accepts, as far as the keywords the contract uses allow ($ref, allOf, oneOf,
// anyOf, const, enum, type lists, string lengths/patterns/formats, number bounds, arrays and
// objects). Good enough to drive the contract fuzz test; not a general JSON Schema generator.
import * as fc from 'fast-check';

export type Schema = Record<string, unknown>;

export function resolve(document: unknown, schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; typeof current.$ref === 'string' && depth < 10; depth++) {
    const parts = current.$ref.replace(/^#\//, '').split('/');
    let node: unknown = document;
    for (const part of parts) node = (node as Record<string, unknown>)[part.replaceAll('~1', '/')];
    current = { ...(node as Schema), ...omit(current, '$ref') };
  }
  return current;
}

function omit(schema: Schema, key: string): Schema {
  const { [key]: _dropped, ...rest } = schema;
  return rest;
}

/** allOf of object schemas, merged into one (the contract uses allOf for extension only). */
function merged(document: unknown, schema: Schema): Schema {
  if (!Array.isArray(schema.allOf)) return schema;
  const out: Schema = { ...omit(schema, 'allOf') };
  const properties: Schema = { ...((out.properties as Schema) ?? {}) };
  const required = new Set<string>((out.required as string[]) ?? []);
  for (const part of schema.allOf as Schema[]) {
    const resolved = merged(document, resolve(document, part));
    Object.assign(properties, resolved.properties ?? {});
    for (const name of (resolved.required as string[]) ?? []) required.add(name);
    for (const [key, value] of Object.entries(resolved)) {
      if (!['properties', 'required'].includes(key) && !(key in out)) out[key] = value;
    }
  }
  return { ...out, properties, required: [...required] };
}

const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  email: () =>
    fc
      .tuple(
        fc.stringMatching(/^[a-z][a-z0-9.]{0,12}[a-z0-9]$/),
        fc.constantFrom('example.com', 'mail.lk'),
      )
      .map(([local, domain]) => `${local.replace(/\.\.+/g, '.')}@${domain}`),
  date: () =>
    fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  'date-time': () =>
    fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString()),
  // fc.webUrl() takes seconds to build; a few shapes of address are enough here.
  uri: () =>
    fc
      .tuple(
        fc.constantFrom('https://trails.example', 'http://localhost:3000', 'https://evil.example'),
        fc.stringMatching(/^(\/[a-z0-9-]{1,8}){0,3}$/, { size: 'xsmall' }),
      )
      .map(([origin, path]) => `${origin}${path}`),
  uuid: () => fc.uuid(),
};

export function valueOf(document: unknown, input: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = merged(document, resolve(document, input));
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key])) {
      return fc.oneof(...(schema[key] as Schema[]).map((s) => valueOf(document, s, depth + 1)));
    }
  }
  if (Array.isArray(schema.type)) {
    return fc.oneof(
      ...(schema.type as string[]).map((type) => valueOf(document, { ...schema, type }, depth + 1)),
    );
  }
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = (schema.minimum as number | undefined) ?? -1000;
      const max = (schema.maximum as number | undefined) ?? 1000;
      return fc.integer({ min: Math.max(min, -2147483648), max: Math.min(max, 2147483647) });
    }
    case 'number': {
      const min = (schema.minimum as number | undefined) ?? 0;
      const max = (schema.maximum as number | undefined) ?? 100000;
      if (schema.multipleOf === 0.01) {
        return fc
          .integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) })
          .map((cents) => cents / 100);
      }
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'string': {
      const format = schema.format as string | undefined;
      if (format && FORMATS[format]) return FORMATS[format]();
      if (typeof schema.pattern === 'string') {
        const maxLength = schema.maxLength as number | undefined;
        return fc
          .stringMatching(new RegExp(schema.pattern, 'u'), { size: 'xsmall' })
          .filter((s) => maxLength === undefined || s.length <= maxLength);
      }
      const minLength = (schema.minLength as number | undefined) ?? 0;
      const maxLength = Math.min((schema.maxLength as number | undefined) ?? 40, minLength + 40);
      return fc.string({ minLength, maxLength, unit: 'grapheme' });
    }
    case 'array': {
      const items = (schema.items as Schema | undefined) ?? {};
      const minLength = (schema.minItems as number | undefined) ?? 0;
      const maxLength = Math.min((schema.maxItems as number | undefined) ?? 3, minLength + 3);
      if (depth > 4) return fc.constant([]);
      return fc.array(valueOf(document, items, depth + 1), { minLength, maxLength });
    }
    default: {
      const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
      if (schema.type !== 'object' && Object.keys(properties).length === 0) {
        return fc.oneof(fc.string(), fc.integer(), fc.boolean());
      }
      const required = (schema.required as string[] | undefined) ?? [];
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) {
        if ((property as Schema).readOnly) continue;
        model[name] = valueOf(document, property, depth + 1);
      }
      return fc.record(model, { requiredKeys: required.filter((name) => name in model) });
    }
  }
}

/** Values no schema of the contract should let through to the database as they are. */
export const hostileValues: unknown[] = [
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  1.5,
  'a\u0000b',
  '\u0000',
  '',
  ' ',
  'x'.repeat(5000),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\ud800',
  null,
  true,
  [],
  {},
  [1, 2],
  { $gt: '' },
  '99999999999999999999',
  '-1',
  '2147483648',
  '1e400',
  'NaN',
];
