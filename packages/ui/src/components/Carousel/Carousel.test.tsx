import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubSlideLayout } from '../../../test/layout.ts';
import * as stories from './Carousel.stories.tsx';

const { Cards, Banner } = composeStories(stories);

const status = () => screen.getByText(/^\d of \d$/, { selector: 'p' });

describe('Carousel', () => {
  let restore: () => void;
  beforeEach(() => {
    // jsdom has no layout: give every slide a width so embla can compute its positions.
    restore = stubSlideLayout(300);
  });
  afterEach(() => restore());

  it('is a named carousel of labelled slides', () => {
    render(<Cards />);
    const carousel = screen.getByRole('region', { name: 'Top Selling' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(within(carousel).getByRole('group', { name: '3 of 6' })).toBeTruthy();
  });

  it('moves with the previous and next buttons, which stop at the ends', async () => {
    const user = userEvent.setup();
    render(<Cards />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toHaveProperty('disabled', true);
    expect(status().textContent).toBe('1 of 6');
    await user.click(next);
    expect(status().textContent).toBe('2 of 6');
    expect(previous).toHaveProperty('disabled', false);
    await user.click(previous);
    expect(status().textContent).toBe('1 of 6');
    for (let step = 0; step < 5; step += 1) await user.click(next);
    expect(status().textContent).toBe('6 of 6');
    expect(next).toHaveProperty('disabled', true);
  });

  it('moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Cards />);
    screen.getByRole('group', { name: 'Top Selling' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(status().textContent).toBe('3 of 6');
    await user.keyboard('{ArrowLeft}');
    expect(status().textContent).toBe('2 of 6');
  });

  it('plays by itself every 5 seconds until paused', async () => {
    vi.useFakeTimers();
    try {
      render(<Banner />);
      expect(status().textContent).toBe('1 of 3');
      act(() => vi.advanceTimersByTime(5_100));
      expect(status().textContent).toBe('2 of 3');
      act(() => {
        screen.getByRole('button', { name: 'Pause' }).click();
      });
      act(() => {
        (document.activeElement as HTMLElement | null)?.blur();
      });
      expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
      act(() => vi.advanceTimersByTime(20_000));
      expect(status().textContent).toBe('2 of 3');
    } finally {
      vi.useRealTimers();
    }
  });
});
