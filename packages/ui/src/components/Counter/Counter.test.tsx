import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './Counter.stories.tsx';

const { Default, AtMaximum } = composeStories(stories);

describe('Counter', () => {
  it('counts up and down with the buttons and stops at 0', async () => {
    const onValueChange = vi.fn();
    render(<Default onValueChange={onValueChange} />);
    const value = screen.getByRole('spinbutton', { name: 'Adults' });
    const fewer = screen.getByRole('button', { name: 'Fewer adults' });
    expect(fewer).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'More adults' }));
    expect(value.getAttribute('aria-valuenow')).toBe('1');
    await userEvent.click(fewer);
    expect(value.getAttribute('aria-valuenow')).toBe('0');
    expect(onValueChange.mock.calls).toEqual([[1], [0]]);
  });

  it('stops at the maximum', async () => {
    render(<AtMaximum />);
    const value = screen.getByRole('spinbutton', { name: 'Children' });
    expect(screen.getByRole('button', { name: 'More children' })).toHaveProperty('disabled', true);
    value.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(value.getAttribute('aria-valuenow')).toBe('4');
  });

  it('is driven by arrow keys, Home and End within 0–4', async () => {
    render(<Default />);
    const value = screen.getByRole('spinbutton', { name: 'Adults' });
    value.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(value.getAttribute('aria-valuenow')).toBe('3');
    await userEvent.keyboard('{End}{ArrowUp}');
    expect(value.getAttribute('aria-valuenow')).toBe('4');
    await userEvent.keyboard('{Home}{ArrowDown}');
    expect(value.getAttribute('aria-valuenow')).toBe('0');
  });
});
