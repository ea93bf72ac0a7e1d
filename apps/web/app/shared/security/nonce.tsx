// The page's CSP nonce (ADR 059): made per request by the site server (`security-headers.ts`),
// handed to React Router through the load context, and written on every script element React
// Router and React render. In the browser the nonce is hidden from the DOM, so the context is
// empty there; the scripts are already in the document by then.
import { createContext, useContext } from 'react';

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
