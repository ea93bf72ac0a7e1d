import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './Slider.stories.tsx';

const { PriceRange } = composeStories(stories);

describe('Slider', () => {
  it('has two named thumbs spanning 10–1000 USD', () => {
    render(<PriceRange />);
    const low = screen.getByRole('slider', { name: 'Minimum price' });
    const high = screen.getByRole('slider', { name: 'Maximum price' });
    expect(low.getAttribute('aria-valuemin')).toBe('10');
    expect(high.getAttribute('aria-valuemax')).toBe('1000');
    expect(low.getAttribute('aria-valuetext')).toBe('10 USD');
    expect(screen.getByText('10 USD – 1000 USD')).toBeTruthy();
  });

  it('moves a thumb by its step with the arrow keys and stays in range', async () => {
    const onValueChange = vi.fn();
    render(<PriceRange onValueChange={onValueChange} />);
    const low = screen.getByRole('slider', { name: 'Minimum price' });
    low.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(low.getAttribute('aria-valuenow')).toBe('30');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(low.getAttribute('aria-valuenow')).toBe('10');
    const high = screen.getByRole('slider', { name: 'Maximum price' });
    high.focus();
    await userEvent.keyboard('{End}{ArrowRight}{ArrowLeft}');
    expect(high.getAttribute('aria-valuenow')).toBe('990');
    expect(onValueChange).toHaveBeenLastCalledWith([10, 990]);
  });
});
