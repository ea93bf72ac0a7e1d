import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Breadcrumb.stories.tsx';

const { Default } = composeStories(stories);

describe('Breadcrumb', () => {
  it('links the ancestors and marks the current page', () => {
    render(<Default />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Full day']);
    expect(within(nav).getByText('Knuckles Range sunrise trek').getAttribute('aria-current')).toBe(
      'page',
    );
  });
});
