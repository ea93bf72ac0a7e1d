// The shared ESLint flat config. Each workspace's eslint.config.js calls `trailsConfig`.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryRule } from './layering.js';
import { moduleZoneConfigs, zonedWorkspaces } from './module-zones.js';

/**
 * @param {object} options
 * @param {string} options.workspace the package name, which picks its import boundaries
 * @param {boolean} [options.react] whether the workspace has React components
 * @param {string} [options.root] the workspace folder (`import.meta.dirname`); typescript-eslint
 *   needs it to tell apart the tsconfig files of several workspaces linted in one process
 * @param {string[]} [options.ignores] extra ignored globs (generated files, build output)
 */
export function trailsConfig({ workspace, react = false, root = process.cwd(), ignores = [] }) {
  return tseslint.config(
    {
      ignores: [
        'dist/**',
        'build/**',
        'coverage/**',
        'storybook-static/**',
        '.react-router/**',
        '.data/**',
        ...ignores,
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    importX.flatConfigs.recommended,
    importX.flatConfigs.typescript,
    {
      languageOptions: {
        ecmaVersion: 2023,
        sourceType: 'module',
        globals: { ...globals.node, ...(react ? globals.browser : {}) },
        parserOptions: { tsconfigRootDir: root },
      },
      settings: {
        'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      },
      rules: {
        'no-restricted-imports': boundaryRule(workspace),
        'import-x/no-cycle': 'error',
        'import-x/no-self-import': 'error',
        // Type-only imports stay type-only so Node's type stripping can erase them.
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
        ],
        // The TypeScript resolver already reports unresolved imports during typecheck.
        'import-x/no-unresolved': 'off',
        'import-x/named': 'off',
      },
    },
    // Between the API's modules: only through what each module exposes (module-zones.js).
    ...(zonedWorkspaces.includes(workspace) ? moduleZoneConfigs(root) : []),
    ...(react
      ? [
          {
            files: ['**/*.tsx', '**/*.ts'],
            plugins: { 'react-hooks': reactHooks },
            rules: reactHooks.configs.recommended.rules,
          },
        ]
      : []),
    prettier,
  );
}
