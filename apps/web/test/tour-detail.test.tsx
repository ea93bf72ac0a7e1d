import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Gallery } from '../app/features/tour/components/tour-detail.tsx';
import { TourTabs } from '../app/features/tour/components/tour-info.tsx';
import { stubObservers } from './no-observers.ts';
import { activity } from './builders.ts';

// radix measures the page; jsdom has no observers.
beforeAll(() => {
  stubObservers();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
});
afterAll(() => vi.unstubAllGlobals());

describe('tour tabs', () => {
  it('opens on the overview and itinerary, and the arrow keys move between the sections', async () => {
    render(<TourTabs activity={activity({ condtions: '<p>Wear good shoes</p>' })} />);
    const list = screen.getByRole('tablist', { name: 'About this trail' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Itinerary', 'Includes', 'Excludes', 'Conditions', 'Know Before You Go']);
    const itinerary = screen.getByRole('tab', { name: 'Itinerary' });
    expect(itinerary).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Meet at the lake round');

    act(() => itinerary.focus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Conditions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Wear good shoes');
    expect(within(panel).getByRole('heading', { name: 'Cancellation policy' })).toBeVisible();
  });

  it('shows an overnight tour’s itinerary day by day', () => {
    render(
      <TourTabs
        activity={activity({
          tour_type: 3,
          itinery: [
            { day: 1, title: 'Kandy', summery: 'Temple and lake.' },
            { day: 2, title: 'Ella', summery: 'Nine Arch Bridge.' },
          ],
        })}
      />,
    );
    expect(screen.getByText('Day 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Ella' })).toBeInTheDocument();
  });

  it('puts the open section in the server HTML', () => {
    const html = renderToString(<TourTabs activity={activity()} />);
    expect(html).toContain('role="tab"');
    expect(html).toContain('Meet at the lake round and walk to the temple.');
  });
});

describe('tour gallery', () => {
  const images = [
    {
      id: 1,
      url: '/media/a?w=960',
      alt_text: 'Kandy Lake',
      width: 1920,
      height: 1280,
      srcset: '/media/a?w=480 480w, /media/a?w=960 960w',
    },
    {
      id: 2,
      url: '/media/b?w=960',
      alt_text: 'The temple',
      width: 1920,
      height: 1280,
      srcset: '/media/b?w=480 480w',
    },
  ];

  it('shows every photo with its size and srcset, and a thumbnail button for each', () => {
    render(<Gallery activity={activity({ images })} />);
    const first = screen.getByRole('img', { name: 'Kandy Lake' });
    expect(first).toHaveAttribute('width', '1920');
    expect(first).toHaveAttribute('height', '1280');
    expect(first).toHaveAttribute('srcset', images[0]!.srcset);
    expect(first).toHaveAttribute('sizes', '(min-width: 1024px) 760px, 100vw');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('button', { name: 'Show photo 2 of 2' })).toBeInTheDocument();
  });

  it('falls back on the cover image with a reserved size', () => {
    render(<Gallery activity={activity({ images: [], cover_image: '/media/cover?w=960' })} />);
    const cover = screen.getByRole('img', { name: 'Kandy Temple and Lake Walk' });
    expect(cover).toHaveAttribute('src', '/media/cover?w=960');
    expect(cover).toHaveAttribute('width', '960');
    expect(cover).toHaveAttribute('height', '640');
  });

  it('asks the browser for the first photo early with high priority', () => {
    const html = renderToString(<Gallery activity={activity({ images })} />);
    expect(html).toMatch(/<link rel="preload"[^>]*fetchPriority="high"/);
  });
});
