import { trailsConfig } from '@trails/eslint-config';

export default trailsConfig({ workspace: '@trails/ui', react: true });
