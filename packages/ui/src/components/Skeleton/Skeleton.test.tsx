import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Skeleton.stories.tsx';

const { Text, Rect } = composeStories(stories);

describe('Skeleton', () => {
  it('draws the asked number of lines, hidden from screen readers', () => {
    const { container } = render(<Text />);
    const root = container.firstElementChild;
    expect(root?.getAttribute('aria-hidden')).toBe('true');
    expect(root?.children).toHaveLength(3);
  });

  it('takes the size it is given, so the layout does not shift', () => {
    const { container } = render(<Rect />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.width).toBe('280px');
    expect(box.style.height).toBe('180px');
  });
});
