// Every notice, validation message and message-like text the product shows (PRODUCT-SPEC §2, §5,
// §8), copied verbatim, with these deliberate spelling fixes (ADR 023):
//   'Opps!' → 'Oops!', 'sucessfully' → 'successfully', 'loaction' → 'location',
//   'Loggin you in' → 'Logging you in', 'Could not sent request' / 'Could not sent Request' →
//   'Could not send request', 'profie' → 'profile', 'Ammendment requet sent.' →
//   'Amendment request sent.'
// Texts marked "beyond the spec" are ours: the spec names a rule but not its message.

import { CART_MOST_TOURS } from './cart.ts';

export const MESSAGES = {
  // ── Pages and empty states (§2)
  notFound: 'Oops! We could not find the page you are looking for.',
  noSearchResults: 'Sorry, no experiences matching your search.',
  cartEmpty: 'Your cart is empty',
  noRatingsYet: 'No Ratings yet',
  noUpcomingTours: 'No upcoming tours found',
  paymentComplete: 'Thank you! Payment complete, please login to manage your booking',
  emailVerified: 'Email Verified!',
  emailVerificationFailed: 'Email Verification failed!',
  messageRemovedByAdmin: '*Removed by admin',
  noAdditionalTaxesAndFees: 'No additional taxes & fees',
  lowestPriceGuarantee: 'Lowest Price Guarantee',
  globalSupport: '24/7 Global Support',
  confirmEmailAddress: 'Confirm email address',
  yesProceed: 'Yes, Proceed',
  lastActivityQuestion: 'How is your last Activity?',
  reviewNow: 'Review Now',
  weWouldSuggest: 'We Would Suggest',
  reviewAddedByToken: 'Review successfully added!',

  // ── Login (§5, §8)
  emailRequired: 'We need your Email',
  passwordRequired: 'Password can not be empty',
  captchaRequired: 'Complete the Captcha before proceeding',
  invalidLogin: 'Invalid login information',
  loggingIn: 'Logging you in, please wait',
  loginSuccessful: 'Login successful',
  errorFetchingData: 'Error fetching data',
  /** Beyond the spec: a social sign-in whose address belongs to an account it cannot link to. */
  socialEmailInUse:
    'An account with this email already exists: log in with your email and password.',

  // ── Forgotten password (§8)
  accountNotFound: 'We could not find your account',
  sendingNewPassword: 'Sending you a new password',
  newPasswordSent: 'We just sent you a new password',

  // ── Sign-up (§5, §8)
  required: 'Required',
  invalidEmailAddress: 'invalid email address',
  passwordsDoNotMatch: 'Passwords do not match',
  couldNotProcessRegistration: 'Could not process registration',
  processingRegistration: 'Processing registration, please wait...',
  registrationComplete: 'Registration complete',

  // ── Loading (§8)
  couldNotLoadData: 'Could not load data',
  couldNotLoadBookings: 'Could not load data for bookings',
  /** Beyond the spec: the button beside a load error that asks the server again. */
  tryAgain: 'Try again',
  noDataFound: 'No data found',
  errorLoadingLocations: 'Error loading locations',

  // ── Inquiry (§5, §8)
  nameMandatory: 'Name field is mandatory',
  emailMandatory: 'Email field is mandatory',
  phoneMandatory: 'Phone field is mandatory',
  /** Beyond the spec: a phone field holding no number ("abc"): the inquiry's, the account's (ADR 250). */
  phoneInvalid: 'Enter a phone number, like +94 77 123 4567',
  messageMandatory: 'Message field is mandatory',
  inquirySent: 'Message sent!',
  inquiryFailed: 'Could not send request',

  // ── Deal subscription (§5, §8)
  emailNotValid: 'Email not valid',
  subscribed: 'Email address subscribed',
  subscriptionFailed: 'Could not send request',

  /** Any other request of a customer that fails. */
  requestFailed: 'Could not send request',

  // ── Booking panel and cart (§5, §8)
  pickupLocationRequired: 'Please select pick-up location',
  pickupDateRequired: 'Please select pick-up date',
  /** Beyond the spec: a pick-up date before today in a search form (no tour runs in the past). */
  pickupDateInPast: 'Please select today or a later pick-up date',
  adultsRequired: 'Please select number of adults',
  bookingFormIncorrect: 'Please fill the booking form correctly',
  pickupLocationFirst: 'Please select pick-up location first',
  alreadyInCart: 'This item already exists in your cart',
  /** Beyond the spec: a cart holds at most CART_MOST_TOURS tours (ADR 263). */
  cartFull: `Your cart holds ${CART_MOST_TOURS} tours, the most it can. Check out or remove one first`,
  addedToCart: 'Item added to your cart',
  updating: 'Updating...',
  /**
   * Beyond the spec (ADR 283): the booking panel's button, without scripts, that asks the
   * party's total (the live total needs scripts).
   */
  seeTotal: 'See total',
  /** Beyond the spec (ADR 283): the same button once a total it asked for is shown. */
  updateTotal: 'Update total',

  // ── Checkout (§5, §8)
  leadFirstNameRequired: 'Lead traveler first name can not be empty',
  leadLastNameRequired: 'Lead traveler last name can not be empty',
  leadEmailRequired: 'Lead traveler email can not be empty',
  /** Beyond the spec: the address the API would refuse (its check is the e-mail format). */
  leadEmailInvalid: 'Lead traveler email: enter a valid email address, like name@example.com',
  leadPhoneRequired: 'Lead traveler phone can not be empty',
  /** Beyond the spec (ADR 296): a traveller named on the booking page after the checkout. */
  travellerFirstNameRequired: 'Traveler first name can not be empty',
  travellerLastNameRequired: 'Traveler last name can not be empty',
  /** Beyond the spec: text with no phone number in it ("abc") reaches nobody (ADR 250). */
  leadPhoneInvalid: 'Lead traveler phone: enter a phone number, like +94 77 123 4567',
  hotelNameRequired: 'Pick-up hotel name can not be empty',
  hotelAddressRequired: 'Pick-up hotel address can not be empty',
  flightNumberRequired: 'Pick-up flight number can not be empty',
  flightTimeRequired: 'Pick-up flight time can not be empty',
  /** Beyond the spec (ADR 254): the driver meets the flight. */
  flightNumberInvalid: 'Pick-up flight number: enter it as on your ticket, like UL 504',
  /** Beyond the spec (ADR 254). */
  flightTimeInvalid: 'Pick-up flight time: enter a time, like 14:30',
  /** Beyond the spec: the booking panel's price asked while the phone has no connection. */
  priceWaitsForConnection: 'You are offline: the price updates once you are back online.',
  /** Beyond the spec: the tour page's Share copied the page's address (no share sheet). */
  linkCopied: 'Link copied',
  /**
   * Beyond the spec: Share found neither a share sheet nor a clipboard it may write (a page served
   * over plain http, a browser that refuses): before, the button did nothing (a tester's finding).
   */
  linkNotCopied: 'The link could not be copied here. Copy it from the address bar to share it.',
  /** Beyond the spec: Check out tapped without a connection (checkout's page cannot load). */
  checkoutWaitsForConnection:
    'You are offline, so checkout cannot open yet. Your cart is kept: tap Check out again once you are back online.',
  /** Beyond the spec: Book Now without a connection: the trail is in the cart, checkout waits. */
  bookNowWaitsForConnection:
    'You are offline, so checkout cannot open yet. The trail is in your cart: check out from there once you are back online.',
  /** Beyond the spec: a cart item's Update without a connection (its new price is needed). */
  updateWaitsForConnection:
    'You are offline, so this trail was not changed. Tap Update again once you are back online.',
  /**
   * Beyond the spec: a request without an answer, the phone having no connection. It may have
   * left before the connection went: the traveller looks before trying again (a message sent
   * twice would reach the supplier twice).
   */
  offlineNotSent:
    'You are offline, so we could not hear back. Once you are back online, check the booking before you try again.',
  /**
   * Beyond the spec: the booking detail's Save e-ticket without a connection (the file comes from
   * the API). Worded as the other offline notices: what did not happen, and what to do.
   */
  ticketWaitsForConnection:
    'You are offline, so the e-ticket could not be saved. Tap Save e-ticket again once you are back online.',
  /** Beyond the spec: the booking detail's Add to calendar (.ics) without a connection. */
  calendarWaitsForConnection:
    'You are offline, so the calendar file could not be saved. Tap Add to calendar again once you are back online.',
  /**
   * Beyond the spec: a booking's form (a message, an amendment, a cancellation) answered 401,
   * the login having expired: the API's own "Unauthenticated." says nothing to a traveller.
   */
  loginExpiredNotSent: 'Your login has expired, so this was not sent. Please log in again.',
  /**
   * Beyond the spec (ADR 297): the login page the account area sent a traveller to because the
   * API refused the login the tab held. Logging in goes back to the page they were on.
   */
  loginExpired: 'Your login has expired. Log in again to go back to where you were.',
  /**
   * Beyond the spec (ADR 299): the return page of a payment made on an earlier attempt's page,
   * which the traveller's corrected checkout replaced. It booked nothing; the money goes back.
   */
  paymentOfReplacedAttempt:
    'This payment page was for an earlier attempt at your booking, which the booking you made after it replaced. Nothing was booked with this payment, and the money goes back to your card; your bank may take a few days to show it.',
  /**
   * Beyond the spec: Confirm & Pay without a connection. The request may have left before the
   * connection went; the same attempt's key books it once however often it is tried (ADR 096).
   */
  offlineBooking:
    'You are offline. Try again once you are back online: your booking is placed once, however often you try.',
  /** Beyond the spec (ADR 254): an 'other' pick-up needs its place, as a hotel needs its name. */
  pickupPlaceRequired: 'Pick-up place can not be empty',
  contactFirstNameRequired: 'Contact first name can not be empty',
  contactLastNameRequired: 'Contact last name can not be empty',
  contactEmailRequired: 'Contact email can not be empty',
  /** Beyond the spec, like `leadEmailInvalid`. */
  contactEmailInvalid: 'Contact email: enter a valid email address, like name@example.com',
  contactPhoneRequired: 'Contact phone can not be empty',
  /** Beyond the spec, like `leadPhoneInvalid`. */
  contactPhoneInvalid: 'Contact phone: enter a phone number, like +94 77 123 4567',
  termsRequired: 'You need to agree to terms & conditions',
  refundPolicyRequired: 'You need to agree to Refund Policy',
  couldNotProcessBooking: 'Could not process the booking',
  /**
   * Beyond the spec (ADR 284): Confirm & Pay with a login that has expired (30 minutes idle) or
   * was ended elsewhere. The page is a guest's from then on, with everything typed kept.
   */
  loginExpiredAtCheckout:
    'Your login has expired. Log in again, or book as a guest: what you typed is kept.',
  placingBooking: 'Placing your booking',
  sendingForPayment: 'Sending you for payment.',

  // ── Favourites (§8)
  couldNotProcessAction: 'Could not process action',
  addedToFavourites: 'Item added to favorites',
  removingFromFavourites: 'Removing item from favorites',
  itemRemoved: 'Item removed',

  // ── Profile settings (§8)
  couldNotUpdateProfile: 'Could not update profile',
  profileUpdated: 'Your profile was updated',

  // ── Bookings: amendments and messages (§8)
  amendmentRequestSent: 'Amendment request sent.',
  /** The booking page after the payment page took an amendment's balance (`?amendment=paid`). */
  amendmentBalancePaidNotice:
    'The balance of your amendment is paid. The supplier now decides whether the change goes ahead.',
  /**
   * Back from an amendment's payment page without paying (`?amendment=declined` / `cancelled`).
   * The request stays open and unpaid; its "Pay" button opens a new payment for the same balance
   * once the last one is closed (ADR 219).
   */
  amendmentPaymentDeclinedNotice:
    'Your card was declined: nothing was charged and your booking is as it was. Your amendment request stays open but unpaid, and the supplier cannot accept it until its balance is paid. To pay again, press its Pay button below.',
  /**
   * Back from an amendment's payment page (`?amendment=paid`) when the amendment no longer waits:
   * rejected, lapsed (ADR 223) or withdrawn while the traveller was paying. Its money goes back.
   */
  amendmentPaidNotAppliedNotice:
    'Your payment went through, but your amendment was no longer waiting for a decision (it was declined, its tour date came or the booking was cancelled), so it was not applied and your booking is as it was. The money you paid is on its way back to your card; your bank may take a few days to show it.',
  /**
   * Back from an amendment's payment page (`?amendment=paid`) when the supplier approved the
   * amendment before the traveller landed (approval needs the balance paid, so it was this one).
   */
  amendmentPaidApprovedNotice:
    'The balance of your amendment is paid and the supplier has approved the change: your booking now has the new details.',
  amendmentPaymentCancelledNotice:
    'You left the payment page before paying: nothing was charged and your booking is as it was. Your amendment request stays open but unpaid, and the supplier cannot accept it until its balance is paid. To pay again, press its Pay button below.',
  messageSent: 'Message sent...',

  // ── Reviews (§5, §8)
  rateYourActivity: 'Rate your activity',
  /**
   * Beyond the spec: the stars' question on both review forms. Labelled with
   * `rateYourActivity`, a review sent without a star said those words twice.
   */
  ratingQuestion: 'How was your trail?',
  writeYourReview: 'Write your review',
  maxReviewImages: 'Maximum 3 images can upload',
  reviewAdded: 'Review added...',
  couldNotUploadImage: 'Could not upload image',
  couldNotDeleteData: 'Could not delete data',
  /** Beyond the spec: the spec allows only JPG, PNG or GIF but names no message. */
  reviewImageType: 'Only JPG, PNG or GIF images can upload',
  /** Beyond the spec: the spec limits feedback to 200 / 500 characters but names no message. */
  reviewFeedbackTooLong: 'Your review is too long',

  // ── API answers the site shows as its own words too (kept here, not in API_MESSAGES, so
  // that the site does not load the API's catalogue)
  sessionEndedForFavourite:
    'Your session has ended. Log in again to add the tour to your favourites.',
  /** Beyond the spec (ADR 221): a used review link opened again, by the API and the page. */
  reviewAlreadyReceived: 'Your review was already received. Thank you!',
  /** The login page opened from the sign-up mail's confirmation link (`?email_confirmed=1`). */
  emailConfirmed: 'Your e-mail address is confirmed. Thank you!',
  /** The same link again, or one too old or for an address another account took meanwhile. */
  emailConfirmationInvalid:
    'This confirmation link is not valid any more: it was used already, or it is too old.',
} as const;

/**
 * The API's own answers (ADR 196, 228): every text is beyond the spec — the spec names the rule
 * or the call, not the words — and the API's tests hold them byte for byte. Apart from MESSAGES so
 * that the site's first load, which carries MESSAGES whole, does not carry these.
 */
export const API_MESSAGES = {
  // Sign-up, profile and the mailed set-password link
  passwordTooCommon: 'This password is one of the most common ones. Please choose another.',
  emailTaken: 'This email address is already registered.',
  emailChangeMailed:
    'We sent a link to the new address. Your e-mail address changes once you open it.',
  currentPasswordRequired: 'Enter your current password to change this.',
  currentPasswordWrong: 'The current password is not correct.',
  setPasswordLinkInvalid:
    'This link is not valid any more. Ask for a new password on the login page.',
  passwordSet: 'Your password is set. You can log in now.',
  /** The set-password link can still set a password (ADR 310). */
  setPasswordLinkWorks: 'This link can set your password.',

  // Login, sessions and social sign-in
  unknownClient: 'The client is not recognised.',
  passwordChangeRequired:
    'You logged in with a password we mailed you: choose your own password to continue.',
  loggedOut: 'You are logged out.',
  loggedOutEverywhere: 'You are logged out on every device.',
  signInProviderUnavailable: 'This sign-in provider is not available.',

  // Pages and pictures that do not exist
  noSuchImage: 'No such image.',
  noSuchLocationPage: 'This location page does not exist.',

  // The operations API (suppliers and admins)
  operatorsOnly: 'Only suppliers and administrators can use the operations API.',
  onlyPendingDecided: 'Only a Pending booking whose payment is held can be confirmed or rejected.',
  amendmentApproved: 'The amendment is approved.',
  amendmentRejected: 'The amendment is rejected.',
  cancellationApproved: 'The booking is cancelled and the money given back.',
  cancellationDeclined: 'The cancellation request is declined.',
  messageSentToTraveller: 'Message sent to the traveller.',
  messageHidden: 'The message is hidden: it shows as removed by admin.',
  adminsOnlyHideMessages: 'Only an admin can hide a message.',
  noCancellationRequest: 'This booking has no cancellation request waiting.',
  messageFieldRequired: 'The message field is required.',

  // Reviews and their photos
  reviewTidRequired: 'The tid field is required (or a bearer token with booking_id).',
  reviewBookingNotYours: 'The booking_id field must be one of your bookings.',
  reviewNoSuchTour: 'No such tour.',
  reviewNoSuchBooking: 'No such booking.',
  alreadyReviewed: 'This booking has been reviewed already.',
  onlyCompletedReviewed: 'Only a completed tour can be reviewed.',
  reviewLinkInvalid: 'This review link is not valid any more.',
  reviewActivityNotBooked: 'The activity_id is not the booked tour.',
  reviewSupplierMismatch: "The supplier_id is not the tour's supplier.",
  reviewSupplierUserMismatch: "The supplier_user_id is not the tour's supplier.",
  reviewBookingNotLinks: 'The booking_id is not the link’s booking.',
  reviewUserNotClient: 'The user_id is not the booking’s client.',
  reviewImageUploaded: 'Image uploaded',
  reviewUploadNotMultipart: 'Send the image as multipart/form-data with the fields file and tid.',
  unsupportedContentType: 'Unsupported content type.',
  fileFieldRequired: 'The file field is required.',
  fileEmpty: 'The file is empty.',
  fileHoldsMoreThanAnImage: 'The file holds more than an image and cannot be uploaded.',
  imageTooLarge: 'The image is too large: at most 40 megapixels.',
  imageUnreadable: 'The image could not be read.',

  // Prices, availability and checkout
  tourNotAvailable: 'This tour does not exist or is not available.',
  locationNotServed: 'This tour does not pick up from the selected location',
  childrenNotAllowed: 'This tour does not take children',
  infantsNotAllowed: 'This tour does not take infants',
  dateSoldOut: 'This date is sold out',
  checkoutUrlNotAllowed: 'The url must be one of this site’s own addresses.',
  idempotencyKeyMalformed: 'The Idempotency-Key must be 8 to 100 letters, digits, - or _.',
  idempotencyKeyReused: 'This Idempotency-Key was used for a different checkout.',
  attemptPaidAlready:
    'This checkout is paid already: its confirmation is on its way to your e-mail, and the booking is in My Bookings.',
  replacedKeyMalformed: 'The Replaces-Idempotency-Key must be 8 to 100 letters, digits, - or _.',
  paymentProviderUnavailable:
    'The payment provider cannot be reached just now, and nothing was charged. Please try again in a few minutes.',

  // A booking's cancellation, amendments and messages
  bookingCancelled: 'Your booking is cancelled. The money goes back to your card.',
  cancellationRequested:
    'The free-cancellation deadline has passed: your cancellation request was sent to the supplier.',
  cancellationAlreadyRequested: 'Your cancellation request is already waiting for a decision.',
  onlyPendingOrConfirmedCancelled: 'Only a Pending or Confirmed booking can be cancelled.',
  refundNotCompleted:
    'Your booking is cancelled, but the refund could not be completed just now. We keep trying for you: you do not need to do anything.',
  onlyPendingOrConfirmedAmended: 'Only a Pending or Confirmed booking can be amended.',
  amendmentKeepsTour: 'An amendment keeps the tour of the booking.',
  amendmentAlreadyPending: 'An amendment of this booking is already waiting for a decision.',
  cancellationPending: 'A cancellation of this booking is waiting for a decision.',
  amendmentChangesNothing: 'The amendment changes nothing.',
  onlyPendingAmendmentDecided:
    'Only an amendment waiting for a decision can be approved or rejected.',
  amendmentBalanceUnpaid: 'The balance of this amendment is not paid yet.',
  amendmentBalanceAlreadyPaid: 'The balance of this amendment is already paid.',
  onlyPendingAmendmentPaid: 'Only an amendment waiting for a decision can be paid.',
  onlyPendingAmendmentWithdrawn:
    'Only an amendment waiting for a decision can be withdrawn: this one was approved or rejected.',
  travellerNamed: 'The traveller is named on your booking.',
  everyTravellerNamed: 'Every traveller of this booking already has a name.',
  onlyPendingOrConfirmedTravellersNamed:
    'Only a Pending or Confirmed booking can take a traveller’s name.',
  travellerRenamed: 'The traveller’s name is corrected on your booking.',
  travellerRemoved: 'The traveller is no longer named on your booking.',
  leadTravellerStays:
    'The lead traveller stays on the booking: correct their name instead of removing them.',
  travellerNameTaken:
    'Another traveller of this booking has this name already. Add a middle name to tell them apart.',
  onlyPendingOrConfirmedTravellersChanged:
    'Only the travellers of a Pending or Confirmed booking can be changed.',
  amendmentPaymentUnchecked:
    'We could not check the payment of your amendment just now; nothing changed. Please try again in a moment.',
  amendmentWithdrawn:
    'Your amendment request is withdrawn; your booking stays as it is. You can ask for another change.',
  amendmentNoBalance: 'This amendment has no balance to pay.',
  bookingNoLongerAmendable: 'The booking can no longer be amended.',
  amendmentTrailStarted: 'The tour of this booking has started: it can no longer be amended.',
  balancePaymentUnavailable:
    'The payment page for the balance could not be prepared. Please try again in a moment.',
  amendmentMoneyPending:
    'The decision is recorded, but the money could not be moved just now. We keep trying: you do not need to decide again.',
  supplierNotMessageable: 'This booking cannot message the supplier; write to the admin instead.',

  // A ticket scanned by its supplier (the check's verdicts)
  ticketForged: 'Invalid: this code was not signed by Lanka Trails (forged, altered or mistyped).',
  ticketUnknown: 'Invalid: no booking of your tours has this ticket.',
  ticketNotConfirmed: 'Not valid yet: the booking is Pending, waiting for the supplier to confirm.',
  ticketRejected: 'Invalid: the booking was rejected.',
  ticketCancelled: 'Invalid: the booking was cancelled.',
  ticketCompleted: 'Invalid: the tour of this booking is already completed.',
  ticketInDispute: 'Invalid: the booking is in dispute.',
  // …and what the ticket itself says of its validity
  ticketShowToGuide: 'Show this ticket to your guide at pick-up.',
  ticketValidOnceConfirmed:
    'Waiting for the supplier to confirm: this ticket is valid once the booking is Confirmed.',

  // Any call: the API's generic answers
  notFoundAnswer: 'Not found.',
  unauthenticated: 'Unauthenticated.',
  dataInvalid: 'The given data was invalid.',
  tooManyRequests: 'Too many requests, please try again later.',
  internalError: 'Internal server error.',
  badRequest: 'Bad request.',
  requestBodyRequired: 'The request body is required.',
  requestBodyEmpty: 'The request body is empty.',
  requestBodyTooLarge: 'The request body is too large.',
  requestBodyNotJson: 'The request body is not valid JSON.',
  /** The router's own refusals of a path: not valid URL encoding, a parameter too long (414). */
  addressNotValid: 'The address is not valid.',
  addressTooLong: 'The address is too long.',
  giveFieldOnce: 'Give this field once.',
  databaseUnavailable: 'Database unavailable.',
} as const;

export type MessageName = keyof typeof MESSAGES;
export type Message = (typeof MESSAGES)[MessageName];

/** The location page's grid title. */
export function activitiesStartingFrom(location: string): string {
  return `Activities & Tours starting from ${location}`;
}

/** Beyond the spec (ADR 196): a new password shorter than the rule (ADR 010). */
export function passwordTooShort(minLength: number): string {
  return `The password must be at least ${minLength} characters.`;
}

/** Beyond the spec (ADR 196): the login limits' answer (429), with how long to wait. */
/**
 * Beyond the spec: a search page past the last one (an address typed or kept from before the
 * results shrank). "No experiences match" would contradict the count above it.
 */
export function pastLastPage(page: number, last: number): string {
  return `There is no page ${page} of these trails: they end on page ${last}.`;
}

export function tryAgainIn(seconds: number): string {
  return `Too many attempts, please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/**
 * Beyond the spec: a supplier at the customer login, by password (the API's 403) or social
 * sign-in — suppliers log in on their own site (spec §6, ADR 061).
 */
export function supplierLogsInElsewhere(supplierSiteUrl: string): string {
  return `This is a supplier account. Please log in on the supplier site at ${supplierSiteUrl}.`;
}

/**
 * Beyond the spec's words: Log Out after a social sign-in. The site cannot end someone's whole
 * Google/Facebook/X session without signing them out of every other site (ADR 082).
 */
export function stillSignedInWith(provider: string): string {
  return `You are logged out of Lanka Trails. You are still signed in to ${provider}: sign out there too on a shared device.`;
}

/**
 * Beyond the spec (ADR 283): under a total priced without scripts, what it is the price of.
 * Nothing redraws that total when a field changes, so it names the party, date and place.
 */
export function totalPricedFor(party: string, date: string, place: string): string {
  return `Priced for ${party} on ${date}, pick-up at ${place}`;
}

// ── The cart page's answers to a change (beyond the spec, ADR 268)

/** An item of the cart changed by its edit form: its tour's name. */
export function updatedInCart(name: string): string {
  return `${name} was updated in your cart`;
}

/** An item taken out of the cart; a tour whose name cannot be read now is "A trail". */
export function removedFromCart(name = 'A trail'): string {
  return `${name} was removed from your cart`;
}

/** The cart's last item taken out: said where the empty cart sends the visitor (search, spec §4). */
export function emptiedCart(name?: string): string {
  return `${removedFromCart(name)}. ${MESSAGES.cartEmpty}.`;
}

// ── The API's answers with a value (beyond the spec, ADR 196 and 203)

/** A date with fewer places left than the party needs. */
export function placesLeftOnDate(places: number): string {
  return `Only ${places} ${places === 1 ? 'place is' : 'places are'} left on this date`;
}

/** A party larger than the tour's largest group price. */
export function groupTooLarge(travellers: number): string {
  return `This tour takes groups of up to ${travellers} travellers`;
}

/** A date past the booking horizon (beyond the spec, ADR 272); `date` as the product writes dates. */
export function lastAvailableDate(date: string): string {
  return `Bookings open a year ahead: the last available date is ${date}`;
}

/** A date before the tour's lead time allows; `date` as the product writes dates. */
export function firstAvailableDate(date: string): string {
  return `The first available date is ${date}`;
}

/**
 * Beyond the spec: the search page when its address names a date before today (a plain-HTML
 * form post, an old link). The date is left out of the search; `date` as the product writes dates.
 */
export function searchDatePassed(date: string): string {
  return `${date} has passed, so these are experiences on any date. Choose today or a later date to see what runs that day.`;
}

/**
 * Beyond the spec: the search page when its address names a date past the booking horizon (ADR
 * 272). The date is left out of the search; dates as the product writes them.
 */
export function searchDateTooFar(date: string, last: string): string {
  return `Bookings open a year ahead, until ${last}, so these are experiences on any date rather than on ${date}. Choose an earlier date to see what runs that day.`;
}

/**
 * Beyond the spec: the search page when a search form sent without scripts carried a date it
 * cannot read ("31/02/2027", "12/2027"). The date is left out of the search, and the page says so.
 */
export function searchDateUnreadable(typed: string): string {
  return `“${typed}” is not a date, so these are experiences on any date. Enter a date as dd/mm/yyyy to see what runs that day.`;
}

/**
 * Beyond the spec: a search whose typed pick-up place names no location ("Nowhere") runs without
 * a place, and says so rather than look like an answer for it.
 */
export function searchPlaceUnknown(typed: string): string {
  return `There is no pick-up place called “${typed}”, so these are trails from every pick-up place. Correct the place to see the trails that start there.`;
}

/**
 * Beyond the spec: why a cart item's date can no longer be booked (the cart was kept for days,
 * or filled before the booking horizon, ADR 275). Said at the item in the cart and in the
 * order review, before checkout refuses it; each adds where to change it.
 */
export const DATE_PASSED = 'This date has passed.';

/** A date past the booking horizon; `last` as the product writes dates (ADR 275). */
export function dateTooFar(last: string): string {
  return `Bookings open a year ahead, until ${last}.`;
}

/**
 * A checkout's refusal of one cart item, naming it: with several tours in the cart the field's
 * own message ("This date is sold out") did not say which (ADR 275). `date` as the product
 * writes dates.
 */
export function cartItemRefused(title: string, date: string, message: string): string {
  return `${title}, ${date}: ${message}`;
}

/** A cart item whose price changed since the traveller saw it; `price` formatted. */
export function priceNowIs(title: string, price: string): string {
  return `The price of ${title} is now ${price}.`;
}

/** A client past a request limit (429); `seconds` is what Retry-After says. */
export function tooManyRequestsWait(seconds: number): string {
  return `Too many requests, please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/** The ticket of a booking that is no longer Pending or Confirmed; `status` as the site names it. */
export function ticketNotValid(status: string): string {
  return `This booking is ${status}: this ticket is not valid.`;
}

/**
 * Beyond the spec: a field the API refused, said in the form's words — the field's label, then
 * the rule — never the API's key path (validation/api-refusal.ts).
 */
export const formRefusals = {
  required: (label: string) => `${label}: required`,
  atMost: (label: string, count: number) => `${label}: at most ${count} characters`,
  atLeast: (label: string, count: number) => `${label}: at least ${count} characters`,
  notEmail: (label: string) => `${label}: enter a valid email address, like name@example.com`,
  invalid: (label: string) => `${label}: please check this field`,
} as const;

/** Ajv's refusals of a request's field, named by its dotted path. */
export const fieldRefusals = {
  required: (field: string) => `The ${field} field is required.`,
  notAllowed: (field: string) => `The ${field} field is not allowed.`,
  notEmail: (field: string) => `The ${field} field must be a valid email address.`,
  notFormat: (field: string, format: string) => `The ${field} field must be a valid ${format}.`,
  notType: (field: string, type: string) => `The ${field} field must be of type ${type}.`,
  notOneOf: (field: string, values: string) => `The ${field} field must be one of ${values}.`,
  /** Any other rule: Ajv's own words for it (`must be <= 10`), else "is invalid". */
  other: (field: string, rule = 'is invalid') => `The ${field} field ${rule}.`,
  hasNul: (field: string) => `The ${field} field must not contain NUL characters.`,
  givenTwice: (field: string) => `The field "${field}" is given more than once.`,
} as const;

// ── The booking mails' words (beyond the spec, ADR 203), to the traveller and to the supplier.
// Apart from MESSAGES on purpose: the site imports MESSAGES whole and never shows a mail, and an
// export it does not import stays out of its bundle. The mails' layout (the facts table, the
// HTML, the escaping) stays with the mails in the API; the API's tests hold these byte for byte.

/**
 * The facts of a booking, as the mails' facts table, the e-ticket and its calendar file label
 * them: one name for each fact wherever a traveller or a supplier reads it.
 */
export const BOOKING_FACTS = {
  reference: 'Booking reference',
  tour: 'Tour',
  productCode: 'Product code',
  date: 'Date',
  pickup: 'Pick-up',
  pickupTime: 'Pick-up time',
  pickupLocation: 'Pick-up location',
  pickupPlace: 'Pick-up place',
  party: 'Party',
  travellers: 'Travellers',
  amount: 'Amount',
  freeCancellationUntil: 'Free cancellation until',
  freeCancellationEnded: 'Free cancellation ended',
  contact: 'Contact',
  supplier: 'Supplier',
  supplierContact: 'Supplier contact',
  yourBooking: 'Your booking',
} as const;

type MailWords = { subject: string; intro: string };

/** Every mail's greeting. */
const hello = (name: string) => `Hello ${name},`;

export const BOOKING_MAILS = {
  hello,
  /** Who a supplier without a work name is greeted as. */
  partner: 'partner',
  /** A subject names the booking after its topic. */
  subject: (topic: string, reference: string, title: string) => `${topic} — ${reference}, ${title}`,

  /**
   * The link under a traveller's mail to the booking's page (beyond the spec): logged out, the
   * page asks for the login and comes back to the booking.
   */
  seeBooking: 'See my booking',
  /** The link under the mail of a booking that ended (not confirmed): the site's front page. */
  findAnotherTour: 'Find another tour',
  /**
   * The close of a booking's mail to its lead traveller when another account booked it (a
   * cart's tour for a friend): they cannot log in to manage it, the booker can.
   */
  bookedForYou: (booker: string) =>
    `${booker} booked this tour for you and manages it (changes, cancellation, messages to the supplier) from their Lanka Trails account.`,

  /** A payment step of a booking, to the traveller (mails.ts). */
  traveller: {
    confirmed: {
      subject: 'Your booking is confirmed',
      intro: 'Your booking is confirmed and the amount below has been charged.',
      outro: 'Log in to your account to manage your booking.',
    },
    pending: {
      subject: 'Your booking is waiting for the supplier',
      intro:
        'Thank you! The amount below is held on your card, not charged. The supplier confirms the date; you are charged only then, and the hold is released if they cannot take you.',
      outro: 'We will mail you as soon as the supplier decides.',
    },
    rejected: {
      subject: 'Your booking could not be confirmed',
      intro:
        'Sorry, the supplier cannot take this booking. The amount held on your card has been released; you are not charged.',
      outro: 'Have a look for another date or tour on Lanka Trails.',
    },
    lapsed: {
      subject: 'Sorry, your booking could not be confirmed in time',
      intro:
        'We are sorry: the supplier did not confirm this booking in time, so we have released the amount held on your card before the hold ran out. You are not charged.',
      outro:
        'Have a look for another date or tour on Lanka Trails; we hope to see you on the trail.',
    },
  },

  /** A payment step of a booking, to its supplier (mails.ts). */
  supplier: {
    confirmed: { subject: 'Booking confirmed', intro: 'This booking is confirmed and paid.' },
    pending: {
      subject: 'New booking waiting for your decision',
      intro: 'A traveller booked and the amount is held. Please confirm or reject it.',
    },
    rejected: {
      subject: 'Booking rejected',
      intro: 'This booking was rejected; the hold is released.',
    },
    lapsed: {
      subject: 'Booking released: not decided in time',
      intro:
        'This booking waited for your decision until the hold on the traveller’s card was about to run out, so we released the hold: the booking is Rejected and the traveller has been told.',
    },
  },
  decideBefore: (when: string) => `Please decide before ${when}.`,
  /** The refund mail of a booking whose amendment balance was paid too: what comes back in all. */
  givenBackWithBalance: (total: string, balance: string) =>
    `In all ${total} comes back to your card: the booking’s amount below and the ${balance} you paid for the change you asked for.`,
  /** An amendment's paid balance refunded with a cancellation whose hold was released. */
  balanceComesBack: (balance: string) =>
    `The ${balance} you paid for the change you asked for comes back to your card; your bank may take a few days to show it.`,
  /**
   * The change an amendment asks for, in its request's mails: the booking as it is follows, so
   * the supplier (who approves it) and the traveller read both.
   */
  amendmentAsked: (change: {
    date: string;
    pickup: string;
    travellers: string;
    amount: string;
    balance: string;
  }) => [
    'The change asked for:',
    `${BOOKING_FACTS.date}: ${change.date}`,
    `${BOOKING_FACTS.pickup}: ${change.pickup}`,
    `${BOOKING_FACTS.travellers}: ${change.travellers}`,
    `New price: ${change.amount} (${change.balance})`,
    'The booking as it is now:',
  ],
  /** The balance of an amendment, in its mails. */
  amendmentBalance: (balanceCents: number, format: (cents: number) => string) =>
    balanceCents > 0
      ? `${format(balanceCents)} more to pay`
      : balanceCents < 0
        ? `${format(-balanceCents)} to give back`
        : 'the same price',
  /** The receipt line of an amendment's paid balance. */
  balancePaid: (balance: string) => `Paid: ${balance}.`,
  /**
   * The line an amendment's rejection mail adds when the amendment lapsed (ADR 223): nobody
   * decided it before its trail, or the booking can no longer be changed.
   */
  amendmentLapsed:
    'Your change was not decided in time: its tour date has come, or the booking can no longer be changed, so it cannot be made any more.',

  /** A step of managing a booking after it was bought (management-mails.ts). */
  management: {
    cancelled: {
      traveller: {
        subject: 'Your booking is cancelled',
        intro:
          'Your booking is cancelled free of charge. The money goes back to your card: a hold is released at once, a charge is refunded (your bank may take a few days to show it).',
      },
      supplier: {
        subject: 'Booking cancelled',
        intro: 'The traveller cancelled this booking; the seats are free.',
      },
    },
    'cancel-requested': {
      traveller: {
        subject: 'Your cancellation request was sent',
        intro:
          'The free-cancellation deadline has passed, so your cancellation is a request: the supplier or our team decides it and we mail you the answer.',
      },
      supplier: {
        subject: 'Cancellation requested',
        intro:
          'The traveller asks to cancel this booking after the free-cancellation deadline. Approve or decline it through the operations API: GET /api/ops/requests lists what waits for your decision.',
      },
    },
    'cancel-declined': {
      traveller: {
        subject: 'Your cancellation request was declined',
        intro: 'The supplier could not accept the late cancellation; your booking stays as it is.',
      },
      supplier: null,
    },
    refunded: {
      traveller: {
        subject: 'Your money is on its way back',
        intro: 'The amount of this cancelled booking was given back to your card.',
      },
      supplier: null,
    },
    'amendment-requested': {
      traveller: {
        subject: 'Your amendment request was sent',
        intro: 'The supplier decides your change; we mail you the answer.',
      },
      supplier: {
        subject: 'Amendment requested',
        intro:
          'The traveller asks to change this booking. Approve or reject it through the operations API: GET /api/ops/requests lists what waits for your decision.',
      },
    },
    /**
     * A change that costs more: its balance is paid first, so neither mail says the supplier
     * decides now (a tester read 'the supplier decides' and waited, unpaid).
     */
    'amendment-requested-unpaid': {
      traveller: {
        subject: 'Your amendment request was sent: please pay its balance',
        intro:
          'Your change costs more than your booking. Please pay its balance on your booking’s page (its Pay button): the supplier can accept the change only once it is paid. We mail you the answer.',
      },
      supplier: {
        subject: 'Amendment requested, balance not paid yet',
        intro:
          'The traveller asks to change this booking; the change costs more, and its balance is not paid yet. We mail you when it is: approve it then. You can reject it now through the operations API: GET /api/ops/requests lists what waits for your decision.',
      },
    },
    /** The balance of an amendment was paid: a receipt, and the supplier may now approve. */
    'amendment-balance-paid': {
      traveller: {
        subject: 'Payment received for your change',
        intro: 'We received the payment for the change you asked for. The supplier decides it now.',
      },
      supplier: {
        subject: 'Amendment paid, waiting for your decision',
        intro:
          'The traveller paid the balance of the change they asked for. Approve or reject it through the operations API: GET /api/ops/requests lists what waits for your decision.',
      },
    },
    /** A cancelled booking's hold released, and an amendment's paid balance refunded. */
    'released-with-balance': {
      traveller: {
        subject: 'Your money is on its way back',
        intro:
          'Your booking is cancelled: the hold on your card for its amount is released, so you are not charged it.',
      },
      supplier: null,
    },
    'amendment-approved': {
      traveller: {
        subject: 'Your booking was changed',
        intro: 'The supplier approved your change.',
      },
      supplier: { subject: 'Amendment approved', intro: 'The booking now has the new details.' },
    },
    message: {
      traveller: {
        subject: 'A new message about your booking',
        intro: 'You have a new message about your booking (answer it from the booking page):',
      },
      supplier: null,
    },
    /** The traveller withdrew their pending amendment (ADR 294): nothing left to decide. */
    'amendment-withdrawn': {
      traveller: {
        subject: 'Your amendment request is withdrawn',
        intro: 'You withdrew the change you asked for; your booking stays as it is.',
      },
      supplier: {
        subject: 'Amendment withdrawn',
        intro:
          'The traveller withdrew the change they asked for: there is nothing to decide, and the booking stays as it is.',
      },
    },
    'amendment-rejected': {
      traveller: {
        subject: 'Your amendment was not accepted',
        intro:
          'The supplier could not accept your change; your booking stays as it was, and any balance you paid is refunded.',
      },
      supplier: null,
    },
  } satisfies Record<string, { traveller: MailWords; supplier: MailWords | null }>,

  /** The traveller's reminder the day before the tour (scheduled-mails.ts). */
  tourReminder: {
    subject: 'Your tour is tomorrow',
    intro:
      'Your tour is tomorrow. Here is when and where you are picked up; please be ready a few minutes early.',
    outro: 'Log in to your account to see your booking or send the supplier a message.',
    pickupTimeUnknown: 'The supplier tells you the time (see the pick-up place).',
    cancellationIsRequest: (deadline: string) =>
      `${deadline}; a cancellation now is a request the supplier decides.`,
  },

  /** The supplier's reminder of a booking still waiting for a decision (scheduled-mails.ts). */
  holdReminder: {
    subject: 'Reminder: booking waiting for your decision',
    intro:
      'This booking is still waiting for your decision. The amount is held on the traveller’s card, not charged.',
    releaseAt: (when: string) =>
      `Please confirm or reject it before ${when}. If it is not decided by then, we release the hold and the booking is Rejected.`,
  },

  /** A traveller's message to the supplier or the admin (bookings/service.ts). */
  travellerMessage: {
    subject: (reference: string) => `Message about booking ${reference}`,
    wrote: (from: string, reference: string, about: string) =>
      `${from} wrote about booking ${reference} (${about}):`,
    /** Who wrote, when the account has no name. */
    someone: 'A traveller',
    /**
     * How the supplier or the admin answers (the site has no page of theirs for it): the
     * traveller sees the answer on their booking's page and by mail.
     */
    howToAnswer: (bookingId: number) =>
      `Answer the traveller through the operations API (POST /api/ops/bookings/${bookingId}/messages): they see your answer on their booking’s page and by mail.`,
  },

  /**
   * The traveller's invitation to review a Completed booking (reviews/request-job.ts); `date` as
   * the product writes dates, `days` the link's lifetime.
   */
  reviewRequest: {
    subject: (title: string, reference: string) =>
      `How was ${title}? Review your trip — ${reference}`,
    intro: (title: string, date: string) =>
      `Thank you for travelling with Lanka Trails. How was ${title} on ${date}? Tell other travellers with a few words, stars and up to three photos.`,
    link: 'Review my trip',
    linkLasts: (reference: string, days: number) =>
      `The link is for your booking ${reference} only; it works once, for ${days} days.`,
  },

  /** The guest's new account after a checkout: set a password (mails.ts). */
  setPassword: {
    subject: 'Set a password for your Lanka Trails account',
    intro:
      'We made a Lanka Trails account for your booking. Set a password to log in and manage it (the link works once, for 7 days):',
    link: 'Set my password',
  },
} as const;

// ── The accounts' mails' words (beyond the spec, ADR 209): an address to confirm or verify, a
// changed address, a mailed new password, an account taken over by a social sign-in. Apart from
// MESSAGES for the reason BOOKING_MAILS is (ADR 203): the site never shows a mail, and an export
// it does not import stays out of its bundle. The layout (HTML, escaping, where the link goes)
// stays with each mail in the API.

export const ACCOUNT_MAILS = {
  hello,
  /**
   * What to do with a mailed link, after the mail's ask: the plain text says how, the HTML mail
   * shows the link as a button after it.
   */
  openLink: (ask: string) => `${ask} by opening this link within 48 hours:`,
  beforeButton: (ask: string) => `${ask} within 48 hours:`,

  /** A new client's address, or the one an account changes to (accounts/email-confirmation.ts). */
  confirmEmail: {
    subject: 'Confirm your e-mail address for Lanka Trails',
    ask: {
      'sign-up': 'Thank you for joining Lanka Trails. Please confirm that this address is yours',
      change:
        'You asked to change the address of your Lanka Trails account to this one. It changes once you confirm it',
    },
    link: 'Confirm my e-mail address',
    notYou: 'If you did not ask for this, ignore this mail.',
  },

  /** To the old address, once the new one is confirmed (accounts/email-confirmation.ts). */
  emailChanged: {
    subject: 'The e-mail address of your Lanka Trails account was changed',
    /** `address` as the mail writes it (the HTML mail passes it escaped, in bold). */
    addressIsNow: (address: string) =>
      `The e-mail address of your Lanka Trails account is now ${address}.`,
    mailGoesThere: 'Mail about your account and bookings goes there from now on.',
    notYou: 'If you did not make this change, reply to this mail at once.',
  },

  /** A new supplier's address (accounts/service.ts). */
  verifySupplier: {
    subject: 'Verify your e-mail address for Lanka Trails',
    ask: 'Thank you for joining Lanka Trails as a supplier. Please verify your e-mail address',
    link: 'Verify my e-mail address',
    notYou: 'If you did not sign up, ignore this mail.',
  },

  /** A generated password, sealed in the outbox (accounts/service.ts, ADR 180). */
  newPassword: {
    subject: 'Your new Lanka Trails password',
    /** Followed by the password. */
    passwordIs: 'Your new password is:',
    howItWorks:
      'It works once, for one hour: when you log in with it, you choose a password of your own and every other session of your account is logged out. Until then your old password keeps working.',
    notYou: 'If you did not ask for a new password, you can ignore this mail.',
  },

  /** An unproven account handed to the address's proven owner (social/service.ts). */
  socialTakeOver: {
    subject: 'Your Lanka Trails account now signs in with your provider only',
    body: 'You signed in to Lanka Trails with an account provider that confirmed this address. The account on this address had not confirmed it, so its password and every earlier sign-in were ended. Sign in with your provider, or ask for a new password on the login page.',
  },
} as const;

// ── The mails of the two forms a visitor sends without an account (beyond the spec, ADR 209's
// addendum): an inquiry, mailed to support, and the confirmation of a deal subscription. The spec
// gives only the forms' answers (MESSAGES' inquiry and subscription entries), not these words.
// Apart from MESSAGES for the reason BOOKING_MAILS is (ADR 203); the layout (HTML, escaping, the
// mailto link) stays with the mails in the API.

export const VISITOR_MAILS = {
  /** The footer's inquiry form, to the support address (mail/inquiries.ts). */
  inquiry: {
    subject: (name: string) => `Inquiry from ${name}`,
    /** Under the visitor's message, before how to answer them. */
    signedBy: (name: string) => `— ${name}`,
    email: 'Email',
    phone: 'Phone',
  },

  /** A new subscription to deals, to the subscribed address (mail/inquiries.ts). */
  dealSubscription: {
    subject: 'You are subscribed to Lanka Trails deals',
    body: 'Thank you for subscribing. We will write when there are deals on trails in the Central Highlands.',
  },
} as const;
