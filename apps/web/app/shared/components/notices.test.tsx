// The snackbar's stand-in (ADR 275), drawn when the snackbar's code cannot load (offline).
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAll } from '@trails/ui/toast/notify';
import { notify, Snackbar } from './notices.tsx';

vi.mock('@trails/ui/toast', () => {
  throw new Error('offline: the chunk did not arrive');
});

afterEach(() => {
  dismissAll();
  vi.useRealTimers();
});

describe("the snackbar's stand-in", () => {
  it('shows the latest notice, its time, and never brings back an older one', async () => {
    vi.useFakeTimers();
    render(<Snackbar />);
    act(() => void notify('You are offline', 'error'));
    const region = await vi.waitFor(() => screen.getByRole('status'));
    expect(region).toHaveTextContent('You are offline');
    act(() => void notify('Tour 12 was removed from your cart', 'success'));
    // Waited for, as the first notice is: on a loaded CI machine the region once still showed
    // the older notice at this line.
    await vi.waitFor(() => expect(region).toHaveTextContent('Tour 12 was removed from your cart'));
    expect(region).not.toHaveTextContent('You are offline');
    act(() => vi.advanceTimersByTime(5_000));
    expect(region).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(10_000));
    expect(region).toBeEmptyDOMElement();
  });
});
