import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});
