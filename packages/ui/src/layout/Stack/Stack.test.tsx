import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Stack.stories.tsx';

const { Default } = composeStories(stories);

describe('Stack', () => {
  it('keeps its children in source order', () => {
    const { container } = render(<Default />);
    expect(container.firstElementChild?.textContent).toBe('Pick-up locationPick-up dateAdults');
    expect(screen.getByText('Adults')).toBeTruthy();
  });
});
