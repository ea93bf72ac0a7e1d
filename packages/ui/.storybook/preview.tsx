import type { Preview } from '@storybook/react-vite';
import '../src/theme/global.css.ts';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // A story with an axe violation fails in Storybook's test UI; the same rules run in vitest.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  initialGlobals: {
    viewport: { value: undefined, isRotated: false },
  },
};

export default preview;
