// The search page as its route declares it, for page tests: the loader (its redirects too) and
// the page, with the providers the site wraps it in.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { PageFavouritesProvider } from '../app/shared/api/page-favourites.tsx';
import Search, { loader } from '../app/routes/search.tsx';

export function renderSearch(address: string) {
  const Stub = createRoutesStub([
    {
      path: '/search',
      Component: Search as never,
      HydrateFallback: () => null,
      loader: ({ request }) =>
        loader({ request, url: new URL(request.url), params: {}, context: {} } as never),
    },
  ]);
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <PageFavouritesProvider>
        <Stub initialEntries={[address]} />
      </PageFavouritesProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}
