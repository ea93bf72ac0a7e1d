// The business constants and limits of PRODUCT-SPEC §9, named by what they are for.
// Durations are in milliseconds; money limits say their unit in their name.

/** Bookings shown per page on My Bookings (the API pages by the same size). */
export const BOOKINGS_PAGE_SIZE = 12;

/** A snackbar notice hides itself after 5 seconds. */
export const SNACKBAR_AUTO_HIDE_MS = 5000;
/** The home banner moves to its next slide every 5 seconds. */
export const BANNER_AUTOPLAY_MS = 5000;
/** The loading overlay is dismissed 2 seconds after loading ends. */
export const LOADING_OVERLAY_DISMISS_MS = 2000;
/** Cart and auth state are written to the browser session at most once a second. */
export const SESSION_SAVE_THROTTLE_MS = 1000;
/** The pick-up location autocomplete waits this long after a keystroke before it asks. */
export const LOCATION_AUTOCOMPLETE_DELAY_MS = 100;

/**
 * The price slider of the search filters, in whole US dollars (the unit of the `price_min` and
 * `price_max` search parameters). `searchDefaultMax` is the upper bound the search page uses
 * when no maximum is chosen.
 */
export const PRICE_FILTER_USD = { min: 10, max: 1000, searchDefaultMax: 10_000 } as const;
/** The duration filter's default range. */
export const DURATION_FILTER = { min: 1, max: 24 } as const;

/** Carousels: at most 16 items, one visible on small screens and four on wide screens. */
export const CAROUSEL = { maxItems: 16, itemsOnSmallScreens: 1, itemsOnWideScreens: 4 } as const;

/** How many tours each home section asks for. */
export const HOME_SECTION_LIMITS = {
  featured: 5,
  topSelling: 4,
  deals: 4,
  suggested: 10,
} as const;
/** Related tours under a tour's details. */
export const RELATED_TOURS_LIMIT = 3;
/** The featured and popular lists. */
export const FEATURED_LIST_LIMIT = 15;
export const POPULAR_LIST_LIMIT = 15;

/** The adults / children / infants selectors of a cart item's edit panel. */
export const CART_QUANTITY = { min: 0, max: 4 } as const;

/**
 * Where text is shortened, and to how many characters (see `truncate` in `format.ts` for what a
 * character is and how the ellipsis counts).
 */
export const TRUNCATE = {
  /** Tour titles in listings. */
  listingTitle: 48,
  /** Tour titles under "related tours". */
  relatedTitle: 50,
  /** Overviews in listings. */
  listingOverview: 90,
  /** Overviews on favourite cards. */
  favouriteOverview: 90,
  /** The tour overview in the review modal. */
  reviewModalOverview: 90,
  /** Overviews under "related tours". */
  relatedOverview: 75,
  /** The overview column of My Bookings. */
  bookingsOverview: 30,
  /** Overviews in the Reviews & Ratings list. */
  reviewsListOverview: 55,
} as const;
export type TruncateUse = keyof typeof TRUNCATE;

/** Longest review feedback, in characters: the review modal and the emailed-token page. */
export const REVIEW_FEEDBACK_MAX_LENGTH = { modal: 200, tokenPage: 500 } as const;
export type ReviewFormKind = keyof typeof REVIEW_FEEDBACK_MAX_LENGTH;

/** Review images: at most three, JPG, PNG or GIF. */
export const REVIEW_IMAGES = {
  max: 3,
  mimeTypes: ['image/jpeg', 'image/png', 'image/gif'],
  extensions: ['.jpg', '.jpeg', '.png', '.gif'],
  /** For an `<input type="file" accept>`. */
  accept: 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif',
} as const;

/** Ratings are shown out of five stars with one decimal. */
export const RATING_STARS = 5;
export const RATING_DECIMALS = 1;
/** The supplier rating is not rated yet anywhere: the tour page shows this placeholder. */
export const SUPPLIER_RATING_PLACEHOLDER = '0/10';

/** Every price is in US dollars (held as integer cents). */
export const CURRENCY = 'USD';
/** How dates are shown and typed (date-fns / Unicode pattern letters). */
export const DATE_FORMAT = 'dd/MM/yyyy';

/** Tours start at a local date and pick-up time in this zone. */
export const TOUR_TIME_ZONE = 'Asia/Colombo';
/**
 * How far ahead a trail can be booked, in days from today in Sri Lanka: a year (beyond the spec,
 * ADR 272). A date typed years ahead ("2035" for "2025") was booked and charged at once.
 */
export const BOOKING_HORIZON_DAYS = 365;
/** Free cancellation ends this many hours before the tour starts. */
export const FREE_CANCELLATION_HOURS = 24;
