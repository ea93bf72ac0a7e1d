import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Grid.stories.tsx';

const { Default, ThreeColumns } = composeStories(stories);

describe('Grid', () => {
  it('renders every cell', () => {
    const { container } = render(<Default />);
    expect(container.firstElementChild?.children).toHaveLength(8);
  });

  it('gets different column classes for different column counts', () => {
    const four = render(<Default />).container.firstElementChild?.className;
    const three = render(<ThreeColumns />).container.firstElementChild?.className;
    expect(three).not.toBe(four);
  });
});
