import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageWindow } from './Pagination.tsx';
import * as stories from './Pagination.stories.tsx';

const { FirstPage, AsLinks, SinglePage, Interactive } = composeStories(stories);

describe('Pagination', () => {
  it('marks the current page and disables Previous on the first', () => {
    render(<FirstPage />);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
  });

  it('moves by Next, Previous and page number', async () => {
    render(<Interactive />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Page 2', current: 'page' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Page 12' }));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: 'Page 11', current: 'page' })).toBeTruthy();
  });

  it('renders crawlable links when given addresses', () => {
    render(<AsLinks />);
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('?page=3');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
  });

  it('shows nothing for a single page', () => {
    const { container } = render(<SinglePage />);
    expect(container.innerHTML).toBe('');
  });

  it('elides far pages', () => {
    expect(pageWindow(7, 20)).toEqual([1, null, 6, 7, 8, null, 20]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
});
