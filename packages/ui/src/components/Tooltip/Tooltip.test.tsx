import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './Tooltip.stories.tsx';

const { Default } = composeStories(stories);

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its trigger and hides on Escape', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: '+3 more' });
    expect(document.activeElement).toBe(trigger);
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Hiking, Birdwatching, Tea estates',
    );
    expect(trigger.getAttribute('aria-describedby')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
