import { trailsConfig } from '@trails/eslint-config';

export default trailsConfig({
  workspace: '@trails/bootstrap',
  root: import.meta.dirname,
});
