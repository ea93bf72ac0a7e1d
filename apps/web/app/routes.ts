import { index, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';

// Every public route of spec §2 that needs no login, plus the cart, checkout and SEO files.
// The data-driven SEO urls of tours (`/{seourl}/details/{aid}`) and location pages
// (`/{location}/{title}/location/{pid}`) are matched by shape.
export default [
  index('routes/home.tsx'),
  route('search', 'routes/search.tsx', { id: 'search' }),
  route('half-day', 'routes/search.tsx', { id: 'half-day' }),
  route('full-day', 'routes/search.tsx', { id: 'full-day' }),
  route('overnight', 'routes/search.tsx', { id: 'overnight' }),
  route('activity/details/:aid', 'routes/tour.tsx', { id: 'tour-by-id' }),
  route('activity/:seourl/details/:aid', 'routes/tour.tsx', { id: 'tour-activity-seo' }),
  route(':seourl/details/:aid', 'routes/tour.tsx', { id: 'tour-seo' }),
  route(':location/:title/location/:pid', 'routes/location.tsx'),
  route('about', 'routes/about.tsx'),
  route('help', 'routes/help.tsx', { id: 'help' }),
  route('help/:sid', 'routes/help.tsx', { id: 'help-section' }),
  route('travel-inspiration', 'routes/travel-inspiration.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('404', 'routes/not-found.tsx', { id: 'not-found' }),
  route('*', 'routes/not-found.tsx', { id: 'catch-all' }),
] satisfies RouteConfig;
