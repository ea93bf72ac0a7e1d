import type { Meta, StoryObj } from '@storybook/react-vite';
import { Counter } from './Counter.tsx';

const meta = {
  title: 'Forms/Counter',
  component: Counter,
  args: { label: 'Adults', hint: 'Age 13 and over', max: 4 },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Counter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AtMaximum: Story = {
  args: { label: 'Children', hint: 'Age 4 to 12', defaultValue: 4 },
};
export const Disabled: Story = {
  args: { label: 'Infants', hint: undefined, disabled: true, defaultValue: 1 },
};
export const Travellers: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Counter label="Adults" hint="Age 13 and over" max={4} defaultValue={2} />
      <Counter label="Children" hint="Age 4 to 12" max={4} />
      <Counter label="Infants" hint="Under 4" max={4} />
    </div>
  ),
};
