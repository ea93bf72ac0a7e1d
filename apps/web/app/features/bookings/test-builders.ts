// Builders of the bookings feature's tests: a booking as the API answers it.
import type { Booking } from './api/get-my-booking.ts';

type Amendment = NonNullable<Booking['ammendments']>[number];

export function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 301,
    activity_id: 12,
    activity: {
      id: 12,
      title: 'Kandy Temple and Lake Walk',
      overview: 'A gentle morning walk around Kandy Lake to the Temple of the Tooth.',
      tour_id: 'LT-KDY-012',
      tour_type: { id: 1, type: 'Half day' },
      duration: 2,
      duration_value: 4,
      cover_image: '/media/kandy?w=960',
      full_seo_url: '/kandy-temple-and-lake-walk/details/12',
      user: {
        id: 7,
        supplier_profile: { work_name: 'Knuckles Trails', work_mobile: '+94 77 555 6677' },
      },
    },
    booking_reference: 'LT-2026-000301',
    contact_email: 'ama@example.com',
    contact_firstname: 'Ama',
    contact_lastname: 'Perera',
    contact_phone: '+94 77 000 0000',
    created_at: '2026-11-20T10:00:00Z',
    deleted_at: null,
    start_date: '2026-12-14',
    end_date: '2026-12-14',
    hotel_name: 'Queens Hotel',
    hotel_address: 'Dalada Veediya, Kandy',
    pickup_location: 'hotel',
    location_id: 3,
    remarks: null,
    num_adults: 2,
    num_children: 1,
    num_infants: 0,
    payment_amount: 90,
    payment_reference: 'pay_1',
    booking_amount: 90,
    status: 1,
    user_id: 7,
    alert_client: 0,
    travellers: [
      {
        id: 1,
        firstname: 'Ama',
        lastname: 'Perera',
        email: null,
        phone: null,
        lead_traveller: true,
      },
    ],
    pickup: { location_name: 'Kandy', pickup_time: '07:30' },
    contactable: true,
    payment_status: 'captured',
    cancellation: { deadline: '2026-12-13T02:00:00.000Z', free: true, requested_at: null },
    ammendments: [],
    ...overrides,
  };
}

/** An amendment as the booking's answer lists it: a request for 3 adults on 16/12, unpaid. */
export function amendment(overrides: Partial<Amendment> = {}): Amendment {
  return {
    id: 6,
    formatted_pickup_date: '16/12/2026',
    pickup_info: { location: { name: 'Kandy' } },
    num_adults: 3,
    num_children: 0,
    num_infants: 0,
    ammend_amount: 135,
    balance_amount: 45,
    status: 0,
    pay_link: null,
    balance_paid: false,
    ...overrides,
  };
}

export function page(
  data: Booking[],
  overrides: { current_page?: number; last_page?: number } = {},
) {
  return {
    data: {
      bookings: {
        current_page: overrides.current_page ?? 1,
        last_page: overrides.last_page ?? 1,
        per_page: 12,
        total: data.length,
        links: [],
        data,
      },
    },
  };
}
