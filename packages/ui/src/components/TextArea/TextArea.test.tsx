import { composeStories } from '@storybook/react-vite';
import { createRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

  it('counts again when its form is reset (a reset sends no input event)', async () => {
    render(
      <form>
        <Default defaultValue="Kandy" />
        <button type="reset">Clear</button>
      </form>,
    );
    await userEvent.type(screen.getByLabelText('Your review'), ' lake walk');
    expect(screen.getByTestId('character-counter').textContent).toBe('15/200');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Your review')).toHaveProperty('value', 'Kandy');
    expect(screen.getByTestId('character-counter').textContent).toBe('5/200');
  });

  it('counts what was typed before its scripts ran', async () => {
    // A tester on a slow connection typed a message while the scripts loaded: the counter said
    // 0/200 over it until the next key.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Default />);
    document.body.append(container);
    try {
      container.querySelector('textarea')!.value = 'Hello there';
      await act(async () => {
        hydrateRoot(container, <Default />);
      });
      expect(container.querySelector('[data-testid="character-counter"]')?.textContent).toBe(
        '11/200',
      );
      expect(container.querySelector('textarea')!.value).toBe('Hello there');
    } finally {
      container.remove();
    }
  });

  it('still hands its box to a ref', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<Default ref={ref} />);
    expect(ref.current).toBe(screen.getByLabelText('Your review'));
  });
});
