import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetRemoteAnswers, RETRY_AFTER_MS, useRemote } from './use-remote.ts';

afterEach(forgetRemoteAnswers);

/** A load whose answers the test releases by hand, recording each request's signal. */
function controlledLoad() {
  const calls: {
    key: string;
    signal: AbortSignal;
    answer: (value: string) => void;
    fail: () => void;
  }[] = [];
  const loadFor = (key: string) => (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ key, signal, answer: resolve, fail: () => reject(new Error('down')) });
    });
  return { calls, loadFor };
}

describe('useRemote', () => {
  it('asks nothing without a key', () => {
    const load = vi.fn(async () => 'never');
    const { result } = renderHook(() => useRemote(null, load));
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toEqual({ data: undefined, isFetching: false, isError: false });
  });

  it('fetches a key once and reuses the answer', async () => {
    const load = vi.fn(async () => 'Kandy');
    const first = renderHook(() => useRemote('locations:kan', load));
    expect(first.result.current.isFetching).toBe(true);
    await waitFor(() => expect(first.result.current.data).toBe('Kandy'));
    const second = renderHook(() => useRemote('locations:kan', load));
    expect(second.result.current).toEqual({ data: 'Kandy', isFetching: false, isError: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again once the answer is older than staleMs', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const load = vi.fn(async () => 'Ella');
      const first = renderHook(() => useRemote('locations:ell', load, { staleMs: 1000 }));
      await waitFor(() => expect(first.result.current.data).toBe('Ella'));
      vi.advanceTimersByTime(1500);
      renderHook(() => useRemote('locations:ell', load, { staleMs: 1000 }));
      await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('aborts the request of a key typed over, and never shows its late answer', async () => {
    const { calls, loadFor } = controlledLoad();
    const { result, rerender } = renderHook(({ key }) => useRemote(key, loadFor(key)), {
      initialProps: { key: 'suggestions:wat' },
    });
    rerender({ key: 'suggestions:water' });
    expect(calls.map((call) => [call.key, call.signal.aborted])).toEqual([
      ['suggestions:wat', true],
      ['suggestions:water', false],
    ]);
    await act(async () => calls[0]!.answer('old answer'));
    expect(result.current).toEqual({ data: undefined, isFetching: true, isError: false });
    await act(async () => calls[1]!.answer('waterfalls'));
    expect(result.current).toEqual({ data: 'waterfalls', isFetching: false, isError: false });
  });

  it('keeps the previous answer while the next loads, when asked to', async () => {
    const { calls, loadFor } = controlledLoad();
    const { result, rerender } = renderHook(
      ({ key }) => useRemote(key, loadFor(key), { keepPrevious: true }),
      { initialProps: { key: 'cost:2-adults' } },
    );
    await act(async () => calls[0]!.answer('$90.00'));
    rerender({ key: 'cost:3-adults' });
    expect(result.current).toEqual({ data: '$90.00', isFetching: true, isError: false });
    await act(async () => calls[1]!.answer('$135.00'));
    expect(result.current.data).toBe('$135.00');
  });

  it('tries once more after a second, then reports the failure as isError', async () => {
    vi.useFakeTimers();
    try {
      const { calls, loadFor } = controlledLoad();
      const { result } = renderHook(() =>
        useRemote('social-providers', loadFor('social-providers')),
      );
      await act(async () => calls[0]!.fail());
      expect(result.current).toEqual({ data: undefined, isFetching: true, isError: false });
      await act(async () => vi.advanceTimersByTimeAsync(RETRY_AFTER_MS));
      expect(calls).toHaveLength(2);
      await act(async () => calls[1]!.fail());
      expect(result.current).toEqual({ data: undefined, isFetching: false, isError: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('recovers when the retry answers', async () => {
    vi.useFakeTimers();
    try {
      const { calls, loadFor } = controlledLoad();
      const { result } = renderHook(() => useRemote('cost:a', loadFor('cost:a')));
      await act(async () => calls[0]!.fail());
      await act(async () => vi.advanceTimersByTimeAsync(RETRY_AFTER_MS));
      await act(async () => calls[1]!.answer('$45.00'));
      expect(result.current).toEqual({ data: '$45.00', isFetching: false, isError: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it('never shows the previous answer for a key that failed, even when keeping previous', async () => {
    vi.useFakeTimers();
    try {
      const { calls, loadFor } = controlledLoad();
      const { result, rerender } = renderHook(
        ({ key }) => useRemote(key, loadFor(key), { keepPrevious: true }),
        { initialProps: { key: 'cost:2-adults' } },
      );
      await act(async () => calls[0]!.answer('$90.00'));
      rerender({ key: 'cost:3-adults' });
      await act(async () => calls[1]!.fail());
      await act(async () => vi.advanceTimersByTimeAsync(RETRY_AFTER_MS));
      await act(async () => calls[2]!.fail());
      // A price for two adults must not stand for three.
      expect(result.current).toEqual({ data: undefined, isFetching: false, isError: true });
    } finally {
      vi.useRealTimers();
    }
  });
});
