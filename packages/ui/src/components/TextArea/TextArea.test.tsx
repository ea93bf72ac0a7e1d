import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './TextArea.stories.tsx';

const { Default, AtLimit, Error } = composeStories(stories);

describe('TextArea', () => {
  it('counts the characters typed against the limit', async () => {
    render(<Default />);
    expect(screen.getByTestId('character-counter').textContent).toBe('0/200');
    await userEvent.type(screen.getByLabelText('Your review'), 'Lovely walk');
    expect(screen.getByTestId('character-counter').textContent).toBe('11/200');
  });

  it('stops typing at the limit', async () => {
    render(<AtLimit />);
    const box = screen.getByLabelText('Your review');
    await userEvent.type(box, 'more');
    expect(box).toHaveProperty('value', 'Twenty characters!!!');
    expect(screen.getByTestId('character-counter').textContent).toBe('20/20');
  });

  it('uses a custom counter text', () => {
    render(<Default formatCounter={(used, limit) => `${limit - used} characters left`} />);
    expect(screen.getByTestId('character-counter').textContent).toBe('200 characters left');
  });

  it('reads the error with the box', () => {
    render(<Error />);
    expect(screen.getByRole('textbox', { description: 'Write your review' })).toBeTruthy();
  });
});
