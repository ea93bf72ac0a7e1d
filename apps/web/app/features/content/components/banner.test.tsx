import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Slider } from '../../../shared/api/types.ts';
import { Banner } from './banner.tsx';

const slides: Slider[] = [1, 2, 3, 4].map((n) => ({
  image_name: `/media/slider-${n}?w=1920`,
  title: `Slide ${n}`,
  sub_text: '',
  picture: {
    url: `/media/slider-${n}?w=960`,
    srcset: `/media/slider-${n}?w=640 640w, /media/slider-${n}?w=960 960w`,
    width: 1920,
    height: 1280,
  },
})) as Slider[];

const imagesIn = (html: string) =>
  [...html.matchAll(/src="\/media\/(slider-\d)/g)].map((m) => m[1]);

describe('the home banner', () => {
  it('puts only the first slide image in the server HTML, eager and high priority', () => {
    const html = renderToString(<Banner slides={slides} />);
    expect(imagesIn(html)).toEqual(['slider-1']);
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('Slide 1');
  });

  it('offers Pause slides only where scripts run, which change the slides (a dead button else)', () => {
    expect(renderToString(<Banner slides={slides} />)).not.toContain('Pause slides');
    render(<Banner slides={slides} />);
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
  });

  it('draws the next slide image once the page is interactive, not the others', () => {
    const { container } = render(<Banner slides={slides} />);
    expect(imagesIn(container.innerHTML)).toEqual(['slider-1', 'slider-2']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Slide 1');
  });

  it("keeps every slide's caption in the page's layout, so the search bar below never moves", () => {
    const long = slides.map((slide, index) =>
      index === 2
        ? { ...slide, title: 'A much longer headline that wraps onto more lines' }
        : slide,
    );
    const html = renderToString(<Banner slides={long} />);
    // The current slide is the one heading; the others stand in, hidden, for their height.
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('A much longer headline that wraps onto more lines');
    const { container } = render(<Banner slides={long} />);
    const standIns = container.querySelectorAll('[aria-hidden="true"] p');
    expect([...standIns].map((p) => p.textContent)).toEqual([
      'Slide 2',
      'A much longer headline that wraps onto more lines',
      'Slide 4',
    ]);
  });
});
