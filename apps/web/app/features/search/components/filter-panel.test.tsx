import { act, fireEvent, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { createRoutesStub } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EMPTY_SEARCH } from '../search-params.ts';
import type { SearchState } from '../search-params.ts';
import { FilterPanel } from './filter-panel.tsx';

beforeAll(() => {
  // jsdom lays nothing out; the slider only measures its thumbs with it.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

/** The panel on a search page whose URL state the test moves, as a landing search would. */
function renderPanel(initial: SearchState) {
  let state = initial;
  const listeners = new Set<() => void>();
  function Page() {
    const current = useSyncExternalStore(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      () => state,
    );
    return <FilterPanel state={current} basePath="/search" categories={[]} locations={[]} />;
  }
  const Stub = createRoutesStub([{ path: '/search', Component: Page }]);
  render(<Stub initialEntries={['/search']} />);
  return {
    land(next: SearchState) {
      act(() => {
        state = next;
        for (const listener of listeners) listener();
      });
    },
  };
}

describe('the price slider', () => {
  it("keeps the steps a visitor takes while an earlier step's search is landing", async () => {
    const page = renderPanel({ ...EMPTY_SEARCH, priceMax: 900 });
    const thumb = await screen.findByRole('slider', { name: 'Maximum price' });
    expect(thumb).toHaveAttribute('aria-valuenow', '900');
    // Three more steps down; their search waits for the keys to settle.
    thumb.focus();
    for (let step = 0; step < 3; step += 1) fireEvent.keyDown(thumb, { key: 'ArrowLeft' });
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
      'aria-valuenow',
      '870',
    );
    // Meanwhile the search of an earlier step lands: the page draws its URL's range.
    page.land({ ...EMPTY_SEARCH, priceMax: 890 });
    const after = screen.getByRole('slider', { name: 'Maximum price' });
    expect(after).toHaveAttribute('aria-valuenow', '870');
    expect(after).toHaveFocus();
  });

  it('draws a range the URL brings when the visitor is not moving it (back, cleared filters)', async () => {
    const page = renderPanel({ ...EMPTY_SEARCH, priceMax: 900 });
    await screen.findByRole('slider', { name: 'Maximum price' });
    page.land({ ...EMPTY_SEARCH, priceMax: 500 });
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
      'aria-valuenow',
      '500',
    );
  });
});
