import { describe, expect, test } from 'vitest';
import type { PickupType } from '../../src/pickup.ts';
import { contactSameAsLeadTraveller, validateCheckout } from '../../src/validation/checkout.ts';
import type { CheckoutForm, CheckoutItemForm } from '../../src/validation/checkout.ts';
import { aCheckoutForm, aCheckoutItem, aPerson, NOBODY } from '../support/builders.ts';

function anEmptyItem(pickupType: PickupType): CheckoutItemForm {
  return {
    leadTraveller: NOBODY,
    pickupType,
    hotelName: '',
    hotelAddress: '',
    flightNumber: '',
    flightTime: '',
    pickupPlace: '',
    contact: NOBODY,
  };
}

type Step = (item: CheckoutItemForm) => CheckoutItemForm;
const lead =
  (field: keyof CheckoutItemForm['leadTraveller'], value: string): Step =>
  (item) => ({
    ...item,
    leadTraveller: { ...item.leadTraveller, [field]: value },
  });
const contact =
  (field: keyof CheckoutItemForm['contact'], value: string): Step =>
  (item) => ({
    ...item,
    contact: { ...item.contact, [field]: value },
  });
const set =
  (
    field: 'hotelName' | 'hotelAddress' | 'flightNumber' | 'flightTime' | 'pickupPlace',
    value: string,
  ): Step =>
  (item) => ({ ...item, [field]: value });

/** The §5 order for one item: the message shown, then the edit that fixes it. */
function itemSteps(pickupType: PickupType): [string, Step][] {
  return [
    ['Lead traveler first name can not be empty', lead('firstName', 'Anne')],
    ['Lead traveler last name can not be empty', lead('lastName', 'Fernando')],
    ['Lead traveler email can not be empty', lead('email', 'anne@example.com')],
    ['Lead traveler phone can not be empty', lead('phone', '+94 77 123 4567')],
    ...(pickupType === 'hotel'
      ? ([
          ['Pick-up hotel name can not be empty', set('hotelName', 'Earl’s Regency')],
          ['Pick-up hotel address can not be empty', set('hotelAddress', 'Kandy')],
        ] as [string, Step][])
      : []),
    ...(pickupType === 'airport'
      ? ([
          ['Pick-up flight number can not be empty', set('flightNumber', 'UL 504')],
          ['Pick-up flight time can not be empty', set('flightTime', '21:40')],
        ] as [string, Step][])
      : []),
    ...(pickupType === 'other'
      ? ([['Pick-up place can not be empty', set('pickupPlace', 'Ella railway station')]] as [
          string,
          Step,
        ][])
      : []),
    ['Contact first name can not be empty', contact('firstName', 'Anne')],
    ['Contact last name can not be empty', contact('lastName', 'Fernando')],
    ['Contact email can not be empty', contact('email', 'anne@example.com')],
    ['Contact phone can not be empty', contact('phone', '+94 77 123 4567')],
  ];
}

describe('checkout checks, in the order of the spec', () => {
  test.each(['hotel', 'airport', 'other'] as const)(
    'filling in a checkout with %s pick-up field by field moves the first message through §5 in order, then terms, then refund policy',
    (pickupType) => {
      let form: CheckoutForm = {
        items: [anEmptyItem(pickupType)],
        agreedToTerms: false,
        agreedToRefundPolicy: false,
      };
      const seen: string[] = [];
      for (const [message, fix] of itemSteps(pickupType)) {
        const result = validateCheckout(form);
        expect(result.firstError?.message).toBe(message);
        expect(result.firstError?.itemIndex).toBe(0);
        seen.push(message);
        form = { ...form, items: [fix(form.items[0] ?? anEmptyItem(pickupType))] };
      }
      expect(validateCheckout(form).firstError).toEqual({
        field: 'terms',
        message: 'You need to agree to terms & conditions',
        itemIndex: undefined,
      });
      form = { ...form, agreedToTerms: true };
      expect(validateCheckout(form).firstError).toEqual({
        field: 'refundPolicy',
        message: 'You need to agree to Refund Policy',
        itemIndex: undefined,
      });
      form = { ...form, agreedToRefundPolicy: true };
      expect(validateCheckout(form)).toMatchObject({ ok: true, firstError: undefined });
      expect(seen).toHaveLength(pickupType === 'other' ? 9 : 10);
    },
  );

  test('checks every field of the first cart item before the second', () => {
    const result = validateCheckout(
      aCheckoutForm({
        items: [
          aCheckoutItem({ contact: aPerson({ phone: '' }) }),
          aCheckoutItem({ leadTraveller: aPerson({ firstName: '' }) }),
        ],
      }),
    );
    expect(result.firstError).toEqual({
      field: 'contactPhone',
      message: 'Contact phone can not be empty',
      itemIndex: 0,
    });
  });

  test('names the cart item that fails', () => {
    const result = validateCheckout(
      aCheckoutForm({
        items: [
          aCheckoutItem(),
          aCheckoutItem({ pickupType: 'airport', flightTime: ' ', flightNumber: 'UL 504' }),
        ],
      }),
    );
    expect(result.firstError).toEqual({
      field: 'flightTime',
      message: 'Pick-up flight time can not be empty',
      itemIndex: 1,
    });
  });

  test('an airport pick-up needs a flight the driver can meet, another pick-up its place (ADR 254)', () => {
    const result = validateCheckout(
      aCheckoutForm({
        items: [aCheckoutItem({ pickupType: 'airport', flightNumber: '??', flightTime: '25:99' })],
      }),
    );
    expect(result.itemErrors[0]).toEqual({
      flightNumber: 'Pick-up flight number: enter it as on your ticket, like UL 504',
      flightTime: 'Pick-up flight time: enter a time, like 14:30',
    });
    const fine = aCheckoutItem({
      pickupType: 'airport',
      flightNumber: 'UL 504',
      flightTime: '1430',
    });
    expect(validateCheckout(aCheckoutForm({ items: [fine] })).ok).toBe(true);
    const other = aCheckoutItem({ pickupType: 'other', pickupPlace: ' ' });
    expect(validateCheckout(aCheckoutForm({ items: [other] })).firstError).toEqual({
      field: 'pickupPlace',
      message: 'Pick-up place can not be empty',
      itemIndex: 0,
    });
    // A hotel pick-up's form may still hold an earlier airport choice's text: not checked.
    const hotel = aCheckoutItem({ pickupType: 'hotel', flightNumber: '??', flightTime: '25:99' });
    expect(validateCheckout(aCheckoutForm({ items: [hotel] })).ok).toBe(true);
  });

  test('cart items come before the agreements', () => {
    const result = validateCheckout(
      aCheckoutForm({
        items: [aCheckoutItem({ hotelAddress: '' })],
        agreedToTerms: false,
        agreedToRefundPolicy: false,
      }),
    );
    expect(result.firstError?.message).toBe('Pick-up hotel address can not be empty');
  });
});

describe('checkout errors per field', () => {
  test('every failing field of every item has its message', () => {
    const result = validateCheckout({
      items: [anEmptyItem('hotel'), aCheckoutItem(), anEmptyItem('airport')],
      agreedToTerms: false,
      agreedToRefundPolicy: false,
    });
    expect(result.ok).toBe(false);
    expect(result.itemErrors).toEqual([
      {
        leadFirstName: 'Lead traveler first name can not be empty',
        leadLastName: 'Lead traveler last name can not be empty',
        leadEmail: 'Lead traveler email can not be empty',
        leadPhone: 'Lead traveler phone can not be empty',
        hotelName: 'Pick-up hotel name can not be empty',
        hotelAddress: 'Pick-up hotel address can not be empty',
        contactFirstName: 'Contact first name can not be empty',
        contactLastName: 'Contact last name can not be empty',
        contactEmail: 'Contact email can not be empty',
        contactPhone: 'Contact phone can not be empty',
      },
      {},
      {
        leadFirstName: 'Lead traveler first name can not be empty',
        leadLastName: 'Lead traveler last name can not be empty',
        leadEmail: 'Lead traveler email can not be empty',
        leadPhone: 'Lead traveler phone can not be empty',
        flightNumber: 'Pick-up flight number can not be empty',
        flightTime: 'Pick-up flight time can not be empty',
        contactFirstName: 'Contact first name can not be empty',
        contactLastName: 'Contact last name can not be empty',
        contactEmail: 'Contact email can not be empty',
        contactPhone: 'Contact phone can not be empty',
      },
    ]);
    expect(result.errors).toEqual({
      terms: 'You need to agree to terms & conditions',
      refundPolicy: 'You need to agree to Refund Policy',
    });
  });

  test('white space only counts as empty', () => {
    const result = validateCheckout(
      aCheckoutForm({ items: [aCheckoutItem({ leadTraveller: aPerson({ email: ' \t ' }) })] }),
    );
    expect(result.itemErrors[0]).toEqual({ leadEmail: 'Lead traveler email can not be empty' });
  });

  test('a phone with no number in it is refused for the lead traveller and the contact', () => {
    const item = aCheckoutItem({
      leadTraveller: aPerson({ phone: 'abc' }),
      contact: aPerson({ phone: 'ask at hotel' }),
    });
    const result = validateCheckout(aCheckoutForm({ items: [item] }));
    expect(result.itemErrors[0]).toEqual({
      leadPhone: 'Lead traveler phone: enter a phone number, like +94 77 123 4567',
      contactPhone: 'Contact phone: enter a phone number, like +94 77 123 4567',
    });
    expect(result.firstError).toEqual({
      field: 'leadPhone',
      message: 'Lead traveler phone: enter a phone number, like +94 77 123 4567',
      itemIndex: 0,
    });
  });

  test('the fields of a pick-up type not chosen are not checked', () => {
    const other = aCheckoutItem({
      pickupType: 'other',
      pickupPlace: 'Ella railway station',
      hotelName: '',
      hotelAddress: '',
    });
    expect(validateCheckout(aCheckoutForm({ items: [other] })).ok).toBe(true);
    const hotel = aCheckoutItem({ pickupType: 'hotel', flightNumber: '', flightTime: '' });
    expect(validateCheckout(aCheckoutForm({ items: [hotel] })).ok).toBe(true);
  });

  test('a complete checkout passes with no errors', () => {
    expect(validateCheckout(aCheckoutForm({ items: [aCheckoutItem(), aCheckoutItem()] }))).toEqual({
      ok: true,
      firstError: undefined,
      errors: {},
      itemErrors: [{}, {}],
    });
  });

  test('an empty cart cannot be checked out', () => {
    expect(validateCheckout(aCheckoutForm({ items: [] })).firstError).toEqual({
      field: 'cart',
      message: 'Your cart is empty',
      itemIndex: undefined,
    });
  });
});

test('"Same as Lead Traveler" copies the lead traveller into the contact', () => {
  const leadTraveller = aPerson({ firstName: 'Kasun', email: 'kasun@example.lk' });
  expect(contactSameAsLeadTraveller(leadTraveller)).toEqual(leadTraveller);
  expect(contactSameAsLeadTraveller(leadTraveller)).not.toBe(leadTraveller);
});
