import { trailsConfig } from '@trails/eslint-config';

export default trailsConfig({
  workspace: '@trails/domain',
  root: import.meta.dirname,
  ignores: ['src/generated/**'],
});
