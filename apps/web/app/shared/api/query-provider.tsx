// TanStack Query (the one server-state layer for what pages ask in the browser: suggestions,
// estimates, favourites, the account area; ADR 059). Loaders render the public data on the
// server. One client per tab, so pages share their cache; on the server one per render, never
// shared between visitors.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';

let browserClient: QueryClient | undefined;

function newClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}

function clientForThisRender(): QueryClient {
  if (typeof window === 'undefined') return newClient();
  browserClient ??= newClient();
  return browserClient;
}

export function QueryProvider({ children }: { readonly children: React.ReactNode }) {
  const [client] = useState(clientForThisRender);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
