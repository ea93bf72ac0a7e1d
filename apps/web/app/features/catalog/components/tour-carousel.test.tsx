import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityCard } from '../../../../test/builders.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
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

/**
 * An IntersectionObserver the test reports through: `comeNear()` brings the row within a
 * screen (the observers watching with a margin), `show()` puts it on screen.
 */
function watchRows() {
  const watchers: { callback: IntersectionObserverCallback; margin: boolean }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        watchers.push({ callback, margin: options?.rootMargin !== undefined });
      }
      observe() {}
      disconnect() {}
    },
  );
  const report = (which: (margin: boolean) => boolean) =>
    act(() => {
      for (const { callback, margin } of watchers) {
        if (!which(margin)) continue;
        callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      }
    });
  return { comeNear: () => report((margin) => margin), show: () => report(() => true) };
}

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

describe('a carousel whose page sent only its first tours (ADR 198)', () => {
  const whole = Array.from({ length: 10 }, (_, index) => activityCard({ id: index + 1 }));
  const first = whole.slice(0, 4).map(listedCard);
  const row = (size: number) => (
    <PageProviders>
      <TourCarousel
        title="Made for you"
        tours={first}
        whole={{ href: '/search/carousel/made-for-you', size }}
        moreHref="/search?featured=1&view=list"
      />
    </PageProviders>
  );
  const listing = () => ({ body: { tours: whole.map(listedCard) } });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the whole row when it comes near, and draws it once it is on screen', async () => {
    const api = fakeApi({ 'GET /search/carousel/made-for-you': listing });
    const rows = watchRows();
    render(row(10));
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(api.calls).toEqual([]);

    rows.comeNear();
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    // Asked, not yet drawn: the row is still below the screen.
    expect(screen.getAllByRole('article')).toHaveLength(4);

    rows.show();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
  });

  it('keeps its first tours when the rest cannot be had', async () => {
    const api = fakeApi({
      'GET /search/carousel/made-for-you': {
        status: 503,
        body: { message: 'Service Unavailable' },
      },
    });
    const rows = watchRows();
    render(row(10));
    rows.show();
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    // The refusal has come back and been read.
    await act(() => api.fetch.mock.results[0]!.value);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'View more: Made for you' })).toBeTruthy();
  });

  it('asks nothing when the first tours are the whole row', async () => {
    const api = fakeApi({ 'GET /search/carousel/made-for-you': listing });
    const rows = watchRows();
    render(row(4));
    rows.show();
    // Whatever the row would have asked on being reached, it would have asked by now.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(api.calls).toEqual([]);
  });
});
