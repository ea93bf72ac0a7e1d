import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Avatar.stories.tsx';

const { Initials, SingleName } = composeStories(stories);

describe('Avatar', () => {
  it('shows initials named by the full name until a picture loads', () => {
    render(<Initials />);
    expect(screen.getByRole('img', { name: 'Asha Perera' }).textContent).toBe('AP');
  });

  it('uses one initial for a single name', () => {
    render(<SingleName />);
    expect(screen.getByRole('img', { name: 'Nimal' }).textContent).toBe('N');
  });
});
