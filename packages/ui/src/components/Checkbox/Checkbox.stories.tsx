import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Deals only' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true, label: 'Same as Lead Traveler' } };
export const WithLink: Story = {
  args: {
    label: (
      <>
        I agree to the <a href="#terms">terms &amp; conditions</a>
      </>
    ),
  },
};
export const Error: Story = {
  args: { label: 'I agree to the Refund Policy', error: 'You need to agree to Refund Policy' },
};
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const LongText: Story = {
  args: {
    label:
      'Send me offers, deals and discounts on guided trails in the Central Highlands, at most once a week, and let me unsubscribe at any time.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
