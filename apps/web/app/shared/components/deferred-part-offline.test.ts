import { afterEach, describe, expect, it, vi } from 'vitest';
import { patiently, RETRY_MS } from './deferred-part.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("a deferred part's chunk that does not come", () => {
  it('is asked for again once the browser is back online, and never reaches an error', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('footer');
    const settled = vi.fn();
    patiently(load)().then(settled, settled);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Offline: it waits, neither loaded nor failed.
    expect(settled).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(settled).toHaveBeenCalledWith('footer'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is asked for again after a while when the browser says it is online', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('filters');
    const answer = patiently(load)();
    await vi.advanceTimersByTimeAsync(RETRY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBe('filters');
  });
});
