import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildDefaults, settingsJson } from './config.build.ts';

// Static files with base `/`: the customer site's server serves them at /signup* and /verify/*
// (ADR 070). Hashed files go to `supplier-assets/`, so they never collide with the customer
// site's `/assets/`.
export default defineConfig({
  base: '/',
  plugins: [
    react(),
    vanillaExtractPlugin(),
    {
      name: 'supplier-signup-settings',
      transformIndexHtml: (html) =>
        html.replace('%SUPPLIER_SIGNUP_CONFIG%', settingsJson(buildDefaults())),
    },
  ],
  build: { assetsDir: 'supplier-assets', assetsInlineLimit: 0 },
  server: {
    port: 3002,
    // `pnpm dev`: the API's paths go to the API, like on the customer site's origin.
    proxy: {
      ...Object.fromEntries(
        ['/api', '/dev'].map((prefix) => [
          prefix,
          { target: process.env.API_URL ?? 'http://127.0.0.1:3001', xfwd: true },
        ]),
      ),
      // The sign-up itself goes through the customer site's server, which adds the client
      // credentials (ADR 080): run the site too (`pnpm --filter @trails/web dev`).
      '/auth': { target: process.env.WEB_URL ?? 'http://127.0.0.1:3000', xfwd: true },
    },
  },
});
