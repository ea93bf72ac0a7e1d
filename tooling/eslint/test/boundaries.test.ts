import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { layering, tooling } from '../layering.js';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const productPackages = Object.keys(layering).filter(
  (name) => !tooling.includes(name) && name !== '@trails/bootstrap',
);
/** Presets every workspace may import (the tsconfig package holds only JSON). */
const presets = tooling.filter((name) => name !== '@trails/tsconfig');

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

type Probe = { dir: string; source: string };

/** Lints every probe in one child process; returns the rule ids each probe broke. */
function lintProbes(probes: Probe[]): string[][] {
  const output = execFileSync(
    process.execPath,
    [path.join(import.meta.dirname, 'lint-probes.mjs')],
    {
      input: JSON.stringify(probes),
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as string[][];
}

const importOf = (target: string) => `import probe from '${target}';\nexport default probe;\n`;
const crossWorkspaceImport = importOf('../../../packages/domain/src/probe.ts');

describe('import boundaries (ARCHITECTURE §2)', () => {
  const found = workspaces();
  const probes: Probe[] = found.flatMap(({ dir }) => [
    ...[...productPackages, ...presets].map((target) => ({
      dir,
      source: importOf(`${target}/probe`),
    })),
    { dir, source: crossWorkspaceImport },
  ]);
  const brokenRules = new Map<string, string[]>();
  beforeAll(() => {
    lintProbes(probes).forEach((rules, i) => {
      const probe = probes[i]!;
      brokenRules.set(`${probe.dir}\n${probe.source}`, rules);
    });
  }, 120_000);
  const restrictedImportErrors = (dir: string, source: string) =>
    (brokenRules.get(`${dir}\n${source}`) ?? []).filter((rule) => rule === 'no-restricted-imports');

  it('finds every workspace in the layering table', () => {
    expect(found.length).toBeGreaterThan(0);
    for (const { name } of found) expect(Object.keys(layering)).toContain(name);
  });

  for (const { dir, name } of found) {
    const allowed = layering[name] ?? [];
    for (const target of productPackages.filter((p) => p !== name)) {
      const verdict = allowed.includes(target) ? 'may' : 'may not';
      it(`${name} ${verdict} import ${target}`, () => {
        const errors = restrictedImportErrors(dir, importOf(`${target}/probe`));
        expect(errors.length > 0).toBe(!allowed.includes(target));
      });
    }

    for (const preset of presets.filter((p) => p !== name)) {
      it(`${name} may import the tooling preset ${preset}`, () => {
        expect(restrictedImportErrors(dir, importOf(`${preset}/probe`))).toEqual([]);
      });
    }

    it(`${name} may not reach into another workspace by a relative path`, () => {
      const errors = restrictedImportErrors(dir, crossWorkspaceImport);
      expect(errors).toHaveLength(1);
    });
  }

  it('parses every probe, so an allowed import passes for the right reason', () => {
    const fatal = [...brokenRules.values()].flat().filter((rule) => rule.startsWith('fatal:'));
    expect(fatal).toEqual([]);
  });

  it('keeps the kit free of the domain and the client', () => {
    expect(layering['@trails/ui']).not.toContain('@trails/domain');
    expect(layering['@trails/ui']).not.toContain('@trails/api-client');
  });
});
