import { trailsConfig } from '@trails/eslint-config';

export default trailsConfig({ workspace: '@trails/api-spec', ignores: ['src/generated/**'] });
