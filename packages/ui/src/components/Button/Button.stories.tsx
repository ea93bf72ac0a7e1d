import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Book Now' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Add to cart' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'View more' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Cancel Tour' } };
export const WithIcon: Story = { args: { icon: 'cart', children: 'Add to cart' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm" />
      <Button {...args} size="md" />
      <Button {...args} size="lg" />
    </div>
  ),
};
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = { args: { loading: true, children: 'Placing your booking' } };
export const LongText: Story = {
  args: {
    children: 'Confirm & Pay for the Knuckles Range overnight trek with two nights in a tea estate',
  },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Button {...args} fullWidth />
    </div>
  ),
};
export const AsLink: Story = {
  args: { asChild: true, children: <a href="#tour">View Tour Now</a> },
};
export const SmallScreen: Story = {
  args: { fullWidth: true, children: 'Check out' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
