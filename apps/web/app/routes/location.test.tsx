// A location page's count of trails: the search's total for the place, an estimate past 1,000
// tours (ADR 245), written as the search page writes its own total.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import LocationRoute from './location.tsx';

function page(count: number, estimated: boolean) {
  return {
    id: 2,
    location: 3,
    title: 'Kandy',
    description: '<p>The hill capital.</p>',
    seo_title: 'Tours from Kandy',
    seo_description: 'Guided trails starting from Kandy.',
    seo_url: 'kandy',
    full_seo_url: '/kandy/kandy/location/2',
    image_alt: 'Kandy Lake at dawn',
    image_name: '/media/location-kandy?w=960',
    location_data: { name: 'Kandy' },
    aktivity_count: count,
    aktivity_count_estimated: estimated,
  };
}

function renderPage(count: number, estimated: boolean) {
  const Stub = createRoutesStub([
    {
      path: '/kandy/kandy/location/:pid',
      Component: LocationRoute as never,
      loader: () => ({ page: page(count, estimated), activities: [], popular: [] }),
    },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Stub initialEntries={['/kandy/kandy/location/2']} />
    </QueryClientProvider>,
  );
}

describe('a location page', () => {
  it('says about how many trails a place has when the count is an estimate', async () => {
    renderPage(7_243, true);
    expect(await screen.findByText('About 7,200 trails')).toBeInTheDocument();
  });

  it('says the exact count otherwise, one trail in the singular', async () => {
    renderPage(1, false);
    expect(await screen.findByText('1 trail')).toBeInTheDocument();
  });
});
