import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { ImageGallery } from './ImageGallery.tsx';
import * as stories from './ImageGallery.stories.tsx';

const { Default, Empty, SingleImage } = composeStories(stories);

const current = () => screen.getByRole('button', { current: true });

describe('ImageGallery', () => {
  it('works as plain HTML before its scripts run: thumbnails link to their slides, no dead buttons', async () => {
    // A tester without scripts tapped Next and the thumbnails: nothing happened.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Default />);
    document.body.append(container);
    expect(container.querySelectorAll('button')).toHaveLength(0);
    const links = Array.from(container.querySelectorAll('a'));
    expect(links.length).toBeGreaterThan(1);
    for (const [index, link] of links.entries()) {
      const slide = container.querySelector(`[id="${link.getAttribute('href')!.slice(1)}"]`);
      expect(slide?.getAttribute('data-gallery-slide')).toBe(String(index));
    }
    expect(links[1]!.getAttribute('aria-label')).toBe('Show image 2');

    // Once the scripts run, the buttons are there, without a hydration mismatch.
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Default />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('button[aria-current="true"]')?.getAttribute('aria-label')).toBe(
      'Show image 1',
    );
    expect(container.querySelectorAll('a')).toHaveLength(0);
    container.remove();
  });

  it('jumps to an image from its thumbnail', async () => {
    const user = userEvent.setup();
    render(<Default />);
    expect(current().getAttribute('aria-label')).toBe('Show image 1');
    await user.click(screen.getByRole('button', { name: 'Show image 4' }));
    expect(current().getAttribute('aria-label')).toBe('Show image 4');
    expect(screen.getByText('Image 4 of 6')).toBeTruthy();
  });

  it('steps with previous/next and the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(current().getAttribute('aria-label')).toBe('Show image 2');
    screen.getByRole('group', { name: 'Knuckles Range sunrise trek' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(current().getAttribute('aria-label')).toBe('Show image 3');
  });

  it('makes the image a swipe stopped on the current one', () => {
    vi.useFakeTimers();
    try {
      render(<Default />);
      const viewport = screen.getByRole('group', { name: 'Knuckles Range sunrise trek' });
      // jsdom does no layout: the viewport is 600 px wide, swiped to the third image.
      Object.defineProperty(viewport, 'clientWidth', { configurable: true, value: 600 });
      viewport.scrollLeft = 1200;
      fireEvent.scroll(viewport);
      act(() => vi.advanceTimersByTime(150));
      expect(current().getAttribute('aria-label')).toBe('Show image 3');
      expect(screen.getByText('Image 3 of 6')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('steps the other way with the arrow keys right to left', async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl" style={{ direction: 'rtl' }}>
        <Default />
      </div>,
    );
    screen.getByRole('group', { name: 'Knuckles Range sunrise trek' }).focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(current().getAttribute('aria-label')).toBe('Show image 3');
    await user.keyboard('{ArrowRight}');
    expect(current().getAttribute('aria-label')).toBe('Show image 2');
  });

  it('keeps layout stable with the images’ own width and height', () => {
    render(<Default />);
    const image = screen.getByRole('img', { name: 'Misty ridges of the Knuckles Range' });
    expect(image.getAttribute('width')).toBe('800');
    expect(image.getAttribute('height')).toBe('600');
  });

  it('gives thumbnails the smallest rendition of a responsive image', () => {
    const responsive = (name: string) => ({
      src: `/media/${name}?w=960`,
      srcSet: `/media/${name}?w=320 320w, /media/${name}?w=960 960w`,
      sizes: '100vw',
      alt: name,
      width: 800,
      height: 600,
    });
    render(<ImageGallery label="Trail" images={[responsive('ridge'), responsive('falls')]} />);
    const thumb = screen.getByRole('button', { name: 'Show image 2' }).querySelector('img');
    expect(thumb?.getAttribute('srcset')).toBe(responsive('falls').srcSet);
    expect(thumb?.getAttribute('sizes')).toBe('80px');
  });

  it('asks for the first image first when it is the page’s largest paint', () => {
    render(<Default priority />);
    const [first, second] = screen.getAllByRole('img', { name: /Knuckles|Ella Rock/ });
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.getAttribute('decoding')).toBe('sync');
    expect(second?.getAttribute('fetchpriority')).toBeNull();
  });

  it('has no controls for a single image and a placeholder for none', () => {
    render(<SingleImage />);
    expect(screen.queryByRole('button')).toBeNull();
    render(<Empty />);
    expect(
      screen.getByRole('img', { name: 'Knuckles Range sunrise trek: No images yet' }),
    ).toBeTruthy();
  });
});
