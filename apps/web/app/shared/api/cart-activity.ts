// What a cart item keeps of its tour: enough to draw the cart and checkout without asking the API
// again. The booking panel builds it from the tour page; the cart adopts a plain post's item with
// it (ADR 259).
import type { Activity, CartItem } from './types.ts';

export function cartActivityOf(activity: Activity): CartItem['activity'] {
  return {
    id: activity.id,
    name: activity.title,
    image: activity.images[0]?.url ?? activity.cover_image,
    duration: activity.duration,
    duration_value: activity.duration_value,
    pickup_locations: activity.pickup_locations,
  };
}
