import { trailsConfig } from '@trails/eslint-config';

export default trailsConfig({
  workspace: '@trails/playwright-config',
  root: import.meta.dirname,
});
