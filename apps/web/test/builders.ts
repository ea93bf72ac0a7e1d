// Builders of the wire objects the tests need, with realistic defaults.
import type { Activity, ActivityCard, CartItem } from '../app/shared/api/types.ts';

export function activityCard(overrides: Partial<ActivityCard> = {}): ActivityCard {
  return {
    id: 12,
    tour_id: 'LT-KDY-012',
    title: 'Kandy Temple and Lake Walk',
    overview: 'A gentle morning walk around Kandy Lake to the Temple of the Tooth.',
    tour_type: 1,
    duration: 2,
    duration_value: 4,
    cover_image: '/media/kandy-temple-walk-1?w=960',
    average_rating: 4.6,
    rating_count: 18,
    sold: 120,
    price: { selling_price: 45 },
    pricing_basis: 1,
    sale_type: 1,
    deals: null,
    categories: [{ category_id: 3, category: { id: 3, name: 'Culture' } }],
    seo_url: 'kandy-temple-and-lake-walk',
    full_seo_url: '/kandy-temple-and-lake-walk/details/12',
    ...overrides,
  };
}

export function activity(overrides: Partial<Activity> = {}): Activity {
  return {
    ...activityCard(),
    adults_age_from: 13,
    adults_age_to: 99,
    children_age_from: 4,
    children_age_to: 12,
    infant_age_from: 0,
    infant_age_to: 3,
    inclusion: '<ul><li>Guide</li></ul>',
    exclision: '<ul><li>Lunch</li></ul>',
    know: 'Wear clothes covering shoulders and knees.',
    condtions: 'Minimum two adults per booking.',
    know_policy: null,
    cancel_policy: 'Free cancellation up to 24 hours before the start (local time).',
    contact_number: '+94 77 555 6677',
    images: [{ id: 101, url: '/media/kandy-temple-walk-1?w=960', alt_text: 'Kandy Lake' }],
    itinery: [{ summery: 'Meet at the lake round and walk to the temple.' }],
    available_locations: [{ id: 11, loc_id: 3, location_name: 'Kandy' }],
    pickup_locations: [
      { id: 11, loc_id: 3, location_name: 'Kandy' },
      { id: 12, loc_id: 4, location_name: 'Peradeniya' },
    ],
    supplier_name: 'Knuckles Trails',
    seo_title: 'Kandy Temple and Lake Walk',
    seo_description: 'A half-day guided walk in Kandy.',
    user: { id: 7, supplier_profile: { work_name: 'Knuckles Trails', work_mobile: null } },
    include_adults: 1,
    include_children: 1,
    include_infants: 0,
    adults: [0, 1, 2, 3, 4].map((id) => ({ id, label: String(id) })),
    children: [0, 1, 2].map((id) => ({ id, label: String(id) })),
    infants: [],
    clientReviews: [],
    status: 1,
    ...overrides,
  } as Activity;
}

export function cartItem(overrides: Partial<CartItem> = {}, activityId = 12): CartItem {
  return {
    user_id: null,
    from_date: '2026-12-14',
    amount: 90,
    location_id: 3,
    adults: 2,
    children: 0,
    infants: 0,
    activity: {
      id: activityId,
      name: `Tour ${activityId}`,
      image: '/media/x?w=960',
      duration: 2,
      duration_value: 4,
      pickup_locations: [{ id: 11, loc_id: 3, location_name: 'Kandy' }],
    },
    bookNow: false,
    ...overrides,
  };
}
