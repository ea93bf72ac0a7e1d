import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Confirm email address',
    message: 'We will send the booking confirmation to asha@example.com. Is this address right?',
    confirmLabel: 'Yes, Proceed',
    cancelLabel: 'Cancel',
    onConfirm: () => {},
    defaultOpen: true,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Danger: Story = {
  args: {
    title: 'Cancel this tour?',
    message: 'Free cancellation ends 24 hours before the start.',
    confirmLabel: 'Cancel Tour',
    cancelLabel: 'Keep booking',
    tone: 'danger',
  },
};
export const Confirming: Story = { args: { confirming: true } };
export const LongText: Story = {
  args: {
    message:
      'We will send the booking confirmation, the pick-up details and the review link for all three trails in your cart to a.very.long.address.for.a.traveller@an-extremely-long-domain-name.example.com. Is this address right?',
  },
};

function Checkout() {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('');
  return (
    <>
      <ConfirmDialog
        title="Confirm email address"
        message="We will send the booking confirmation to asha@example.com."
        confirmLabel="Yes, Proceed"
        cancelLabel="Cancel"
        open={open}
        onOpenChange={setOpen}
        trigger={<Button>Confirm &amp; Pay</Button>}
        onConfirm={() => {
          setAnswer('confirmed');
          setOpen(false);
        }}
        onCancel={() => setAnswer('cancelled')}
      />
      <p>{answer}</p>
    </>
  );
}

export const FromTrigger: Story = { render: () => <Checkout /> };
