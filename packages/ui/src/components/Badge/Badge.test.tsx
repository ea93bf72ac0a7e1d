import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Badge.stories.tsx';

const { StatusColours } = composeStories(stories);

describe('Badge', () => {
  it('gives each of the six statuses its own colour and keeps the status in words', () => {
    render(<StatusColours />);
    const names = ['Pending', 'Confirmed', 'Rejected', 'Canceled', 'Completed', 'Dispute'];
    const classes = names.map((name) => screen.getByText(name).className);
    expect(new Set(classes).size).toBe(6);
  });
});
