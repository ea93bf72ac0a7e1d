import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../Button/Button.tsx';
import { Toaster, dismissAll, notify, type ToastTone } from './Toast.tsx';

function Seed({ messages }: { messages: [string, ToastTone][] }) {
  useEffect(() => {
    for (const [message, tone] of messages) notify(message, { tone, duration: 60_000 });
    return dismissAll;
  }, [messages]);
  return null;
}

const meta = {
  title: 'Overlays/Toast',
  component: Toaster,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press the buttons: each notice hides after 5 seconds; at most three show at once. */
export const Playground: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => notify('Item added to your cart', { tone: 'success' })}>
        Add to cart
      </Button>
      <Button variant="secondary" onClick={() => notify('Loggin you in, please wait')}>
        Log in
      </Button>
      <Button variant="danger" onClick={() => notify('Could not load data', { tone: 'danger' })}>
        Fail
      </Button>
      <Toaster {...args} />
    </div>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <>
      <Seed
        messages={[
          ['Updating...', 'info'],
          ['Item added to favorites', 'success'],
          ['Could not process action', 'danger'],
        ]}
      />
      <Toaster {...args} />
    </>
  ),
};

export const Warning: Story = {
  render: (args) => (
    <>
      <Seed messages={[['Ammendment requet sent.', 'warning']]} />
      <Toaster {...args} />
    </>
  ),
};

export const LongText: Story = {
  render: (args) => (
    <>
      <Seed
        messages={[
          [
            'Thank you! Payment complete, please login to manage your booking. A confirmation e-mail is on its way to the lead traveller.',
            'success',
          ],
        ]}
      />
      <Toaster {...args} />
    </>
  ),
};

export const Empty: Story = { render: (args) => <Toaster {...args} /> };
