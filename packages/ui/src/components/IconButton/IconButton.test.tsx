import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './IconButton.stories.tsx';

const { Default, FavouritePressed, CartWithCount, CartEmpty } = composeStories(stories);

describe('IconButton', () => {
  it('is named by its label and runs its action from the keyboard', async () => {
    const onClick = vi.fn();
    render(<Default onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Share this tour' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('announces a pressed toggle', () => {
    render(<FavouritePressed />);
    expect(screen.getByRole('button', { name: 'Add to favourites', pressed: true })).toBeTruthy();
  });

  it('draws a count on the icon, and none when it is zero', () => {
    render(<CartWithCount />);
    expect(screen.getByRole('button', { name: 'Cart, 3 items' }).textContent).toBe('3');
    render(<CartEmpty />);
    expect(screen.getByRole('button', { name: 'Cart, empty' }).textContent).toBe('');
  });
});
