import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FilterPanel } from '../app/features/search/components/filter-panel.tsx';
import { readSearch } from '../app/features/search/search-params.ts';

// radix measures the slider's thumbs; jsdom has no ResizeObserver.
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterAll(() => vi.unstubAllGlobals());

/** The search page's filter panel on the URL it reads; every address it goes to is recorded. */
function renderPanel(entry: string, loadMs = 0) {
  const visited: string[] = [];
  function Page() {
    const location = useLocation();
    useEffect(() => {
      visited.push(`${location.pathname}${location.search}`);
    }, [location]);
    return (
      <FilterPanel
        state={readSearch(new URLSearchParams(location.search))}
        basePath="/search"
        categories={[]}
        locations={[]}
      />
    );
  }
  // The panel is a <Form>, which needs a data router (the site's framework mode is one).
  // `loadMs`: each search takes that long to load, as on a phone, so the URL lags behind.
  const loader = loadMs
    ? () => new Promise((resolve) => setTimeout(resolve, loadMs, null))
    : undefined;
  const router = createMemoryRouter(
    [{ path: '*', Component: Page, ...(loader ? { loader } : {}) }],
    {
      initialEntries: [entry],
    },
  );
  render(<RouterProvider router={router} />);
  return visited;
}

describe('price filter', () => {
  it('is a 10–1000 USD range whose top means no maximum', () => {
    renderPanel('/search?price_min=50');
    const low = screen.getByRole('slider', { name: 'Minimum price' });
    const high = screen.getByRole('slider', { name: 'Maximum price' });
    expect(low).toHaveAttribute('aria-valuemin', '10');
    expect(low).toHaveAttribute('aria-valuenow', '50');
    expect(high).toHaveAttribute('aria-valuemax', '1000');
    expect(high).toHaveAttribute('aria-valuenow', '1000');
    expect(high).toHaveAttribute('aria-valuetext', '$1000+');
    expect(screen.getByText('$50 – $1000+')).toBeInTheDocument();
  });

  it('turns a run of arrow keys into one search with price_max in the URL', async () => {
    const visited = renderPanel('/search?key=walk');
    const high = screen.getByRole('slider', { name: 'Maximum price' });
    act(() => high.focus());
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(high).toHaveAttribute('aria-valuenow', '970');
    expect(visited).toEqual(['/search?key=walk']);
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(visited).toEqual(['/search?key=walk', '/search?key=walk&view=list&price_max=970']);
  });

  it('keeps key steps not yet searched when a deal filter is ticked or Apply filters pressed at once', async () => {
    for (const then of ['deals', 'apply'] as const) {
      const visited = renderPanel('/search?key=walk', 200);
      const high = await screen.findByRole('slider', { name: 'Maximum price' });
      act(() => high.focus());
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
      if (then === 'deals') {
        await userEvent.click(screen.getByRole('checkbox', { name: 'Only trails with a deal' }));
        await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
        expect(visited.at(-1)).toMatch(/price_max=950/);
        expect(visited.at(-1)).toMatch(/deals=1/);
      } else {
        await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
        await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
        expect(visited.at(-1)).toMatch(/price_max=950/);
      }
      expect(visited.at(-1)).toMatch(/key=walk/);
      cleanup();
    }
  });

  it('searches at once when the slider loses focus after a key step', async () => {
    const visited = renderPanel('/search');
    const low = screen.getByRole('slider', { name: 'Minimum price' });
    act(() => low.focus());
    await userEvent.keyboard('{ArrowRight}');
    act(() => low.blur());
    expect(visited.at(-1)).toMatch(/price_min=20/);
  });
});

describe('duration filter', () => {
  it('is a 1–24 hour range whose ends mean no bound, read from the URL', () => {
    renderPanel('/search?duration_max=8');
    const shortest = screen.getByRole('slider', { name: 'Shortest duration' });
    const longest = screen.getByRole('slider', { name: 'Longest duration' });
    expect(shortest).toHaveAttribute('aria-valuemin', '1');
    expect(shortest).toHaveAttribute('aria-valuenow', '1');
    expect(longest).toHaveAttribute('aria-valuemax', '24');
    expect(longest).toHaveAttribute('aria-valuenow', '8');
  });

  it('searches with duration_min once the shortest thumb moves', async () => {
    const visited = renderPanel('/search');
    const shortest = screen.getByRole('slider', { name: 'Shortest duration' });
    act(() => shortest.focus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    act(() => shortest.blur());
    expect(visited.at(-1)).toBe('/search?view=list&duration_min=3');
  });
});

describe('the chosen date', () => {
  it('is said as a chip whose link drops it, and focus stays in the panel once it is gone', async () => {
    const visited = renderPanel('/search?location=3&date=2027-01-15');
    const remove = screen.getByRole('link', { name: 'Remove the date 15/01/2027' });
    // Without scripts the link itself is the way: the search without the date.
    expect(remove).toHaveAttribute('href', '/search?location=3&view=list');
    await userEvent.click(remove);
    expect(visited.at(-1)).toBe('/search?location=3&view=list');
    expect(screen.queryByRole('link', { name: /Remove the date/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Add a pick-up location' })).toHaveFocus();
  });
});
