// A packed package holds only what `files` lists (else what .gitignore lets through, which leaves
// out dist/): every file the published exports point at must be in it, or an install of the
// tarball cannot import anything.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

type Manifest = {
  files?: string[];
  publishConfig: { exports: Record<string, Record<string, string>> };
};

const manifest = JSON.parse(
  await readFile(new URL('../package.json', import.meta.url), 'utf8'),
) as Manifest;

describe('the published package', () => {
  it('packs every file its published exports point at', () => {
    const targets = Object.values(manifest.publishConfig.exports).flatMap((conditions) =>
      Object.values(conditions),
    );
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) {
      const folder = target.replace(/^\.\//, '').split('/')[0];
      expect(manifest.files ?? [], target).toContain(folder);
    }
  });
});
