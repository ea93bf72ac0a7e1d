import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Table.stories.tsx';

const { Default, Empty, LabelledByHeading } = composeStories(stories);

describe('Table', () => {
  it('is a table named by its caption, with column headers and a row per item', () => {
    render(<Default />);
    const table = screen.getByRole('table', { name: 'Upcoming' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('cell', { name: 'Ella Rock half-day hike' })).toBeTruthy();
  });

  it('under its own heading is named by it, the name written once', () => {
    render(<LabelledByHeading />);
    expect(screen.getByRole('table', { name: 'Upcoming' })).toBeTruthy();
    expect(screen.getAllByText('Upcoming')).toHaveLength(1);
  });

  it('labels each cell with its column for the small-screen card layout', () => {
    render(<Default />);
    expect(screen.getByText('35.00').getAttribute('data-label')).toBe('Amount (USD)');
  });

  it('shows the empty message across all columns when there are no rows', () => {
    render(<Empty />);
    const cell = screen.getByRole('cell', { name: 'No upcoming tours found' });
    expect(cell.getAttribute('colspan')).toBe('6');
  });
});
