import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './DatePicker.stories.tsx';

const { Default, WithValue, Error } = composeStories(stories);

describe('DatePicker', () => {
  it('opens a calendar from the button named by its label', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const trigger = screen.getByRole('button', { name: 'Pick-up date dd/mm/yyyy' });
    await user.click(trigger);
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeTruthy();
  });

  it('disables the days before the minimum date', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Default onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: /Pick-up date/ }));
    const before = screen.getByRole('button', { name: /14 January 2027/ });
    expect(before).toHaveProperty('disabled', true);
    await user.click(before);
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /15 January 2027/ })).toHaveProperty(
      'disabled',
      false,
    );
    expect(
      screen
        .getByRole('button', { name: 'Go to the Previous Month' })
        .getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('shows the chosen day as dd/MM/yyyy and closes', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Default onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: /Pick-up date/ }));
    await user.click(screen.getByRole('button', { name: /20 January 2027/ }));
    expect(onValueChange).toHaveBeenCalledWith(new Date(2027, 0, 20));
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pick-up date 20/01/2027' })).toBeTruthy();
  });

  it('is keyboard-operable: arrows move between days, Enter picks', async () => {
    const user = userEvent.setup();
    render(<WithValue />);
    await user.click(screen.getByRole('button', { name: 'Pick-up date 20/01/2027' }));
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/20 January 2027/);
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: 'Pick-up date 28/01/2027' })).toBeTruthy();
  });

  it('reads its error', () => {
    render(<Error />);
    expect(screen.getByRole('button', { description: 'Please select pick-up date' })).toBeTruthy();
  });
});
