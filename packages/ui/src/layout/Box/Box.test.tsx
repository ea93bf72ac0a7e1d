import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Box.stories.tsx';

const { Default, AsSection } = composeStories(stories);

describe('Box', () => {
  it('turns layout props into classes and passes HTML attributes through', () => {
    render(<Default id="panel" />);
    const box = screen.getByText(/A box with padding/);
    expect(box.id).toBe('panel');
    expect(box.getAttribute('padding')).toBeNull();
    expect(box.className.split(' ').length).toBeGreaterThan(3);
  });

  it('renders the element it is asked for', () => {
    render(<AsSection />);
    expect(screen.getByRole('region', { name: 'Free cancellation' }).tagName).toBe('SECTION');
  });
});
