// The layering of ARCHITECTURE §2: which of our packages each workspace may import.
// Imports point one way only; a package missing from a list is a lint error there.
// Because every edge points down this table, no package cycle can form.

/** @type {Record<string, readonly string[]>} */
export const layering = {
  '@trails/api-spec': [],
  '@trails/domain': [],
  '@trails/ui': [],
  '@trails/api-client': ['@trails/api-spec'],
  '@trails/api': ['@trails/api-spec', '@trails/domain', '@trails/api-client'],
  '@trails/web': ['@trails/api-client', '@trails/domain', '@trails/ui'],
  '@trails/supplier-signup': ['@trails/api-client', '@trails/domain', '@trails/ui'],
  // Tooling imports none of the product's packages.
  '@trails/eslint-config': [],
  '@trails/bootstrap': [],
  '@trails/playwright-config': [],
};

/** Tooling packages (configs and presets) that any workspace may use. */
export const tooling = ['@trails/tsconfig', '@trails/eslint-config', '@trails/playwright-config'];

/**
 * The `no-restricted-imports` options that forbid every `@trails/*` import but the allowed
 * ones, and relative imports that reach into another workspace's folder.
 * @param {string} workspace the package name, e.g. '@trails/ui'
 */
export function boundaryRule(workspace) {
  const allowed = layering[workspace];
  if (!allowed) throw new Error(`${workspace} is not in the layering table of tooling/eslint`);
  const allowedNames = [...allowed, ...tooling];
  return [
    'error',
    {
      patterns: [
        {
          group: ['@trails/*', ...allowedNames.flatMap((name) => [`!${name}`, `!${name}/*`])],
          message: `${workspace} may import only ${allowed.join(', ') || 'none'} of our packages (ARCHITECTURE §2).`,
        },
        {
          group: ['**/apps/**', '**/packages/**'],
          message: 'Import another workspace by its package name, never by a relative path.',
        },
      ],
    },
  ];
}
