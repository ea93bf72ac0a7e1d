// The way back from a booking to My Bookings at the pages the traveller left (`?upcoming=2&
// completed=3`). The list hands its address to the booking page in the history entry's state
// (not in the booking's own address, which stays /account/booking/detail/{bid}); a booking opened
// otherwise (a mail's link, a new tab) goes back to the first pages.

const LIST = '/account/bookings';
const GROUPS = ['upcoming', 'completed'] as const;

/** The history state the list's View link gives the booking page. */
export type FromMyBookings = { readonly myBookings: string };

export function fromMyBookings(search: string): FromMyBookings {
  return { myBookings: search };
}

/**
 * My Bookings at the pages carried in `state`. Only the tables' page numbers are kept: the state
 * is whatever the history entry holds, so nothing else of it reaches the link.
 */
export function myBookingsHref(state: unknown): string {
  const search =
    typeof state === 'object' && state !== null && 'myBookings' in state
      ? state.myBookings
      : undefined;
  if (typeof search !== 'string') return LIST;
  const carried = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const group of GROUPS) {
    const page = carried.get(group);
    if (page !== null && /^[1-9]\d{0,8}$/.test(page)) kept.set(group, page);
  }
  const query = kept.toString();
  return query ? `${LIST}?${query}` : LIST;
}
