import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import * as stories from './ConfirmDialog.stories.tsx';

const { FromTrigger } = composeStories(stories);

describe('ConfirmDialog', () => {
  it('asks before going on, with focus on Cancel', async () => {
    const user = userEvent.setup();
    render(<FromTrigger />);
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    expect(screen.getByRole('alertdialog', { name: 'Confirm email address' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('runs the action on Yes, Proceed', async () => {
    const user = userEvent.setup();
    render(<FromTrigger />);
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Proceed' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('confirmed')).toBeTruthy();
  });

  it('cancels on Cancel and on Escape', async () => {
    const user = userEvent.setup();
    render(<FromTrigger />);
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('cancelled')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  // The checkout opens it from its form's submit, with no trigger: a tester pressed Cancel and
  // focus landed on the page's body.
  it('opened without a trigger, gives focus back to what opened it on Cancel', async () => {
    function FromSubmit() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Confirm &amp; Pay
          </button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Confirm email address"
            message="Is this address right?"
            confirmLabel="Yes, Proceed"
            cancelLabel="Cancel"
            onConfirm={() => setOpen(false)}
          />
        </>
      );
    }
    const user = userEvent.setup();
    render(<FromSubmit />);
    const opener = screen.getByRole('button', { name: 'Confirm & Pay' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
