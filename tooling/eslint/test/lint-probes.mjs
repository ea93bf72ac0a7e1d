// Lints probe sources with each workspace's own eslint.config.js, in a plain Node process:
// ESLint loads those configs with dynamic import(), which vitest's module runner would
// intercept (and cache across workspaces). Reads [{ dir, source }] as JSON on stdin and
// prints, for each probe, the rule ids it broke. A probe's `file` (relative to its workspace,
// default src/probe.ts) says where it pretends to live.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const probes = JSON.parse(readFileSync(0, 'utf8'));
const results = [];
for (const { dir, source, file = 'src/probe.ts' } of probes) {
  const eslint = new ESLint({ cwd: dir });
  const [result] = await eslint.lintText(source, { filePath: path.join(dir, file) });
  results.push(
    (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`),
  );
}
process.stdout.write(JSON.stringify(results));
