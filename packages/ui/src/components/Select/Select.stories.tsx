import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select.tsx';

const locations = [
  { value: '1', label: 'Kandy' },
  { value: '2', label: 'Nuwara Eliya' },
  { value: '3', label: 'Ella' },
  { value: '4', label: 'Haputale', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Pick-up location', options: locations, placeholder: 'Select pick-up location' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: '3' } };
export const Error: Story = { args: { error: 'Please select pick-up loaction' } };
export const Disabled: Story = { args: { disabled: true } };
export const Empty: Story = { args: { options: [], placeholder: 'No pick-up locations' } };
export const LongText: Story = {
  args: {
    options: [
      {
        value: '9',
        label: 'Hotel pick-up anywhere within the Kandy city limits, including the lake round',
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};
