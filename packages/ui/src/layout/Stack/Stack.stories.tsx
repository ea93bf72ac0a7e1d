import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from './Stack.tsx';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    children: ['Pick-up location', 'Pick-up date', 'Adults'].map((label) => (
      <div key={label} style={{ padding: 8, background: '#EEEEEA' }}>
        {label}
      </div>
    )),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Centered: Story = { args: { align: 'center', gap: 'xl' } };
export const Empty: Story = { args: { children: [] } };
