import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityCard } from '../../../../test/builders.ts';
import { PageProviders } from '../../../../test/providers.tsx';
import { listedCard } from '../listed-card.ts';
import { TourCarousel } from './tour-carousel.tsx';
import { TourGrid } from './tour-grid.tsx';

const picture = {
  url: '/media/a',
  srcset: '/media/a?w=320 320w, /media/a?w=640 640w, /media/a?w=960 960w',
  width: 960,
  height: 720,
};
const tours = [1, 2].map((id) => ({ ...listedCard(activityCard({ id })), picture }));

/** The `sizes` of every card image a listing draws. */
function imageSizes(listing: React.ReactNode): (string | null)[] {
  const { container } = render(<PageProviders>{listing}</PageProviders>);
  return [...container.querySelectorAll('img')].map((image) => image.getAttribute('sizes'));
}

describe('card images', () => {
  it("ask a phone for a carousel slide's width (85 %), not the screen's", () => {
    const sizes = imageSizes(<TourCarousel title="Popular" tours={tours} />);
    expect(sizes).toHaveLength(2);
    for (const size of sizes) expect(size).toMatch(/, 85vw$/);
  });

  it("ask a phone for the screen's width in a grid", () => {
    const sizes = imageSizes(<TourGrid tours={tours} label="Results" />);
    expect(sizes).toHaveLength(2);
    for (const size of sizes) expect(size).toMatch(/, 100vw$/);
  });
});

describe('a carousel', () => {
  const many = Array.from({ length: 10 }, (_, index) =>
    listedCard(activityCard({ id: index + 1 })),
  );
  const carousel = (
    <PageProviders>
      <TourCarousel title="Popular" tours={many} />
    </PageProviders>
  );

  it("draws a wide screen's row on the server", () => {
    expect(renderToString(carousel).match(/<article/g)).toHaveLength(4);
  });

  /** An IntersectionObserver the test reports through: `show()` puts the row on screen. */
  function watchRows() {
    const callbacks: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          callbacks.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    return {
      show: () =>
        act(() => {
          for (const callback of callbacks) {
            callback(
              [{ isIntersecting: true } as IntersectionObserverEntry],
              {} as IntersectionObserver,
            );
          }
        }),
    };
  }
  afterEach(() => vi.unstubAllGlobals());

  it('draws every tour once the row is on screen, not before', async () => {
    const rows = watchRows();
    render(carousel);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    rows.show();
    expect(await screen.findAllByRole('article')).toHaveLength(10);
  });

  it('draws every tour when the visitor tabs into or scrolls the row', async () => {
    watchRows();
    render(carousel);
    fireEvent.focus(screen.getByRole('list', { name: 'Popular' }));
    expect(await screen.findAllByRole('article')).toHaveLength(10);
  });

  it('draws every tour at once where nothing can tell it is on screen', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(carousel);
    expect(await screen.findAllByRole('article')).toHaveLength(10);
  });
});
