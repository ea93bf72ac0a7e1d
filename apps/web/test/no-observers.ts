import { vi } from 'vitest';

/** An observer that never reports: jsdom has no ResizeObserver or IntersectionObserver. */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/**
 * Stubs the layout observers radix and the deferred parts use, for a test that renders them
 * (undone by `vi.unstubAllGlobals()`).
 */
export function stubObservers(): void {
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
}
