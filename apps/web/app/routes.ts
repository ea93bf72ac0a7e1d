import { index, layout, route } from '@react-router/dev/routes';
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
  // A search page carousel's whole list, asked by the row when it comes near (ADR 198).
  route('search/carousel/:row', 'routes/search-carousel.ts'),
  route('activity/details/:aid', 'routes/tour.tsx', { id: 'tour-by-id' }),
  route('activity/:seourl/details/:aid', 'routes/tour.tsx', { id: 'tour-activity-seo' }),
  route(':seourl/details/:aid', 'routes/tour.tsx', { id: 'tour-seo' }),
  route(':location/:title/location/:pid', 'routes/location.tsx'),
  route('about', 'routes/about.tsx'),
  route('help', 'routes/help.tsx', { id: 'help' }),
  route('help/:sid', 'routes/help.tsx', { id: 'help-section' }),
  route('travel-inspiration', 'routes/travel-inspiration.tsx'),
  // The footer's forms post here; without scripts the answer is drawn as a page (ADR 059).
  route('inquiry', 'routes/mail-form.tsx', { id: 'inquiry' }),
  route('subscribe', 'routes/mail-form.tsx', { id: 'subscribe' }),
  route('cart', 'routes/cart.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  // Where the payment page returns (issue 14, ADR 097) and the guest account's password mail.
  route('payment/complete', 'routes/payment-complete.tsx'),
  route('account/set-password', 'routes/account-set-password.tsx'),
  // The e-mailed review link (issue 17): a form that works before scripts (ADR 163).
  route('tour/review/:token', 'routes/tour-review.tsx'),
  // Accounts (issue 6, ADR 080–082): login, sign-up, the client-rendered account area, and the
  // two form posts that add the first-party client's credentials on the server.
  route('login', 'routes/login.tsx'),
  route('account/signup', 'routes/account-signup.tsx'),
  layout('routes/account.tsx', [
    route('account', 'routes/account-dashboard.tsx'),
    route('account/bookings', 'routes/account-bookings.tsx'),
    route('account/booking/detail/:bid', 'routes/account-booking-detail.tsx'),
    route('account/reviews', 'routes/account-reviews.tsx'),
    route('account/deals', 'routes/account-deals.tsx'),
    route('account/favorites', 'routes/account-favorites.tsx'),
    route('account/settings', 'routes/account-settings.tsx'),
  ]),
  route('auth/token', 'routes/auth-token.ts'),
  route('auth/register', 'routes/auth-register.ts'),
  route('auth/register/supplier', 'routes/auth-register-supplier.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('404', 'routes/not-found.tsx', { id: 'not-found' }),
  route('*', 'routes/not-found.tsx', { id: 'catch-all' }),
] satisfies RouteConfig;
