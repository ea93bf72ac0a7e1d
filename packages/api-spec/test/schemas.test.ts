import { describe, expect, it } from 'vitest';
import { contract } from './contract.ts';

const { schemas } = contract.components;

// One schema per entity of spec §3.
const specEntities = [
  'UserProfile',
  'AuthSession',
  'SupplierProfile',
  'Activity',
  'ClientReview',
  'MyReviewEntry',
  'ReviewImage',
  'Booking',
  'Amendment',
  'BookingMessage',
  'CheckoutBooking',
  'CartItem',
  'MyBookingsPage',
  'Deal',
  'Favourite',
  'LocationOption',
  'Category',
  'LocationPage',
  'Slider',
  'FeaturedCategory',
  'TravelInspiration',
  'SiteContent',
  'SiteSettings',
  'ReviewState',
];

const properties = (name: string): Record<string, unknown> => {
  const schema = schemas[name] ?? {};
  const parts = (schema.allOf as Record<string, unknown>[] | undefined) ?? [schema];
  return Object.assign(
    {},
    ...parts.map((part) =>
      typeof part.$ref === 'string'
        ? properties(part.$ref.replace('#/components/schemas/', ''))
        : (part.properties ?? {}),
    ),
  ) as Record<string, unknown>;
};

describe('the schemas of the contract', () => {
  it.each(specEntities)('has the spec §3 entity %s with an example', (name) => {
    expect(schemas[name]).toBeDefined();
    expect(schemas[name]?.example).toBeDefined();
  });

  it.each([
    ['Activity', 'exclision'],
    ['Activity', 'condtions'],
    ['Activity', 'itinery'],
    ['ItineraryEntry', 'summery'],
    ['Booking', 'ammendments'],
    ['LocationPage', 'aktivity_count'],
    ['RegisterRequest', 'confim_password'],
  ])('keeps the published spelling %s.%s', (schema, field) => {
    expect(properties(schema)).toHaveProperty(field);
  });

  it.each([
    ['BookingStatus', [0, 1, 2, 3, 4, 5]],
    ['TourType', [1, 2, 3]],
    ['DurationUnit', [1, 2, 3]],
    ['PricingBasis', [1, 2]],
    ['UserType', [2, 3]],
    ['ListingStatus', [0, 1, 2]],
    ['PickupType', ['airport', 'hotel', 'other']],
  ])('codes %s as %j', (name, values) => {
    expect(schemas[name]?.enum).toEqual(values);
  });

  it('shapes every error as { message, errors? }', () => {
    expect(schemas.Error).toMatchObject({
      required: ['message'],
      properties: { message: { type: 'string' }, errors: { type: 'object' } },
    });
  });

  it('pages my bookings by 12', () => {
    expect(properties('MyBookingsPage').per_page).toEqual({ type: 'integer', const: 12 });
  });
});
