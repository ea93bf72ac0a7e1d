import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Confirmed', tone: 'green' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The booking statuses of the product, in the colours of spec §4. */
export const StatusColours: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge tone="grey">Pending</Badge>
      <Badge tone="green">Confirmed</Badge>
      <Badge tone="purple">Rejected</Badge>
      <Badge tone="dark">Canceled</Badge>
      <Badge tone="teal">Completed</Badge>
      <Badge tone="red">Dispute</Badge>
    </div>
  ),
};

export const Feedback: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge tone="info">New</Badge>
      <Badge tone="success">Free cancellation</Badge>
      <Badge tone="warning">Last minute</Badge>
      <Badge tone="danger">Sold out</Badge>
      <Badge tone="brand">20% off</Badge>
    </div>
  ),
};

export const WithIcon: Story = { args: { tone: 'brand', icon: 'star-filled', children: '4.8' } };
export const Small: Story = { args: { size: 'sm', tone: 'red', children: '3' } };
export const LongText: Story = {
  args: { tone: 'teal', children: 'Completed — review requested by the supplier for this trail' },
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
};
