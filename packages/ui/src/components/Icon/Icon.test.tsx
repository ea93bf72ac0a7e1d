import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames } from './Icon.tsx';
import * as stories from './Icon.stories.tsx';

const { Decorative, Labelled } = composeStories(stories);

describe('Icon', () => {
  it('is hidden from assistive technology when it has no label', () => {
    const { container } = render(<Decorative />);
    expect(container.querySelector('svg')).toHaveProperty('ariaHidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is announced as an image with its label when labelled', () => {
    render(<Labelled />);
    expect(screen.getByRole('img', { name: 'Needs your attention' })).toBeTruthy();
  });

  it('draws every icon the product needs, social logos included', () => {
    for (const name of [
      'cart',
      'account',
      'heart',
      'share',
      'edit',
      'tick',
      'alert',
      'star',
      'phone',
      'facebook',
      'twitter-x',
      'instagram',
      'google',
      'youtube',
    ] as const) {
      expect(iconNames).toContain(name);
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('svg > *')).not.toBeNull();
      unmount();
    }
  });
});
