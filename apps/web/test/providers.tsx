// What the root layout provides every page (React Router's context aside): TanStack Query's
// client, fresh per test so no answer is shared between tests, and the page's favourites.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { PageFavouritesProvider } from '../app/shared/api/page-favourites.tsx';

export function PageProviders({ children }: { readonly children: React.ReactNode }) {
  return (
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <PageFavouritesProvider>
        <MemoryRouter>{children}</MemoryRouter>
      </PageFavouritesProvider>
    </QueryClientProvider>
  );
}
