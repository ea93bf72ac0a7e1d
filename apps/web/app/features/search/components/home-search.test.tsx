import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lastAvailableDate, MESSAGES } from '@trails/domain/messages';
import { HomeSearch } from './home-search.tsx';

const TODAY = '2026-11-29';

function SearchPage() {
  const location = useLocation();
  return <p>Searched {location.search}</p>;
}

function renderForm() {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <HomeSearch topTours={[]} today={TODAY} /> },
    { path: '/search', Component: SearchPage },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Stub initialEntries={['/']} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the home search', () => {
  it('refuses a pick-up date before today at the field, and searches once it is changed', async () => {
    const user = renderForm();
    const date = screen.getByRole('textbox', { name: 'Pick-up date' });
    await user.type(date, '28/11/2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(date).toHaveAccessibleDescription(MESSAGES.pickupDateInPast);
    expect(screen.queryByText(/^Searched/)).toBeNull();

    await user.clear(date);
    await user.type(date, '29/11/2026');
    expect(date).not.toHaveAccessibleDescription(MESSAGES.pickupDateInPast);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/^Searched/)).toHaveTextContent('date=2026-11-29');
  });

  it('refuses a date past the booking horizon at the field, naming the last one (ADR 272)', async () => {
    const user = renderForm();
    const date = screen.getByRole('textbox', { name: 'Pick-up date' });
    await user.type(date, '30/11/2027');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(date).toHaveAccessibleDescription(lastAvailableDate('29/11/2027'));
    expect(screen.queryByText(/^Searched/)).toBeNull();

    await user.clear(date);
    await user.type(date, '29/11/2027');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/^Searched/)).toHaveTextContent('date=2027-11-29');
  });

  it('says at the field that half a date is no date when Search is pressed, and searches nothing', async () => {
    const user = renderForm();
    const date = screen.getByRole('textbox', { name: 'Pick-up date' });
    await user.type(date, '12/2027');
    // Nothing is said on leaving the box, so the button does not move under the tap (ADR 248).
    expect(date).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(date).toHaveAccessibleDescription('Enter a date as dd/mm/yyyy');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/^Searched/)).toBeNull();

    await user.clear(date);
    await user.type(date, '31/02/2027');
    expect(date).toHaveAccessibleDescription('There is no 31/02/2027: enter a date as dd/mm/yyyy');
  });
});
