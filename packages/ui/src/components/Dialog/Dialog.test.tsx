import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});
