import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, describeViolations } from '../../../test/axe.ts';
import { searchLocations } from '../../../test/suggestions.ts';
import { Combobox } from './Combobox.tsx';
import * as stories from './Combobox.stories.tsx';

const { Locations, GroupedSuggestions, WithChips, FailingSearch } = composeStories(stories);

describe('Combobox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('waits 100 ms of quiet typing, then loads once for the whole word', async () => {
    const user = setup();
    const load = vi.fn(searchLocations);
    render(<Locations loadOptions={load} />);
    await user.type(screen.getByRole('combobox', { name: 'Pick-up location' }), 'kan');
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[0]).toBe('kan');
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('option', { name: 'Kandy' })).toBeTruthy();
  });

  it('picks a suggestion with the arrow keys and Enter', async () => {
    const user = setup();
    const onSelect = vi.fn();
    render(<Locations onSelect={onSelect} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'a');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = input.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toBe('Knuckles Range');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ value: '2', label: 'Knuckles Range' });
    expect(input).toHaveProperty('value', 'Knuckles Range');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows suggestions grouped by half day, full day and overnight, accessibly', async () => {
    const user = setup();
    render(<GroupedSuggestions />);
    await user.type(screen.getByRole('combobox'), 'trail');
    await act(() => vi.advanceTimersByTimeAsync(300));
    const listbox = screen.getByRole('listbox', { name: 'Search tours' });
    const groups = within(listbox).getAllByRole('group');
    expect(groups).toHaveLength(3);
    vi.useRealTimers();
    const violations = await axeViolations();
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(within(listbox).getByRole('group', { name: 'Half day' })).toBeTruthy();
    expect(within(listbox).getByRole('group', { name: 'Full day' })).toBeTruthy();
    expect(
      within(within(listbox).getByRole('group', { name: 'Overnight' })).getByRole('option', {
        name: /Sri Pada/,
      }),
    ).toBeTruthy();
  });

  it('picks by click, and empties itself when choices become chips', async () => {
    const user = setup();
    render(<WithChips />);
    const input = screen.getByRole('combobox', { name: 'Locations' });
    await user.type(input, 'ell');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await user.click(screen.getByRole('option', { name: 'Ella' }));
    expect(input).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Remove Ella' })).toBeTruthy();
  });

  it('says when nothing matches, closes on Escape and clears on a second Escape', async () => {
    const user = setup();
    render(<Locations />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'zzz');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getAllByText('No results').length).toBeGreaterThan(0);
    await user.keyboard('{Escape}');
    expect(screen.queryByText('No results')).toBeNull();
    await user.keyboard('{Escape}');
    expect(input).toHaveProperty('value', '');
  });

  it('reports a failed search', async () => {
    const user = setup();
    render(<FailingSearch />);
    await user.type(screen.getByRole('combobox'), 'k');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getAllByText('Could not load suggestions').length).toBeGreaterThan(0);
  });
});

describe('Combobox as a free-text form field', () => {
  const tours = [
    { value: '7', label: 'Knuckles Range Trek', href: '/knuckles/details/7' },
    { value: '8', label: 'Ella Rock Hike', href: '/ella/details/8' },
  ];

  it('submits what was typed under its name when Enter is pressed on no option', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted(new FormData(event.currentTarget).get('key'));
        }}
      >
        <Combobox
          label="What would you like to do?"
          name="key"
          loadOptions={() => Promise.resolve(tours)}
          onSelect={() => {}}
        />
      </form>,
    );
    await user.type(screen.getByRole('combobox'), 'hike{Enter}');
    expect(submitted).toHaveBeenCalledWith('hike');
  });

  it('offers its initial options on focus and hands a link option to onSelect, keeping the text', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const submitted = vi.fn();
    render(
      <form onSubmit={submitted}>
        <Combobox
          label="Search trails"
          name="key"
          defaultValue="tre"
          minChars={4}
          initialOptions={[{ label: 'Full day', options: tours }]}
          loadOptions={() => Promise.resolve([])}
          onSelect={onSelect}
        />
      </form>,
    );
    const input = screen.getByRole('combobox');
    await user.click(input);
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(2);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = input.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toBe('Ella Rock Hike');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(tours[1]);
    expect(submitted).not.toHaveBeenCalled();
    expect(input).toHaveProperty('value', 'tre');
  });
});
