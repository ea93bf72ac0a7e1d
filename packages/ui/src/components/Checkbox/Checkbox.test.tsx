import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './Checkbox.stories.tsx';

const { Default, Disabled, Error } = composeStories(stories);

describe('Checkbox', () => {
  it('toggles by click on its label and by Space', async () => {
    const onCheckedChange = vi.fn();
    render(<Default onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Deals only' });
    await userEvent.click(screen.getByText('Deals only'));
    expect((box as HTMLInputElement).checked).toBe(true);
    box.focus();
    await userEvent.keyboard(' ');
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('cannot be changed when disabled', async () => {
    render(<Disabled />);
    const box = screen.getByRole('checkbox');
    await userEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('is a field of its form, sent without any script', () => {
    render(
      <form aria-label="filters">
        <Default name="deals" value="1" defaultChecked />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'filters' }) as HTMLFormElement;
    expect(new FormData(form).get('deals')).toBe('1');
  });

  it('reads its error', () => {
    render(<Error />);
    expect(
      screen.getByRole('checkbox', { description: 'You need to agree to Refund Policy' }),
    ).toBeTruthy();
  });
});
