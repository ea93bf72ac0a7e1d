import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { layering } from '../layering.js';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const productPackages = Object.keys(layering).filter(
  (name) => !['@trails/eslint-config', '@trails/bootstrap'].includes(name),
);

/** Every workspace of the repo that has an ESLint config, with its package name. */
function workspaces() {
  return ['apps', 'packages', 'tooling'].flatMap((group) => {
    const base = path.join(repoRoot, group);
    if (!existsSync(base)) return [];
    return readdirSync(base)
      .map((entry) => path.join(base, entry))
      .filter((dir) => existsSync(path.join(dir, 'eslint.config.js')))
      .map((dir) => ({
        dir,
        name: (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string })
          .name,
      }));
  });
}

async function restrictedImportErrors(dir: string, source: string) {
  const eslint = new ESLint({ cwd: dir });
  const [result] = await eslint.lintText(source, { filePath: path.join(dir, 'src', 'probe.ts') });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
}

describe('import boundaries (ARCHITECTURE §2)', () => {
  const found = workspaces();

  it('finds every workspace in the layering table', () => {
    expect(found.length).toBeGreaterThan(0);
    for (const { name } of found) expect(Object.keys(layering)).toContain(name);
  });

  for (const { dir, name } of found) {
    const allowed = layering[name] ?? [];
    for (const target of productPackages.filter((p) => p !== name)) {
      const verdict = allowed.includes(target) ? 'may' : 'may not';
      it(`${name} ${verdict} import ${target}`, async () => {
        const errors = await restrictedImportErrors(
          dir,
          `import probe from '${target}/probe';\nexport default probe;\n`,
        );
        expect(errors.length > 0).toBe(!allowed.includes(target));
      });
    }

    it(`${name} may not reach into another workspace by a relative path`, async () => {
      const errors = await restrictedImportErrors(
        dir,
        `import probe from '../../../packages/domain/src/probe.ts';\nexport default probe;\n`,
      );
      expect(errors).toHaveLength(1);
    });
  }

  it('keeps the kit free of the domain and the client', () => {
    expect(layering['@trails/ui']).not.toContain('@trails/domain');
    expect(layering['@trails/ui']).not.toContain('@trails/api-client');
  });
});
