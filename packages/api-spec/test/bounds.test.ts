// Issue 18: bad input never reaches the database as a value it cannot store. Every integer of the
// contract is bounded within PostgreSQL's `integer` (32 bits), so an id or count beyond it is a
// 400 from validation, not a 500 from the database; every request body the contract describes is
// required, so a POST without one is a 400 too.
import { describe, expect, it } from 'vitest';
import { contract, httpMethods } from './contract.ts';

const INT32_MAX = 2147483647;
const INT32_MIN = -2147483648;

/** Every integer schema anywhere in the document, with where it is. */
function integers(node: unknown, at: string, found: [string, Record<string, unknown>][]) {
  if (Array.isArray(node)) {
    node.forEach((item, index) => integers(item, `${at}/${index}`, found));
    return found;
  }
  if (!node || typeof node !== 'object') return found;
  const schema = node as Record<string, unknown>;
  const type = schema.type;
  if (type === 'integer' || (Array.isArray(type) && type.includes('integer'))) {
    found.push([at, schema]);
  }
  for (const [key, value] of Object.entries(schema)) integers(value, `${at}/${key}`, found);
  return found;
}

describe('the contract bounds what the database stores', () => {
  it('gives every integer a minimum and maximum within 32 bits', () => {
    const unbounded = integers(contract, '#', [])
      .filter(([, schema]) => {
        if ('const' in schema)
          return typeof schema.const !== 'number' || Math.abs(schema.const) > INT32_MAX;
        const max = (schema.maximum ?? schema.exclusiveMaximum) as number | undefined;
        const min = (schema.minimum ?? schema.exclusiveMinimum) as number | undefined;
        return max === undefined || min === undefined || max > INT32_MAX || min < INT32_MIN;
      })
      .map(([at]) => at);
    expect(unbounded).toEqual([]);
  });

  it('requires every request body it describes', () => {
    const optional: string[] = [];
    for (const item of Object.values(contract.paths)) {
      for (const method of httpMethods) {
        const body = item[method]?.requestBody as { required?: boolean; $ref?: string } | undefined;
        if (body && !body.$ref && body.required !== true) optional.push(item[method]!.operationId!);
      }
    }
    expect(optional).toEqual([]);
  });
});
