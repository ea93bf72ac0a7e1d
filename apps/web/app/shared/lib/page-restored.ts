// The browser may keep a page the visitor left by a document load (a plain form post, another
// site) in its back/forward cache and show it again on Back — with the memory it had then. What lives in the
// browser session (cart, sign-in) or on the server (favourites) may have changed since.

/** Calls `listener` whenever the browser shows this page again from its back/forward cache. */
export function onPageRestored(listener: () => void): () => void {
  const handler = (event: PageTransitionEvent) => {
    if (event.persisted) listener();
  };
  window.addEventListener('pageshow', handler);
  return () => window.removeEventListener('pageshow', handler);
}
