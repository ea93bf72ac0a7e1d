import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installStamp, majorOf, manifestFiles } from '../setup.mjs';

function fakeRepo() {
  const root = mkdtempSync(path.join(tmpdir(), 'trails-bootstrap-'));
  writeFileSync(path.join(root, 'package.json'), '{"name":"root"}');
  writeFileSync(path.join(root, 'pnpm-lock.yaml'), 'lockfileVersion: 9.0\n');
  writeFileSync(path.join(root, 'pnpm-workspace.yaml'), 'packages: []\n');
  mkdirSync(path.join(root, 'packages', 'domain'), { recursive: true });
  writeFileSync(path.join(root, 'packages', 'domain', 'package.json'), '{"name":"@trails/domain"}');
  mkdirSync(path.join(root, 'packages', 'no-manifest'), { recursive: true });
  return root;
}

describe('majorOf', () => {
  it('reads the major of a Node version with or without the v', () => {
    expect(majorOf('v20.20.2')).toBe(20);
    expect(majorOf('24.21.0')).toBe(24);
  });
  it('treats an unreadable version as 0 so that Node gets installed', () => {
    expect(majorOf('not a version')).toBe(0);
  });
});

describe('install stamp', () => {
  it('lists the root files and every workspace manifest', () => {
    const root = fakeRepo();
    const files = manifestFiles(root).map((f) => path.relative(root, f));
    expect(files).toEqual([
      'package.json',
      'packages/domain/package.json',
      'pnpm-lock.yaml',
      'pnpm-workspace.yaml',
    ]);
  });

  it('stays the same when nothing changed, so a second run reinstalls nothing', () => {
    const root = fakeRepo();
    expect(installStamp(root, '24.21.0')).toBe(installStamp(root, '24.21.0'));
  });

  it('changes when the lockfile, a workspace manifest or the Node version changes', () => {
    const root = fakeRepo();
    const before = installStamp(root, '24.21.0');
    expect(installStamp(root, '24.22.0')).not.toBe(before);
    writeFileSync(path.join(root, 'pnpm-lock.yaml'), 'lockfileVersion: 9.0\n# changed\n');
    const afterLock = installStamp(root, '24.21.0');
    expect(afterLock).not.toBe(before);
    writeFileSync(
      path.join(root, 'packages', 'domain', 'package.json'),
      '{"name":"@trails/domain","dependencies":{"x":"1"}}',
    );
    expect(installStamp(root, '24.21.0')).not.toBe(afterLock);
  });
});
