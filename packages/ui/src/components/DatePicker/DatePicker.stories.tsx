import type { Meta, StoryObj } from '@storybook/react-vite';
import { DatePicker } from './DatePicker.tsx';

// Fixed dates keep the stories (and the tests built on them) the same every day.
const minDate = new Date(2027, 0, 15);

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { label: 'Pick-up date', minDate, name: 'date' },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: new Date(2027, 0, 20) } };
export const Open: Story = { args: { defaultOpen: true, defaultValue: new Date(2027, 0, 20) } };
/** Sold-out days (from the availability call) are disabled like the days before `minDate`. */
export const SoldOutDays: Story = {
  args: { defaultOpen: true, disabledDays: [new Date(2027, 0, 22), new Date(2027, 0, 23)] },
};
export const Error: Story = { args: { error: 'Please select pick-up date' } };
export const Disabled: Story = {
  args: { disabled: true, hint: 'Select a pick-up location first' },
};
export const SmallScreen: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
