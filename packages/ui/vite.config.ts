// The one Vite config of the kit. Storybook's react-vite builder and vitest both load it, so
// vanilla-extract is registered here once and nowhere else (ARCHITECTURE §8).
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
});
