// Type tests (vitest --typecheck): the contract decides what compiles.
import { assertType, describe, expectTypeOf, it } from 'vitest';
import type {
  Activity,
  ApiError,
  Booking,
  BookingStatus,
  CheckoutBooking,
  Schemas,
} from '../src/client.ts';
import { createApiClient } from '../src/client.ts';

const client = createApiClient({ baseUrl: 'https://api.trails.test' });

describe('the typed client', () => {
  it('accepts a right call and types its answer', async () => {
    const { data, error } = await client.GET('/api/activity', { params: { query: { id: 12 } } });
    // openapi-fetch flattens the answer type, so compare by assignability both ways.
    expectTypeOf(data).toExtend<{ data: Activity } | undefined>();
    expectTypeOf<{ data: Activity }>().toExtend<NonNullable<typeof data>>();
    expectTypeOf(data?.data.tour_type).toEqualTypeOf<1 | 2 | 3 | undefined>();
    expectTypeOf(error).toExtend<ApiError | undefined>();
    expectTypeOf(error?.errors).toEqualTypeOf<Record<string, string[]> | undefined>();

    const booking = await client.GET('/api/account/my-bookings/show/{id}', {
      params: { path: { id: 301 } },
    });
    expectTypeOf(booking.data).toExtend<{ data: Booking } | undefined>();
    expectTypeOf<Booking['status']>().toEqualTypeOf<BookingStatus>();
    expectTypeOf<BookingStatus>().toEqualTypeOf<0 | 1 | 2 | 3 | 4 | 5>();
  });

  it('rejects a path the contract does not publish', () => {
    // @ts-expect-error there is no /api/booking/amend, the published path is /api/booking/ammend
    void client.POST('/api/booking/amend', { body: {} });
    // @ts-expect-error /api/activity/cost is a POST
    void client.GET('/api/activity/cost');
  });

  it('rejects a call without a required parameter', () => {
    // @ts-expect-error the id query parameter is required
    void client.GET('/api/activity', { params: { query: {} } });
    // @ts-expect-error the booking id path parameter is required
    void client.GET('/api/account/my-bookings/show/{id}');
  });

  it('rejects a body of the wrong type', () => {
    // @ts-expect-error aid is a number
    void client.POST('/api/activity/cost', { body: { aid: '12', pul: 3 } });
    // @ts-expect-error the subscription body needs an email
    void client.POST('/api/email/sub', { body: {} });
    // @ts-expect-error the published wire name is confim_password
    assertType<Schemas['RegisterRequest']>({ confirm_password: 'x' });
  });

  it('types the published misspellings', () => {
    expectTypeOf<Activity>().toHaveProperty('exclision');
    expectTypeOf<Activity>().toHaveProperty('condtions');
    expectTypeOf<Booking>().toHaveProperty('ammendments');
    expectTypeOf<CheckoutBooking['pickup_location']>().toEqualTypeOf<
      'airport' | 'hotel' | 'other'
    >();
  });
});
