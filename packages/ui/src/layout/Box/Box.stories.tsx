import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box.tsx';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: { children: 'A box with padding, a sunken background and rounded corners' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { padding: 'lg', background: 'sunken', borderRadius: 'md' } };

export const Responsive: Story = {
  args: {
    padding: ['sm', 'lg', 'xxl'],
    background: 'brandSubtle',
    children: 'Padding grows from small to wide screens',
  },
};

export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Free cancellation', padding: 'lg', background: 'muted' },
};
