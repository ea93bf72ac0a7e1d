import { describe, expect, test } from 'vitest';
import {
  ACCOUNT_MAILS,
  activitiesStartingFrom,
  API_MESSAGES,
  BOOKING_MAILS,
  fieldRefusals,
  firstAvailableDate,
  groupTooLarge,
  MESSAGES,
  placesLeftOnDate,
  priceNowIs,
  passwordTooShort,
  stillSignedInWith,
  supplierLogsInElsewhere,
  ticketNotValid,
  tooManyRequestsWait,
  totalPricedFor,
  pastLastPage,
  tryAgainIn,
  VISITOR_MAILS,
} from '../src/messages.ts';

describe('spelling fixes to the original copy', () => {
  test.each([
    ['notFound', 'Oops! We could not find the page you are looking for.'],
    ['reviewAddedByToken', 'Review successfully added!'],
    ['pickupLocationRequired', 'Please select pick-up location'],
    ['pickupLocationFirst', 'Please select pick-up location first'],
    ['loggingIn', 'Logging you in, please wait'],
    ['inquiryFailed', 'Could not send request'],
    ['subscriptionFailed', 'Could not send request'],
    ['requestFailed', 'Could not send request'],
    ['profileUpdated', 'Your profile was updated'],
    ['amendmentRequestSent', 'Amendment request sent.'],
  ] as const)('%s reads %j', (name, text) => {
    expect(MESSAGES[name]).toBe(text);
  });

  test('no misspelling of the original survives anywhere in the catalogue', () => {
    const all = [...Object.values(MESSAGES), ...Object.values(API_MESSAGES)].join('\n');
    for (const typo of [
      'Opps',
      'sucess',
      'loaction',
      'Loggin ',
      'sent request',
      'sent Request',
      'profie',
      'Ammend',
      'requet',
    ]) {
      expect(all).not.toContain(typo);
    }
  });
});

describe('verbatim copy', () => {
  test.each([
    ['cartEmpty', 'Your cart is empty'],
    ['noRatingsYet', 'No Ratings yet'],
    ['noSearchResults', 'Sorry, no experiences matching your search.'],
    ['noUpcomingTours', 'No upcoming tours found'],
    ['paymentComplete', 'Thank you! Payment complete, please login to manage your booking'],
    ['emailVerified', 'Email Verified!'],
    ['emailVerificationFailed', 'Email Verification failed!'],
    ['messageRemovedByAdmin', '*Removed by admin'],
    ['noAdditionalTaxesAndFees', 'No additional taxes & fees'],
    ['lowestPriceGuarantee', 'Lowest Price Guarantee'],
    ['globalSupport', '24/7 Global Support'],
    ['confirmEmailAddress', 'Confirm email address'],
    ['yesProceed', 'Yes, Proceed'],
    ['lastActivityQuestion', 'How is your last Activity?'],
    ['reviewNow', 'Review Now'],
    ['weWouldSuggest', 'We Would Suggest'],
    ['invalidLogin', 'Invalid login information'],
    ['loginSuccessful', 'Login successful'],
    ['errorFetchingData', 'Error fetching data'],
    ['couldNotProcessRegistration', 'Could not process registration'],
    ['processingRegistration', 'Processing registration, please wait...'],
    ['registrationComplete', 'Registration complete'],
    ['couldNotLoadData', 'Could not load data'],
    ['couldNotLoadBookings', 'Could not load data for bookings'],
    ['noDataFound', 'No data found'],
    ['couldNotProcessBooking', 'Could not process the booking'],
    ['placingBooking', 'Placing your booking'],
    ['sendingForPayment', 'Sending you for payment.'],
    ['inquirySent', 'Message sent!'],
    ['subscribed', 'Email address subscribed'],
    ['errorLoadingLocations', 'Error loading locations'],
    ['couldNotProcessAction', 'Could not process action'],
    ['addedToFavourites', 'Item added to favorites'],
    ['removingFromFavourites', 'Removing item from favorites'],
    ['itemRemoved', 'Item removed'],
    ['updating', 'Updating...'],
    ['addedToCart', 'Item added to your cart'],
    ['accountNotFound', 'We could not find your account'],
    ['sendingNewPassword', 'Sending you a new password'],
    ['newPasswordSent', 'We just sent you a new password'],
    ['couldNotUpdateProfile', 'Could not update profile'],
    ['couldNotUploadImage', 'Could not upload image'],
    ['couldNotDeleteData', 'Could not delete data'],
    ['reviewAdded', 'Review added...'],
    ['messageSent', 'Message sent...'],
    ['emailRequired', 'We need your Email'],
    ['passwordRequired', 'Password can not be empty'],
    ['captchaRequired', 'Complete the Captcha before proceeding'],
    ['required', 'Required'],
    ['invalidEmailAddress', 'invalid email address'],
    ['passwordsDoNotMatch', 'Passwords do not match'],
    ['nameMandatory', 'Name field is mandatory'],
    ['emailMandatory', 'Email field is mandatory'],
    ['phoneMandatory', 'Phone field is mandatory'],
    ['messageMandatory', 'Message field is mandatory'],
    ['emailNotValid', 'Email not valid'],
    ['pickupDateRequired', 'Please select pick-up date'],
    ['adultsRequired', 'Please select number of adults'],
    ['bookingFormIncorrect', 'Please fill the booking form correctly'],
    ['alreadyInCart', 'This item already exists in your cart'],
    ['rateYourActivity', 'Rate your activity'],
    ['writeYourReview', 'Write your review'],
    ['maxReviewImages', 'Maximum 3 images can upload'],
    ['leadFirstNameRequired', 'Lead traveler first name can not be empty'],
    ['leadLastNameRequired', 'Lead traveler last name can not be empty'],
    ['leadEmailRequired', 'Lead traveler email can not be empty'],
    ['leadPhoneRequired', 'Lead traveler phone can not be empty'],
    ['hotelNameRequired', 'Pick-up hotel name can not be empty'],
    ['hotelAddressRequired', 'Pick-up hotel address can not be empty'],
    ['flightNumberRequired', 'Pick-up flight number can not be empty'],
    ['flightTimeRequired', 'Pick-up flight time can not be empty'],
    ['contactFirstNameRequired', 'Contact first name can not be empty'],
    ['contactLastNameRequired', 'Contact last name can not be empty'],
    ['contactEmailRequired', 'Contact email can not be empty'],
    ['contactPhoneRequired', 'Contact phone can not be empty'],
    ['termsRequired', 'You need to agree to terms & conditions'],
    ['refundPolicyRequired', 'You need to agree to Refund Policy'],
  ] as const)('%s reads %j', (name, text) => {
    expect(MESSAGES[name]).toBe(text);
  });

  test('the location page grid title names the location', () => {
    expect(activitiesStartingFrom('Kandy')).toBe('Activities & Tours starting from Kandy');
  });

  test('a supplier at the customer login is sent to the supplier site, by its address', () => {
    expect(supplierLogsInElsewhere('https://suppliers.example.com')).toBe(
      'This is a supplier account. Please log in on the supplier site at https://suppliers.example.com.',
    );
  });

  test('Log Out after a social sign-in says the provider session goes on', () => {
    expect(stillSignedInWith('Google')).toBe(
      'You are logged out of Lanka Trails. You are still signed in to Google: sign out there too on a shared device.',
    );
  });
});

describe("the API's own answers (beyond the spec, ADR 196)", () => {
  test('a short password names the minimum length', () => {
    expect(passwordTooShort(8)).toBe('The password must be at least 8 characters.');
  });

  test('the login limit says how long to wait, one second in the singular', () => {
    expect(pastLastPage(5, 4)).toBe('There is no page 5 of these trails: they end on page 4.');
    expect(tryAgainIn(1)).toBe('Too many attempts, please try again in 1 second.');
    expect(tryAgainIn(30)).toBe('Too many attempts, please try again in 30 seconds.');
  });

  test('a client past a request limit is told the seconds its Retry-After gives', () => {
    expect(tooManyRequestsWait(42)).toBe('Too many requests, please try again in 42 seconds.');
    // One second is "1 second", as the login limits' answer says it (it read "1 seconds").
    expect(tooManyRequestsWait(1)).toBe('Too many requests, please try again in 1 second.');
  });

  test('a date with too few places says how many are left, one place in the singular', () => {
    expect(placesLeftOnDate(1)).toBe('Only 1 place is left on this date');
    expect(placesLeftOnDate(3)).toBe('Only 3 places are left on this date');
  });

  test('the price refusals name the group size, the first date and the new price', () => {
    expect(groupTooLarge(6)).toBe('This tour takes groups of up to 6 travellers');
    expect(firstAvailableDate('05/12/2026')).toBe('The first available date is 05/12/2026');
    expect(priceNowIs('Sigiriya at dawn', '$1,204.50')).toBe(
      'The price of Sigiriya at dawn is now $1,204.50.',
    );
  });

  test('a total priced without scripts names the party, date and place it is for (ADR 283)', () => {
    expect(totalPricedFor('2 adults, 1 child', '15/01/2027', 'Peradeniya')).toBe(
      'Priced for 2 adults, 1 child on 15/01/2027, pick-up at Peradeniya',
    );
  });

  test("a request's refused field is named by its path", () => {
    expect(fieldRefusals.required('booking.0.start_date')).toBe(
      'The booking.0.start_date field is required.',
    );
    expect(fieldRefusals.other('page')).toBe('The page field is invalid.');
    expect(fieldRefusals.other('page', 'must be >= 1')).toBe('The page field must be >= 1.');
    expect(fieldRefusals.givenTwice('grant_type')).toBe(
      'The field "grant_type" is given more than once.',
    );
  });
});

test('every message is a non-blank single line without stray white space', () => {
  for (const text of [...Object.values(MESSAGES), ...Object.values(API_MESSAGES)]) {
    expect(text.trim()).toBe(text);
    expect(text).not.toBe('');
    expect(text).not.toContain('\n');
  }
});

test('the site’s catalogue and the API’s own answers name no message twice', () => {
  const shared = Object.keys(API_MESSAGES).filter((name) => name in MESSAGES);
  expect(shared).toEqual([]);
});

test('a closed booking’s ticket names its status', () => {
  expect(ticketNotValid('Canceled')).toBe('This booking is Canceled: this ticket is not valid.');
});

describe('the booking mails’ words (ADR 203)', () => {
  test('a subject names the booking after its topic', () => {
    expect(
      BOOKING_MAILS.subject(BOOKING_MAILS.traveller.confirmed.subject, 'LT-AB12', 'Sigiriya'),
    ).toBe('Your booking is confirmed — LT-AB12, Sigiriya');
    expect(BOOKING_MAILS.hello('Anna')).toBe('Hello Anna,');
  });

  test('every step a traveller is mailed about has a subject and an opening line', () => {
    const steps = [
      ...Object.values(BOOKING_MAILS.traveller),
      ...Object.values(BOOKING_MAILS.supplier),
      ...Object.values(BOOKING_MAILS.management).flatMap((step) =>
        step.supplier ? [step.traveller, step.supplier] : [step.traveller],
      ),
    ];
    for (const { subject, intro } of steps) {
      for (const text of [subject, intro]) {
        expect(text.trim()).toBe(text);
        expect(text).not.toBe('');
        expect(text).not.toContain('\n');
      }
    }
  });

  test('a reminder of a held booking gives the deadline in its sentence', () => {
    expect(BOOKING_MAILS.holdReminder.releaseAt('05/12/2026 09:00')).toBe(
      'Please confirm or reject it before 05/12/2026 09:00. If it is not decided by then, we release the hold and the booking is Rejected.',
    );
  });
});

describe('the accounts’ mails’ words (ADR 209)', () => {
  /** Every fixed line of the accounts' mails, so none is blank or broken over lines. */
  const lines = [
    ...Object.values(ACCOUNT_MAILS.confirmEmail.ask),
    ...[
      ACCOUNT_MAILS.confirmEmail,
      ACCOUNT_MAILS.emailChanged,
      ACCOUNT_MAILS.verifySupplier,
      ACCOUNT_MAILS.newPassword,
      ACCOUNT_MAILS.socialTakeOver,
    ].flatMap((mail) =>
      Object.values(mail).filter((value): value is string => typeof value === 'string'),
    ),
  ];

  test('every subject and line is one non-blank line', () => {
    expect(lines.length).toBeGreaterThan(15);
    for (const text of lines) {
      expect(text.trim()).toBe(text);
      expect(text).not.toBe('');
      expect(text).not.toContain('\n');
    }
  });

  test('a mailed link says how long it works, in the text and before the HTML button', () => {
    expect(ACCOUNT_MAILS.openLink(ACCOUNT_MAILS.verifySupplier.ask)).toBe(
      'Thank you for joining Lanka Trails as a supplier. Please verify your e-mail address by opening this link within 48 hours:',
    );
    expect(ACCOUNT_MAILS.beforeButton(ACCOUNT_MAILS.confirmEmail.ask['sign-up'])).toBe(
      'Thank you for joining Lanka Trails. Please confirm that this address is yours within 48 hours:',
    );
  });

  test('the old address is told the new one', () => {
    expect(ACCOUNT_MAILS.emailChanged.addressIsNow('new@example.com')).toBe(
      'The e-mail address of your Lanka Trails account is now new@example.com.',
    );
    expect(ACCOUNT_MAILS.hello('Anna')).toBe(BOOKING_MAILS.hello('Anna'));
  });

  test('a review request names the tour, the date, the booking and how long its link works', () => {
    const words = BOOKING_MAILS.reviewRequest;
    expect(words.subject('Sigiriya', 'LT-AB12')).toBe(
      'How was Sigiriya? Review your trip — LT-AB12',
    );
    expect(words.intro('Sigiriya', '03/12/2026')).toBe(
      'Thank you for travelling with Lanka Trails. How was Sigiriya on 03/12/2026? Tell other travellers with a few words, stars and up to three photos.',
    );
    expect(words.linkLasts('LT-AB12', 30)).toBe(
      'The link is for your booking LT-AB12 only; it works once, for 30 days.',
    );
  });
});

describe('the visitor mails’ words (ADR 209, addendum)', () => {
  test('an inquiry is mailed to support under the visitor’s name, signed with it', () => {
    expect(VISITOR_MAILS.inquiry.subject('Anna Schmidt')).toBe('Inquiry from Anna Schmidt');
    expect(VISITOR_MAILS.inquiry.signedBy('Anna Schmidt')).toBe('— Anna Schmidt');
  });

  test('every subject, label and line is one non-blank line', () => {
    const { inquiry, dealSubscription } = VISITOR_MAILS;
    for (const text of [
      inquiry.email,
      inquiry.phone,
      dealSubscription.subject,
      dealSubscription.body,
    ]) {
      expect(text.trim()).toBe(text);
      expect(text).not.toBe('');
      expect(text).not.toContain('\n');
    }
  });
});
