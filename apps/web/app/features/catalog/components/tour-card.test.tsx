import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activityCard } from '../../../../test/builders.ts';
import { PageProviders } from '../../../../test/providers.tsx';
import { listedCard } from '../listed-card.ts';
import { TourCard } from './tour-card.tsx';

const withDeal = (discount: number, sellingPrice: number) =>
  listedCard(
    activityCard({
      price: { selling_price: sellingPrice },
      deals: { subscription: { deals: { discount } } },
    }),
  );

describe("a card's price", () => {
  // A tester met "−10% … from $34.00" on a card whose booking panel then priced one adult at
  // $30.60: the card showed the list price as the "from" price.
  it('with a running deal is the price a traveller pays, the list price struck through', () => {
    const { container } = render(
      <PageProviders>
        <TourCard tour={withDeal(10, 34)} />
      </PageProviders>,
    );
    expect(container.querySelector('s')?.textContent).toBe('was $34.00');
    expect(screen.getByText(/from/).parentElement?.textContent).toMatch(
      /from\s*was \$34\.00\s*now \$30\.60/,
    );
  });

  it('rounds to the cent as the API prices it (half up)', () => {
    const { container } = render(
      <PageProviders>
        <TourCard tour={withDeal(15, 12.3)} />
      </PageProviders>,
    );
    // 1,230 cents less 15 % is 1,045.5 cents: $10.46.
    expect(container.textContent).toContain('now $10.46');
  });

  it('without a deal is the list price alone', () => {
    const { container } = render(
      <PageProviders>
        <TourCard tour={listedCard(activityCard({ price: { selling_price: 45 } }))} />
      </PageProviders>,
    );
    expect(container.querySelector('s')).toBeNull();
    expect(container.textContent).toContain('from $45.00');
  });
});
