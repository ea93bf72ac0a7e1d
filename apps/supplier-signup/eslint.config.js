import { trailsConfig } from '@trails/eslint-config';

export default trailsConfig({
  workspace: '@trails/supplier-signup',
  root: import.meta.dirname,
  react: true,
  ignores: ['test-results/**', 'playwright-report/**'],
});
