import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubSlideLayout } from '../../../test/layout.ts';
import * as stories from './ImageGallery.stories.tsx';

const { Default, Empty, SingleImage } = composeStories(stories);

const current = () => screen.getByRole('button', { current: true });

describe('ImageGallery', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = stubSlideLayout(600);
  });
  afterEach(() => restore());

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

  it('keeps layout stable with the images’ own width and height', () => {
    render(<Default />);
    const image = screen.getByRole('img', { name: 'Misty ridges of the Knuckles Range' });
    expect(image.getAttribute('width')).toBe('800');
    expect(image.getAttribute('height')).toBe('600');
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
