import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { LoadingOverlay } from './LoadingOverlay.tsx';

const meta = {
  title: 'Overlays/LoadingOverlay',
  component: LoadingOverlay,
  args: { loading: true, label: 'Placing your booking', fullScreen: false },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: 240, border: '1px dashed #85857C' }}>
        <p style={{ padding: 16 }}>Checkout form</p>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const NotLoading: Story = { args: { loading: false } };
export const LongText: Story = {
  args: { label: 'Sending you for payment. Please keep this window open; it takes a few seconds.' },
};

function Toggle() {
  const [loading, setLoading] = useState(false);
  return (
    <>
      <Button onClick={() => setLoading((value) => !value)}>
        {loading ? 'Finish loading' : 'Start loading'}
      </Button>
      <LoadingOverlay loading={loading} label="Updating..." fullScreen={false} />
    </>
  );
}

/** Start, then finish: the overlay stays 2 seconds after loading ends. */
export const Lingering: Story = { render: () => <Toggle /> };
