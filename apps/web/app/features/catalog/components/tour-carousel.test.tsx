import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activityCard } from '../../../../test/builders.ts';
import { listedCard } from '../listed-card.ts';
import { TourCarousel } from './tour-carousel.tsx';
import { TourGrid } from './tour-grid.tsx';

const tours = [listedCard(activityCard({ id: 1 })), listedCard(activityCard({ id: 2 }))];
const picture = {
  url: '/media/a',
  srcset: '/media/a?w=320 320w, /media/a?w=640 640w, /media/a?w=960 960w',
  width: 960,
  height: 720,
};

describe('card images', () => {
  it("ask a phone for a carousel slide's width (85 %), not the screen's", () => {
    const { container } = render(
      <MemoryRouter>
        <TourCarousel title="Popular" tours={tours.map((tour) => ({ ...tour, picture }))} />
      </MemoryRouter>,
    );
    const sizes = [...container.querySelectorAll('img')].map((image) =>
      image.getAttribute('sizes'),
    );
    expect(sizes).toHaveLength(2);
    for (const size of sizes) expect(size).toMatch(/, 85vw$/);
  });

  it("ask a phone for the screen's width in a grid", () => {
    const { container } = render(
      <MemoryRouter>
        <TourGrid tours={tours.map((tour) => ({ ...tour, picture }))} label="Results" />
      </MemoryRouter>,
    );
    const sizes = [...container.querySelectorAll('img')].map((image) =>
      image.getAttribute('sizes'),
    );
    expect(sizes).toHaveLength(2);
    for (const size of sizes) expect(size).toMatch(/, 100vw$/);
  });
});

describe('a carousel', () => {
  const many = Array.from({ length: 10 }, (_, index) =>
    listedCard(activityCard({ id: index + 1 })),
  );
  const carousel = (
    <MemoryRouter>
      <TourCarousel title="Popular" tours={many} />
    </MemoryRouter>
  );

  it("draws a wide screen's row on the server", () => {
    expect(renderToString(carousel).match(/<article/g)).toHaveLength(4);
  });

  it('draws every tour once the page is interactive', async () => {
    render(carousel);
    expect(await screen.findAllByRole('article')).toHaveLength(10);
  });
});
