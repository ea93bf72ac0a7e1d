import { describe, expect, it } from 'vitest';
import { contract } from './contract.ts';
import { validatorFor } from './validator.ts';

const { schemas } = contract.components;

const validCheckoutItem = {
  start_date: '2026-12-14',
  activity_id: 12,
  location_id: 3,
  num_adults: 2,
  num_children: 0,
  num_infants: 0,
  pickup_location: 'hotel',
  hotel_name: 'Queens Hotel',
  hotel_address: 'Dalada Veediya, Kandy',
  contact_firstname: 'Anna',
  contact_lastname: 'Schmidt',
  contact_email: 'anna@example.com',
  contact_phone: '+49 170 1234567',
  travellers: [
    {
      firstname: 'Anna',
      lastname: 'Schmidt',
      email: 'anna@example.com',
      phone: '+49 170 1234567',
      lead_traveller: true,
    },
  ],
};

const validRegistration = {
  client_id: '2',
  client_secret: 'web-client',
  user_type: 3,
  first_name: 'Nimal',
  last_name: 'Perera',
  email: 'nimal.perera@example.com',
  password: 'correct horse',
  confim_password: 'correct horse',
};

describe('the examples of the contract', () => {
  it.each(Object.entries(schemas).filter(([, schema]) => schema.example !== undefined))(
    '%s has an example that its own schema accepts',
    (name, schema) => {
      const validate = validatorFor(name);
      expect(validate(schema.example), JSON.stringify(validate.errors)).toBe(true);
    },
  );
});

describe('request validation from the contract alone', () => {
  const checkoutItem = validatorFor('CheckoutBooking');

  it('accepts a hotel pick-up with hotel name and address', () => {
    expect(checkoutItem(validCheckoutItem)).toBe(true);
  });

  it('refuses a hotel pick-up without a hotel name', () => {
    expect(checkoutItem({ ...validCheckoutItem, hotel_name: undefined })).toBe(false);
    expect(checkoutItem({ ...validCheckoutItem, hotel_name: '' })).toBe(false);
  });

  it('refuses an airport pick-up without a flight number and time', () => {
    expect(checkoutItem({ ...validCheckoutItem, pickup_location: 'airport' })).toBe(false);
    expect(
      checkoutItem({
        ...validCheckoutItem,
        pickup_location: 'airport',
        flight_no: 'UL 504',
        flight_time: '06:40',
      }),
    ).toBe(true);
  });

  it('refuses a lead traveller without email or phone', () => {
    const [lead] = validCheckoutItem.travellers;
    expect(checkoutItem({ ...validCheckoutItem, travellers: [{ ...lead, phone: '' }] })).toBe(
      false,
    );
    expect(
      checkoutItem({ ...validCheckoutItem, travellers: [{ ...lead, email: 'not-an-email' }] }),
    ).toBe(false);
  });

  it('refuses a traveller list whose first entry is not the lead traveller', () => {
    const [lead] = validCheckoutItem.travellers;
    expect(
      checkoutItem({ ...validCheckoutItem, travellers: [{ ...lead, lead_traveller: false }] }),
    ).toBe(false);
  });

  it('accepts further travellers with names only', () => {
    const travellers = [
      ...validCheckoutItem.travellers,
      { firstname: 'Jonas', lastname: 'Schmidt', lead_traveller: false },
    ];
    expect(checkoutItem({ ...validCheckoutItem, travellers })).toBe(true);
  });

  it('refuses more than 4 adults, children or infants in a cart item', () => {
    expect(checkoutItem({ ...validCheckoutItem, num_adults: 5 })).toBe(false);
    expect(checkoutItem({ ...validCheckoutItem, num_children: 5 })).toBe(false);
    expect(checkoutItem({ ...validCheckoutItem, num_infants: -1 })).toBe(false);
  });

  it('refuses fields the contract does not know', () => {
    expect(checkoutItem({ ...validCheckoutItem, discount: 100 })).toBe(false);
    expect(validatorFor('SubscriptionRequest')({ email: 'a@b.lk', admin: true })).toBe(false);
  });

  it('refuses a token request with another grant type, and accepts the captcha payload', () => {
    const token = validatorFor('TokenRequest');
    const request = {
      client_id: '2',
      grant_type: 'password',
      client_secret: 'web-client',
      username: 'nimal.perera@example.com',
      password: 'secret',
    };
    expect(token(request)).toBe(true);
    expect(token({ ...request, altcha: 'eyJhbGciOiJTSEEtMjU2In0=' })).toBe(true);
    expect(token({ ...request, grant_type: 'client_credentials' })).toBe(false);
  });

  it('registers clients, and suppliers only with a business name', () => {
    const register = validatorFor('RegisterRequest');
    expect(register(validRegistration)).toBe(true);
    expect(register({ ...validRegistration, user_type: 2 })).toBe(false);
    expect(register({ ...validRegistration, user_type: 2, work_name: 'Knuckles Trails' })).toBe(
      true,
    );
    expect(register({ ...validRegistration, user_type: 1 })).toBe(false);
    expect(register({ ...validRegistration, email: 'nimal' })).toBe(false);
  });

  it('limits review feedback to 200 characters in the account and 500 with a token', () => {
    const account = validatorFor('AccountReviewRequest');
    const accountReview = { supplier_id: 7, activity_id: 12, rating: 5, feedback: 'x'.repeat(200) };
    expect(account(accountReview)).toBe(true);
    expect(account({ ...accountReview, feedback: 'x'.repeat(201) })).toBe(false);
    expect(account({ ...accountReview, rating: 0 })).toBe(false);

    const byToken = validatorFor('TokenReviewRequest');
    const tokenReview = {
      user_id: 42,
      supplier_user_id: 7,
      activity_id: 12,
      booking_id: 301,
      review_rating: 4,
      review_feedback: 'x'.repeat(500),
      token: 'rv_2b9c1e7f4a6d8e0f3a5c',
    };
    expect(byToken(tokenReview)).toBe(true);
    expect(byToken({ ...tokenReview, review_feedback: 'x'.repeat(501) })).toBe(false);
  });

  it('only lets the settings page change its own fields, an email to an address', () => {
    const update = validatorFor('ProfileFieldUpdateRequest');
    expect(update({ field: 'first_name', value: 'Nimal' })).toBe(true);
    expect(update({ field: 'email', value: 'nimal' })).toBe(false);
    expect(update({ field: 'password', value: 'short' })).toBe(false);
    expect(update({ field: 'user_type', value: '2' })).toBe(false);
  });

  it('caps the search page size at 50', () => {
    const limit = contract.paths['/api/search']?.get?.parameters?.find(
      (parameter) => (parameter as { name?: string }).name === 'limit',
    ) as { schema: Record<string, unknown> };
    const validate = validatorFor(limit.schema);
    expect(validate(50)).toBe(true);
    expect(validate(51)).toBe(false);
    expect(validate(0)).toBe(false);
  });
});
