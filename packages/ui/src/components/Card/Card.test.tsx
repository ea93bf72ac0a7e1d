import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './Card.stories.tsx';

const { Default, NotALink } = composeStories(stories);

describe('Card', () => {
  it('is an article named by its heading link', () => {
    render(<Default />);
    const link = screen.getByRole('link', { name: 'Knuckles Range sunrise trek' });
    expect(link.getAttribute('href')).toBe('#tour');
    expect(screen.getByRole('heading', { level: 3 }).contains(link)).toBe(true);
  });

  it('reserves the image box with width, height, srcset-ready attributes', () => {
    render(<Default />);
    const image = screen.getByRole('img', { name: 'Misty ridges of the Knuckles Range' });
    expect(image.getAttribute('width')).toBe('800');
    expect(image.getAttribute('height')).toBe('600');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('keeps its actions usable on their own', async () => {
    const onClick = vi.fn();
    render(<NotALink actions={<button onClick={onClick}>View deals</button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'View deals' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
