// TanStack Query for the pages that render in the browser after log-in (account area, sign-in's
// social buttons). Only those pages load it (ADR 057): the public pages' few reads use
// `use-remote.ts`. One client per tab, so the account pages share their cache; on the server
// (which renders these pages' shells only) one per render, never shared between visitors.
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
