import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', autoComplete: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'We send the booking confirmation here.' } };
export const Required: Story = { args: { required: true } };
export const Error: Story = { args: { error: 'We need your Email', defaultValue: '' } };
export const Password: Story = {
  args: { label: 'Password', type: 'password', autoComplete: 'current-password' },
};
export const Phone: Story = { args: { label: 'Phone', type: 'tel', autoComplete: 'tel' } };
export const Search: Story = {
  args: {
    label: 'Search tours',
    type: 'search',
    icon: 'search',
    hideLabel: true,
    placeholder: 'Search tours',
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'traveller@example.com' } };
export const LongText: Story = {
  args: {
    label: 'Lead traveler email address used for the booking confirmation and the review link',
    defaultValue: 'a.very.long.address.for.a.traveller@an-extremely-long-domain-name.example.com',
    error: 'Lead traveler email can not be empty, and this message is long enough to wrap.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
