import { trailsConfig } from '@trails/eslint-config';

export default trailsConfig({
  workspace: '@trails/api-client',
  root: import.meta.dirname,
  ignores: ['src/generated/**'],
});
