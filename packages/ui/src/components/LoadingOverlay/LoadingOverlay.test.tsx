import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as stories from './LoadingOverlay.stories.tsx';

const { Loading, NotLoading } = composeStories(stories);

describe('LoadingOverlay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces what is loading', () => {
    render(<Loading />);
    expect(screen.getByRole('status').textContent).toBe('Placing your booking');
  });

  it('stays 2 seconds after loading ends, then goes', () => {
    const { rerender } = render(<Loading />);
    rerender(<Loading loading={false} />);
    act(() => vi.advanceTimersByTime(1_900));
    expect(screen.queryByTestId('loading-overlay')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it('stays up when loading starts again within the 2 seconds', () => {
    const { rerender } = render(<Loading />);
    rerender(<Loading loading={false} />);
    act(() => vi.advanceTimersByTime(1_000));
    rerender(<Loading loading />);
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.queryByTestId('loading-overlay')).not.toBeNull();
  });

  it('shows nothing when not loading', () => {
    render(<NotLoading />);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });
});
