import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster, dismissAll, notify } from './Toast.tsx';
import * as stories from './Toast.stories.tsx';

const { Playground } = composeStories(stories);

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => dismissAll());
    vi.useRealTimers();
  });

  it('shows a notice posted with notify() and hides it after 5 seconds', () => {
    render(<Toaster />);
    act(() => {
      notify('Item added to your cart', { tone: 'success' });
    });
    expect(screen.getByText('Item added to your cart')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.getByText('Item added to your cart')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Item added to your cart')).toBeNull();
  });

  it('queues notices beyond three and shows each as one hides', () => {
    render(<Toaster />);
    act(() => {
      notify('first');
    });
    act(() => vi.advanceTimersByTime(1_000));
    act(() => {
      for (const message of ['second', 'third', 'fourth']) notify(message);
    });
    expect(screen.queryByText('fourth')).toBeNull();
    act(() => vi.advanceTimersByTime(4_100));
    expect(screen.queryByText('first')).toBeNull();
    expect(screen.getByText('fourth')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5_100));
    expect(screen.queryByText('second')).toBeNull();
    expect(screen.queryByText('fourth')).toBeNull();
  });

  it('closes a notice from its Dismiss button', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    render(<Playground />);
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByText('Could not load data')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Could not load data')).toBeNull();
  });
});
