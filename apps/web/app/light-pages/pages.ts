// Which pages are light pages (ADR 058): server-rendered, then hydrated by a small script of
// their own instead of React Router's client runtime. Every page a visitor can land on from a
// search engine or a shared link is one, and the cart and checkout; the account area, the login
// and the sign-up pages keep the router (client-side navigation between the account's tabs, and
// the login's in-page query changes).

/** A light page's name → its module (from `app/`), whose default export draws the page. */
export const LIGHT_PAGE_MODULES = {
  home: 'routes/home.tsx',
  search: 'routes/search.tsx',
  tour: 'routes/tour.tsx',
  location: 'routes/location.tsx',
  about: 'routes/about.tsx',
  help: 'routes/help.tsx',
  'travel-inspiration': 'routes/travel-inspiration.tsx',
  cart: 'routes/cart.tsx',
  checkout: 'routes/checkout.tsx',
  'not-found': 'routes/not-found.tsx',
  // What the root error boundary draws for any error but a 404.
  'server-error': 'layout/server-error.tsx',
} as const;

export type LightPageName = keyof typeof LIGHT_PAGE_MODULES;

/** React Router's route ids (app/routes.ts) → the light page that draws them. */
export const LIGHT_PAGE_OF_ROUTE: Readonly<Record<string, LightPageName>> = {
  'routes/home': 'home',
  search: 'search',
  'half-day': 'search',
  'full-day': 'search',
  overnight: 'search',
  'tour-by-id': 'tour',
  'tour-activity-seo': 'tour',
  'tour-seo': 'tour',
  'routes/location': 'location',
  'routes/about': 'about',
  help: 'help',
  'help-section': 'help',
  'routes/travel-inspiration': 'travel-inspiration',
  'routes/cart': 'cart',
  'routes/checkout': 'checkout',
  'not-found': 'not-found',
  'catch-all': 'not-found',
};

/** The element the page's body is rendered into and hydrated from. */
export const PAGE_ELEMENT_ID = 'page';
/** The script element that carries the page's data to its hydration. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** What the server hands the light page's script. */
export interface LightPagePayload {
  readonly data: unknown;
}
