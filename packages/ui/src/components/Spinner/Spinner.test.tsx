import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Spinner.stories.tsx';

const { Decorative, Announced } = composeStories(stories);

describe('Spinner', () => {
  it('announces its label as a status', () => {
    render(<Announced />);
    expect(screen.getByRole('status').textContent).toBe('Loading tours');
  });

  it('stays silent without a label', () => {
    render(<Decorative />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
