// Light pages (ADR 058) move between documents, so the browser keeps a page in its back/forward
// cache and shows it again on Back — with the memory it had when it was left. What lives in the
// browser session (cart, sign-in) or on the server (favourites) may have changed since.

/** Calls `listener` whenever the browser shows this page again from its back/forward cache. */
export function onPageRestored(listener: () => void): () => void {
  const handler = (event: PageTransitionEvent) => {
    if (event.persisted) listener();
  };
  window.addEventListener('pageshow', handler);
  return () => window.removeEventListener('pageshow', handler);
}
