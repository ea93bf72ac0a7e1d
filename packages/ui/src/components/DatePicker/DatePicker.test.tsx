import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parseDisplayDate } from './DatePicker.tsx';
import * as stories from './DatePicker.stories.tsx';

const { Default, WithValue, SoldOutDays, Error } = composeStories(stories);

beforeAll(async () => {
  // The calendar's module loads on first use; import it once so the tests do not time its transform.
  await import('./DatePickerCalendar.tsx');
}, 30_000);

const calendarButton = () => screen.getByRole('button', { name: 'Choose a date on the calendar' });

describe('DatePicker', () => {
  it('loads its calendar when first used, opening at the minimum date', async () => {
    const user = userEvent.setup();
    render(<Default />);
    expect(screen.queryByRole('grid')).toBeNull();
    await user.click(calendarButton());
    expect(await screen.findByRole('grid', { name: 'January 2027' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Choose a date on the calendar' })).toBeTruthy();
  });

  it('disables the days before the minimum date and the sold-out days', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const onMonthShown = vi.fn();
    render(<SoldOutDays onValueChange={onValueChange} onMonthShown={onMonthShown} />);
    const before = await screen.findByRole('button', { name: /14 January 2027/ });
    expect(before).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /22 January 2027/ })).toHaveProperty(
      'disabled',
      true,
    );
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
    expect(onMonthShown).toHaveBeenCalledWith(new Date(2027, 0, 1));
    await user.click(screen.getByRole('button', { name: 'Go to the Next Month' }));
    expect(onMonthShown).toHaveBeenLastCalledWith(new Date(2027, 1, 1));
  });

  it('writes the chosen day as dd/MM/yyyy into its form field and closes', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Default onValueChange={onValueChange} />);
    await user.click(calendarButton());
    await user.click(await screen.findByRole('button', { name: /20 January 2027/ }));
    expect(onValueChange).toHaveBeenCalledWith(new Date(2027, 0, 20), '20/01/2027');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByLabelText('Pick-up date')).toHaveProperty('value', '20/01/2027');
    expect(document.activeElement).toBe(calendarButton());
  });

  it('is keyboard-operable: arrows move between days, Enter picks, Escape closes', async () => {
    const user = userEvent.setup();
    render(<WithValue />);
    calendarButton().focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('grid');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/20 January 2027/);
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(screen.getByLabelText('Pick-up date')).toHaveProperty('value', '28/01/2027');
    await user.keyboard('{Enter}');
    await screen.findByRole('grid');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(document.activeElement).toBe(calendarButton());
  });

  it('closes when Tab takes focus past it, leaving focus where it went', async () => {
    const user = userEvent.setup();
    render(
      <>
        <WithValue />
        <label>
          Adults <select />
        </label>
      </>,
    );
    calendarButton().focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('grid');
    // Tab out of the calendar, to the next control of the form.
    while (
      screen.queryByRole('grid') &&
      document.activeElement !== screen.getByLabelText('Adults')
    ) {
      await user.tab();
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Adults'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts with a text that names no day, as a form posted it', () => {
    render(<Default defaultText="31/02/2031" />);
    expect(screen.getByLabelText('Pick-up date')).toHaveProperty('value', '31/02/2031');
  });

  it('closes with a second press of its calendar button', async () => {
    const user = userEvent.setup();
    render(<WithValue />);
    await user.click(calendarButton());
    await screen.findByRole('grid');
    // The press moves focus from the calendar to the button, which is not leaving the field.
    await user.click(calendarButton());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calendarButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('takes a typed dd/MM/yyyy date', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Default onValueChange={onValueChange} />);
    await user.type(screen.getByLabelText('Pick-up date'), '24/12/2027');
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2027, 11, 24), '24/12/2027');
    expect(parseDisplayDate('31/02/2027')).toBeUndefined();
    // A phone's number pad has no "/": eight digits, or other separators, are the same date.
    expect(parseDisplayDate('24122027')).toEqual(new Date(2027, 11, 24));
    expect(parseDisplayDate('24.12.2027')).toEqual(new Date(2027, 11, 24));
    expect(parseDisplayDate('24-12-2027')).toEqual(new Date(2027, 11, 24));
    expect(parseDisplayDate('2412027')).toBeUndefined();
    expect(parseDisplayDate('2027-02-01')).toBeUndefined();
  });

  it('starts on its default date without telling it as a change', () => {
    const onValueChange = vi.fn();
    render(<Default defaultValue={new Date(2027, 0, 15)} onValueChange={onValueChange} />);
    expect((screen.getByLabelText('Pick-up date') as HTMLInputElement).value).toBe('15/01/2027');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('takes a date typed over its default before the script took over', async () => {
    const onValueChange = vi.fn();
    const page = <Default defaultValue={new Date(2027, 0, 15)} onValueChange={onValueChange} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // The server's box, typed into while the script was on its way.
    container.querySelector('input')!.value = '20/01/2027';
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(new Date(2027, 0, 20), '20/01/2027');
    container.remove();
  });

  it('draws its calendar button only once the scripts run: before, it did nothing when tapped', async () => {
    // A tester on a slow connection tapped the calendar button while the scripts loaded: nothing
    // happened, and the tap was lost. Until then (or without scripts) the date is typed.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Default />);
    document.body.append(container);
    try {
      expect(container.querySelector('button')).toBeNull();
      expect(container.querySelector('input')).not.toBeNull();
      const mismatches: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, <Default />, {
          onRecoverableError: (error) => mismatches.push(error),
        });
      });
      expect(mismatches).toEqual([]);
      expect(container.querySelector('button')?.getAttribute('aria-label')).toBe(
        'Choose a date on the calendar',
      );
    } finally {
      container.remove();
    }
  });

  it('says so under a typed date that names no day, and takes it back once corrected', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Default onValueChange={onValueChange} />);
    const box = screen.getByLabelText('Pick-up date');
    await user.type(box, '31/02/2027');
    expect(onValueChange).toHaveBeenLastCalledWith(undefined, '31/02/2027');
    // Said as soon as the text is a whole date, and read with the box.
    expect(
      screen.getByRole('textbox', {
        description: 'There is no 31/02/2027: enter a date as dd/mm/yyyy',
      }),
    ).toHaveProperty('ariaInvalid', 'true');
    // Also said once in a polite live region: a changed description is not announced.
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'There is no 31/02/2027: enter a date as dd/mm/yyyy',
    );
    // While it is corrected the message waits; a real day takes it away.
    await user.clear(box);
    await user.type(box, '28/02');
    expect(screen.queryByText(/There is no/)).toBeNull();
    await user.type(box, '/2027');
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2027, 1, 28), '28/02/2027');
    expect(screen.queryByText(/There is no/)).toBeNull();
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  // Said on leaving the box, the message pushed the form's button down between a tap's press and
  // its release, and the tap missed it (the e2e test of the home search met this).
  it('says nothing new when the visitor leaves half a date in the box, so nothing moves', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.type(screen.getByLabelText('Pick-up date'), '12/2027');
    await user.tab();
    expect(screen.queryByText(/There is no/)).toBeNull();
    expect(screen.getByLabelText('Pick-up date').getAttribute('aria-invalid')).toBeNull();
  });

  it("shows the caller's message rather than its own", async () => {
    const user = userEvent.setup();
    render(<Error />);
    await user.type(screen.getByLabelText(/Pick-up date/), '31/02/2027');
    expect(screen.queryByText(/There is no/)).toBeNull();
    expect(screen.getByText('Please select pick-up date')).toBeTruthy();
  });

  it('goes back to its last accepted text when onValueChange refuses a change', async () => {
    const user = userEvent.setup();
    render(<Default onValueChange={() => false} />);
    await user.type(screen.getByLabelText('Pick-up date'), '1');
    expect(screen.getByLabelText('Pick-up date')).toHaveProperty('value', '');
  });

  it('reads its error', () => {
    render(<Error />);
    expect(screen.getByRole('textbox', { description: 'Please select pick-up date' })).toBeTruthy();
  });
});
