import { defineMain } from '@storybook/react-vite/node';

// The react-vite builder loads ../vite.config.ts, which already registers vanilla-extract:
// registering it again here would compile every stylesheet twice (ARCHITECTURE §8).
export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
});
