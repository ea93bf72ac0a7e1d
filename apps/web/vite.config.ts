import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { chunkGroups } from './build-config/chunk-groups.ts';

const chunks = chunkGroups();

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter(), chunks.plugin],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A few files per page instead of ~40 scripts and ~20 style sheets (ADR 057).
            codeSplitting: { groups: chunks.groups },
          },
        },
      },
    },
  },
  // Dev only: bundle up front the dependencies that the UI kit's sources and the features
  // import, so the first page load does not make Vite re-optimise and reload with two Reacts.
  optimizeDeps: {
    include: [
      '@tanstack/react-query',
      'openapi-fetch',
      'zustand',
      'zustand/middleware',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@trails/ui > radix-ui/dialog',
      '@trails/ui > radix-ui/slot',
      '@trails/ui > radix-ui/toast',
      'openapi-react-query',
      '@trails/ui > react-day-picker',
      '@trails/ui > date-fns',
    ],
  },
});
