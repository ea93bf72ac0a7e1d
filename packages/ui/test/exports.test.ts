import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = `${resolve(import.meta.dirname, '..')}/`;
const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
  exports: Record<string, string>;
};
const kebab = (name: string) => name.replace(/(?<!^)(?=[A-Z])/g, '-').toLowerCase();

describe('package exports', () => {
  it('point at files that exist', () => {
    for (const target of Object.values(manifest.exports)) {
      expect(existsSync(`${root}${target}`), target).toBe(true);
    }
  });

  it.each(['layout', 'components'])(
    'give every %s folder its own subpath, with stories and tests beside it',
    (folder) => {
      for (const name of readdirSync(`${root}src/${folder}`, { withFileTypes: true })) {
        if (!name.isDirectory()) continue;
        expect(manifest.exports[`./${kebab(name.name)}`]).toBe(
          `./src/${folder}/${name.name}/${name.name}.tsx`,
        );
        for (const suffix of ['stories.tsx', 'test.tsx']) {
          expect(existsSync(`${root}src/${folder}/${name.name}/${name.name}.${suffix}`)).toBe(true);
        }
      }
    },
  );
});
