// The typed API client: openapi-fetch over the generated contract types, with bearer auth.
import createClient from 'openapi-fetch';
import type { Client, Middleware } from 'openapi-fetch';
import type { components, operations, paths } from './generated/schema.ts';

export type { components, operations, paths };

/** Every schema of the contract, by its name in `openapi.yaml`. */
export type Schemas = components['schemas'];

export type UserProfile = Schemas['UserProfile'];
export type AuthSession = Schemas['AuthSession'];
export type Activity = Schemas['Activity'];
export type ActivityCard = Schemas['ActivityCard'];
export type ActivityPage = Schemas['ActivityPage'];
export type Booking = Schemas['Booking'];
export type BookingStatus = Schemas['BookingStatus'];
export type Amendment = Schemas['Amendment'];
export type BookingMessage = Schemas['BookingMessage'];
export type MyBookingsPage = Schemas['MyBookingsPage'];
export type CheckoutBooking = Schemas['CheckoutBooking'];
export type OrderPayment = Schemas['OrderPayment'];
export type PaymentStatus = Schemas['PaymentStatus'];
export type OperatorBooking = Schemas['OperatorBooking'];
export type ETicket = Schemas['ETicket'];
export type TicketCheck = Schemas['TicketCheck'];
export type CartItem = Schemas['CartItem'];
export type ClientReview = Schemas['ClientReview'];
export type MyReviewEntry = Schemas['MyReviewEntry'];
export type ReviewImage = Schemas['ReviewImage'];
export type Deal = Schemas['Deal'];
export type Favourite = Schemas['Favourite'];
export type Category = Schemas['Category'];
export type LocationOption = Schemas['LocationOption'];
export type LocationPage = Schemas['LocationPage'];
export type Slider = Schemas['Slider'];
export type FeaturedCategory = Schemas['FeaturedCategory'];
export type TravelInspiration = Schemas['TravelInspiration'];
export type SiteContent = Schemas['SiteContent'];
export type SiteSettings = Schemas['SiteSettings'];
export type CostEstimate = Schemas['CostEstimate'];
export type CostError = Schemas['CostError'];
export type ResponsiveImage = Schemas['ResponsiveImage'];
/** The one shape of every 4xx/5xx answer. */
export type ApiError = Schemas['Error'];

type MaybePromise<T> = T | Promise<T>;

/** Returns the current access token, or nothing when logged out. May be async. */
export type AccessTokenSource = () => MaybePromise<string | null | undefined>;

export interface ApiClientOptions {
  /** Origin (and optional prefix) of the API, e.g. `https://trails.example` or `/`. */
  baseUrl: string;
  /** Consulted before every request; a token makes the request send `Authorization: Bearer`. */
  getAccessToken?: AccessTokenSource;
  /** The fetch to use (defaults to the global one); tests and SSR pass their own. */
  fetch?: (request: Request) => Promise<Response>;
}

export type ApiClient = Client<paths>;

export function createApiClient({ baseUrl, getAccessToken, fetch }: ApiClientOptions): ApiClient {
  const client = createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) });
  if (getAccessToken) client.use(bearerAuth(getAccessToken));
  return client;
}

/**
 * Sends `Authorization: Bearer <token>` when the source has a token. Public calls get it too:
 * it is harmless there and lets checkout attach the bookings to the logged-in client.
 */
export function bearerAuth(getAccessToken: AccessTokenSource): Middleware {
  return {
    async onRequest({ request }) {
      const token = await getAccessToken();
      if (token && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      return request;
    },
  };
}
