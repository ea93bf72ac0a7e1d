// Runs before every test file: Storybook's project annotations for composeStories, the browser
// APIs jsdom lacks (used by radix-ui and embla), and a clean DOM after each test.
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import preview from '../.storybook/preview.tsx';

setProjectAnnotations(preview);

document.documentElement.lang = 'en';

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;

window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.setPointerCapture ??= () => {};

URL.createObjectURL ??= () => 'blob:preview';
URL.revokeObjectURL ??= () => {};

// Testing Library waits for a timer after each user-event step, and only advances it when it
// recognises Jest's fake timers; this lets it drive vitest's fake timers the same way.
(globalThis as Record<string, unknown>).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};

afterEach(() => {
  cleanup();
});
