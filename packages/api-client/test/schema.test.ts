import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { limitsUrl, renderLimits } from '../scripts/limits-source.ts';
import { renderSchema, schemaUrl } from '../scripts/schema-source.ts';

describe('src/generated/schema.ts', () => {
  it('matches the contract (run `pnpm --filter @trails/api-client generate` when this fails)', async () => {
    const committed = await readFile(schemaUrl, 'utf8');
    expect(committed === (await renderSchema())).toBe(true);
    // Generating from the whole contract takes seconds on a busy two-core CI machine.
  }, 60_000);
});

describe('src/generated/limits.ts', () => {
  it('matches the contract (run `pnpm --filter @trails/api-client generate` when this fails)', async () => {
    const committed = await readFile(limitsUrl, 'utf8');
    expect(committed === (await renderLimits())).toBe(true);
  });
});
