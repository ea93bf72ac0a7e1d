import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './Button.stories.tsx';

const { Primary, Disabled, Loading, AsLink } = composeStories(stories);

describe('Button', () => {
  it('runs its action on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Primary onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Book Now' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('ignores clicks when disabled', async () => {
    const onClick = vi.fn();
    render(<Disabled onClick={onClick} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('stays focusable but busy and inert while loading', async () => {
    const onClick = vi.fn();
    render(<Loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Placing your booking' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    button.focus();
    expect(document.activeElement).toBe(button);
  });

  it('renders a link with the button look', () => {
    render(<AsLink />);
    expect(screen.getByRole('link', { name: 'View Tour Now' }).className).not.toBe('');
  });
});
