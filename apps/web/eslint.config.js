import { trailsConfig } from '@trails/eslint-config';

// Feature folders import one way only (STYLE item 1): shared → features → layout and routes.
// A feature never imports another feature; shared code imports no feature.
const features = [
  'catalog',
  'search',
  'tour',
  'cart',
  'content',
  'checkout',
  'auth',
  'account',
  'bookings',
  'reviews',
];

export default [
  ...trailsConfig({
    workspace: '@trails/web',
    root: import.meta.dirname,
    react: true,
    ignores: ['test-results/**', 'playwright-report/**'],
  }),
  {
    files: ['app/**/*.ts', 'app/**/*.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./app/features/${feature}`,
              from: './app/features',
              except: [`./${feature}`],
              message:
                'A feature never imports another feature: compose them in a route or layout.',
            })),
            {
              target: './app/features',
              from: ['./app/routes', './app/layout'],
              message: 'Features do not import routes or the layout.',
            },
            {
              target: './app/shared',
              from: ['./app/features', './app/routes', './app/layout'],
              message: 'Shared code imports no feature, route or layout.',
            },
          ],
        },
      ],
    },
  },
];
