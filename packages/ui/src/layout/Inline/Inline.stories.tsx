import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from './Inline.tsx';

const chips = ['Kandy', 'Ella', 'Nuwara Eliya', 'Haputale', 'Horton Plains', 'Sri Pada'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    children: chips.map((label) => (
      <span key={label} style={{ padding: '4px 8px', background: '#EEEEEA' }}>
        {label}
      </span>
    )),
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SpaceBetween: Story = { args: { justify: 'between', wrap: false } };
export const SmallScreen: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
