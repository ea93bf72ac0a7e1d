import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Dialog, DialogClose } from './Dialog.tsx';
import { Stack } from '../../layout/Stack/Stack.tsx';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Log in',
    trigger: <Button>Log in</Button>,
    children: (
      <form onSubmit={(event) => event.preventDefault()}>
        <Stack>
          <TextField label="Email" type="email" autoComplete="email" />
          <TextField label="Password" type="password" autoComplete="current-password" />
          <a href="#forgot">Forgot password</a>
        </Stack>
      </form>
    ),
    actions: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button>Log in</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const WithDescription: Story = {
  args: {
    defaultOpen: true,
    title: 'Refund Policy',
    description: 'Free cancellation up to 24 hours before the start (local time).',
    children: <p>Later cancellations are requests that the operator reviews.</p>,
    actions: (
      <DialogClose asChild>
        <Button>Close</Button>
      </DialogClose>
    ),
  },
};
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    size: 'lg',
    title: 'Refund Policy',
    children: (
      <div>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>
            Clause {index + 1}. Bookings cancelled more than 24 hours before the start time, in Sri
            Lanka time, are refunded in full to the card used for payment.
          </p>
        ))}
      </div>
    ),
    actions: undefined,
  },
};
export const SmallScreen: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
