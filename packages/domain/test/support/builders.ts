// Builders of valid forms; each test overrides only what it is about.
import type { BookingPanelForm } from '../../src/validation/booking-panel.ts';
import type {
  CheckoutForm,
  CheckoutItemForm,
  CheckoutPerson,
} from '../../src/validation/checkout.ts';
import type { ReviewForm } from '../../src/validation/review.ts';
import type { SignUpForm } from '../../src/validation/signup.ts';

export function aSignUpForm(overrides: Partial<SignUpForm> = {}): SignUpForm {
  return {
    firstName: 'Nimal',
    lastName: 'Perera',
    email: 'nimal@example.lk',
    password: 'tea-country-2026',
    confirmPassword: 'tea-country-2026',
    captchaSolved: true,
    ...overrides,
  };
}

export function aBookingPanelForm(overrides: Partial<BookingPanelForm> = {}): BookingPanelForm {
  return {
    activityId: 41,
    pickupLocation: 7,
    pickupDate: '2026-12-10',
    adults: 2,
    children: 0,
    infants: 0,
    estimateCents: 12_000,
    cartActivityIds: [],
    ...overrides,
  };
}

export function aReviewForm(overrides: Partial<ReviewForm> = {}): ReviewForm {
  return {
    rating: 4,
    feedback: 'Lovely walk above the clouds.',
    images: [{ name: 'summit.jpg', type: 'image/jpeg' }],
    ...overrides,
  };
}

export function aPerson(overrides: Partial<CheckoutPerson> = {}): CheckoutPerson {
  return {
    firstName: 'Anne',
    lastName: 'Fernando',
    email: 'anne@example.com',
    phone: '+94 77 123 4567',
    ...overrides,
  };
}

export const NOBODY: CheckoutPerson = { firstName: '', lastName: '', email: '', phone: '' };

export function aCheckoutItem(overrides: Partial<CheckoutItemForm> = {}): CheckoutItemForm {
  return {
    leadTraveller: aPerson(),
    pickupType: 'hotel',
    hotelName: 'Earl’s Regency',
    hotelAddress: 'Tennekumbura, Kandy',
    flightNumber: '',
    flightTime: '',
    contact: aPerson(),
    ...overrides,
  };
}

export function aCheckoutForm(overrides: Partial<CheckoutForm> = {}): CheckoutForm {
  return {
    items: [aCheckoutItem()],
    agreedToTerms: true,
    agreedToRefundPolicy: true,
    ...overrides,
  };
}
