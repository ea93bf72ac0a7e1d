import { trailsConfig } from '@trails/eslint-config';

export default trailsConfig({
  workspace: '@trails/api',
  root: import.meta.dirname,
  ignores: ['src/db/migrations/**'],
});
