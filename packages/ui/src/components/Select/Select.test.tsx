import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './Select.stories.tsx';

const { Default, Error } = composeStories(stories);

describe('Select', () => {
  it('selects an option by its label', async () => {
    const onChange = vi.fn();
    render(<Default onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Pick-up location' });
    await userEvent.selectOptions(select, 'Ella');
    expect(select).toHaveProperty('value', '3');
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('offers the placeholder first and keeps disabled options unselectable', () => {
    render(<Default />);
    const options = screen.getAllByRole('option');
    expect(options[0]?.textContent).toBe('Select pick-up location');
    expect(screen.getByRole('option', { name: 'Haputale' })).toHaveProperty('disabled', true);
  });

  it('reads its error', () => {
    render(<Error />);
    expect(
      screen.getByRole('combobox', { description: 'Please select pick-up loaction' }),
    ).toBeTruthy();
  });
});
