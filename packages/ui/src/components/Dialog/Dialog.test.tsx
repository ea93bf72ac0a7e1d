import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog } from './Dialog.tsx';
import * as stories from './Dialog.stories.tsx';

const { Closed, WithDescription } = composeStories(stories);

describe('Dialog', () => {
  it('opens from its trigger with focus inside, and returns focus on Escape', async () => {
    const user = userEvent.setup();
    render(<Closed />);
    const trigger = screen.getByRole('button', { name: 'Log in' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('traps focus: Tab and Shift+Tab cycle inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Closed />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let step = 0; step < 8; step += 1) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes from its close button and from a Cancel action', async () => {
    const user = userEvent.setup();
    render(<Closed />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads its description', () => {
    render(<WithDescription />);
    expect(
      screen.getByRole('dialog', {
        name: 'Refund Policy',
        description: 'Free cancellation up to 24 hours before the start (local time).',
      }),
    ).toBeTruthy();
  });

  it('sends focus to focusWhenOpenerGone when what opened it is gone, else back to it', async () => {
    const user = userEvent.setup();
    // A page whose "Log in" button disappears once logged in, as the checkout's prompt does.
    function Page() {
      const [open, setOpen] = useState(false);
      const [loggedIn, setLoggedIn] = useState(false);
      return (
        <>
          <main id="main" tabIndex={-1}>
            {!loggedIn && (
              <button type="button" onClick={() => setOpen(true)}>
                Open
              </button>
            )}
          </main>
          <Dialog
            title="Log in"
            open={open}
            onOpenChange={setOpen}
            focusWhenOpenerGone={() => document.getElementById('main')}
          >
            <button type="button" onClick={() => setLoggedIn(true)}>
              Log in now
            </button>
            <button type="button" onClick={() => setOpen(false)}>
              Done
            </button>
          </Dialog>
        </>
      );
    }
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Log in now' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
