// Pure helpers of the bootstrap, kept apart so they can be unit-tested.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The Node major the workspace runs on (ARCHITECTURE §8). */
export const NODE_MAJOR = 24;
/** Pinned so every machine resolves the lockfile the same way. */
export const PNPM_VERSION = '12.21.0';

const WORKSPACE_DIRS = ['apps', 'packages', 'tooling'];

/** @param {string} version */
export function majorOf(version) {
  const major = Number.parseInt(String(version).replace(/^v/, ''), 10);
  return Number.isNaN(major) ? 0 : major;
}

/** @param {string} file */
export function readText(file) {
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/**
 * @param {string} file
 * @param {string} text
 */
export function writeText(file, text) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** @param {string} root */
export function installStampPath(root) {
  return path.join(root, 'node_modules', '.trails-install-stamp');
}

/** Every file whose change means the installed dependencies may be stale. */
/** @param {string} root */
export function manifestFiles(root) {
  const files = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml'].map((f) =>
    path.join(root, f),
  );
  for (const dir of WORKSPACE_DIRS) {
    const base = path.join(root, dir);
    if (!existsSync(base)) continue;
    for (const entry of readdirSync(base, { withFileTypes: true })) {
      const manifest = path.join(base, entry.name, 'package.json');
      if (entry.isDirectory() && existsSync(manifest)) files.push(manifest);
    }
  }
  return files.sort();
}

/**
 * A fingerprint of what `pnpm install` depends on: the manifests, the lockfile and the Node
 * version. When it matches the one written after the last install, nothing is reinstalled.
 * @param {string} root
 * @param {string} nodeVersion
 */
export function installStamp(root, nodeVersion) {
  const hash = createHash('sha256');
  hash.update(`node ${nodeVersion}\npnpm ${PNPM_VERSION}\n`);
  for (const file of manifestFiles(root)) {
    hash.update(`${path.relative(root, file)}\n`);
    hash.update(readText(file) ?? '<missing>');
  }
  return hash.digest('hex');
}
