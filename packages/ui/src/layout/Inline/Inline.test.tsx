import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Inline.stories.tsx';

const { Default, SpaceBetween } = composeStories(stories);

describe('Inline', () => {
  it('lays out every child', () => {
    const { container } = render(<Default />);
    expect(container.firstElementChild?.children).toHaveLength(6);
  });

  it('uses different classes when it must not wrap', () => {
    const wrapping = render(<Default />).container.firstElementChild?.className;
    const single = render(<SpaceBetween />).container.firstElementChild?.className;
    expect(single).not.toBe(wrapping);
  });
});
