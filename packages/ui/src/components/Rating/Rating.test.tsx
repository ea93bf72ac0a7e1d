import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RatingInput } from './Rating.tsx';
import * as stories from './Rating.stories.tsx';

const { ReadOnly, NoRatingsYet, InputError } = composeStories(stories);

describe('Rating', () => {
  it('reads the average with one decimal', () => {
    render(<ReadOnly />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeTruthy();
    expect(screen.getByText('4.3')).toBeTruthy();
  });

  it('fills the stars to the average, drawn by CSS rather than ten inline icons', () => {
    const { container } = render(<ReadOnly />);
    const stars = screen.getByRole('img', { name: 'Rated 4.3 out of 5' });
    const [outlines, filled] = [...stars.children] as HTMLElement[];
    expect(outlines).toBeTruthy();
    expect(filled!.style.width).toBe('86%');
    // A listing draws a rating on every card: no SVG markup per star in the page.
    expect(container.querySelectorAll('svg')).toHaveLength(0);
  });

  it('shows a caption instead of a value when there are no ratings', () => {
    render(<NoRatingsYet />);
    expect(screen.getByText('No Ratings yet')).toBeTruthy();
    expect(screen.queryByText('0.0')).toBeNull();
  });
});

describe('RatingInput', () => {
  it('picks 1–5 stars by click and arrow keys', async () => {
    const onValueChange = vi.fn();
    render(<RatingInput label="How was your trail?" onValueChange={onValueChange} />);
    expect(screen.getByRole('group', { name: 'How was your trail?' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(screen.getByRole('radio', { name: '3 stars', checked: true })).toBeTruthy();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars', checked: true })).toBeTruthy();
    expect(onValueChange).toHaveBeenLastCalledWith(4);
  });

  it('reads its error with the group', () => {
    render(<InputError />);
    expect(screen.getByRole('group', { description: 'Rate your activity' })).toBeTruthy();
  });
});
