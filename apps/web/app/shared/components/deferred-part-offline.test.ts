import { afterEach, describe, expect, it, vi } from 'vitest';
import { ONLINE_TRIES, patiently, RETRY_MS } from './deferred-part.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("a deferred part's chunk that does not come", () => {
  it('is asked for again once the browser is back online, and reaches no error meanwhile', async () => {
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

describe('a chunk that is gone for good (an old release)', () => {
  it('is asked for a few times while online, then its failure stands for the error page', async () => {
    vi.useFakeTimers();
    const gone = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(gone);
    const answer = patiently(load)();
    const failed = vi.fn();
    answer.catch(failed);
    await vi.advanceTimersByTimeAsync(RETRY_MS * ONLINE_TRIES * ONLINE_TRIES);
    expect(load).toHaveBeenCalledTimes(ONLINE_TRIES);
    expect(failed).toHaveBeenCalledWith(gone);
  });
});
