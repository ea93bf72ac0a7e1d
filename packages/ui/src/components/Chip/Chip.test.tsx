import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './Chip.stories.tsx';

const { Removable, Static, SelectedList } = composeStories(stories);

describe('Chip', () => {
  it('is removed by its button, by click or keyboard', async () => {
    const onRemove = vi.fn();
    render(<Removable onRemove={onRemove} />);
    const remove = screen.getByRole('button', { name: 'Remove Kandy' });
    await userEvent.click(remove);
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Delete}');
    expect(onRemove).toHaveBeenCalledTimes(3);
  });

  it('is removed by a link where it names the address without it, which works before scripts', async () => {
    const onRemove = vi.fn();
    const { rerender } = render(<Removable removeHref="/search?location=3" onRemove={onRemove} />);
    const remove = screen.getByRole('link', { name: 'Remove Kandy' });
    expect(remove.getAttribute('href')).toBe('/search?location=3');
    expect(screen.queryByRole('button')).toBeNull();
    // With scripts the caller's handler takes the click (client-side navigation).
    await userEvent.click(remove);
    remove.focus();
    await userEvent.keyboard('{Delete}');
    expect(onRemove).toHaveBeenCalledTimes(2);
    // Disabled, there is nothing to follow.
    rerender(<Removable removeHref="/search?location=3" onRemove={onRemove} disabled />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('has no button when it cannot be removed', () => {
    render(<Static />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('drops a location from the selection', async () => {
    render(<SelectedList />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ella' }));
    expect(screen.queryByText('Ella')).toBeNull();
    expect(screen.getByText('Kandy')).toBeTruthy();
  });
});
