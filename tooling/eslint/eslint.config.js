import { trailsConfig } from './index.js';

export default trailsConfig({
  workspace: '@trails/eslint-config',
  root: import.meta.dirname,
});
