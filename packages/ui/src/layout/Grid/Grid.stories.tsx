import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid } from './Grid.tsx';

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: {
    children: Array.from({ length: 8 }, (_, index) => (
      <div key={index} style={{ padding: 16, background: '#E8F3EE' }}>
        Tour {index + 1}
      </div>
    )),
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One column on small screens, two on medium, four on wide ones. */
export const Default: Story = {};
export const ThreeColumns: Story = { args: { columns: [1, 3, 3] } };
export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const Empty: Story = { args: { children: [] } };
