import type { Meta, StoryObj } from '@storybook/react-vite';
import { Slider } from './Slider.tsx';

const meta = {
  title: 'Forms/Slider',
  component: Slider,
  args: {
    label: 'Price',
    min: 10,
    max: 1000,
    step: 10,
    defaultValue: [10, 1000],
    thumbLabels: ['Minimum price', 'Maximum price'],
    formatValue: (value: number) => `${value} USD`,
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PriceRange: Story = {};
export const Single: Story = {
  args: {
    label: 'Duration',
    min: 1,
    max: 24,
    step: 1,
    defaultValue: [8],
    thumbLabels: undefined,
    formatValue: (value: number) => `${value} h`,
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};
