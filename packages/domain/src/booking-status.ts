// Booking status codes (PRODUCT-SPEC §4). Amendments use the same codes.

export const BookingStatus = {
  Pending: 0,
  Confirmed: 1,
  Rejected: 2,
  Canceled: 3,
  Completed: 4,
  Dispute: 5,
} as const;
export type BookingStatus = (typeof BookingStatus)[keyof typeof BookingStatus];

/** An amendment's status uses the booking codes. */
export const AmendmentStatus = BookingStatus;
export type AmendmentStatus = BookingStatus;

export const BOOKING_STATUSES: readonly BookingStatus[] = Object.values(BookingStatus);

/** A semantic colour name; the UI maps each to a theme token. */
export type StatusColour = 'grey' | 'green' | 'purple' | 'dark' | 'teal' | 'red';

export const BOOKING_STATUS_LABEL: Readonly<Record<BookingStatus, string>> = {
  0: 'Pending',
  1: 'Confirmed',
  2: 'Rejected',
  3: 'Canceled',
  4: 'Completed',
  5: 'Dispute',
};

export const BOOKING_STATUS_COLOUR: Readonly<Record<BookingStatus, StatusColour>> = {
  0: 'grey',
  1: 'green',
  2: 'purple',
  3: 'dark',
  4: 'teal',
  5: 'red',
};

export function isBookingStatus(value: unknown): value is BookingStatus {
  return (BOOKING_STATUSES as readonly unknown[]).includes(value);
}

/** A status as the screens show it: its label and colour. */
export function describeBookingStatus(status: BookingStatus): {
  readonly status: BookingStatus;
  readonly label: string;
  readonly colour: StatusColour;
} {
  return { status, label: BOOKING_STATUS_LABEL[status], colour: BOOKING_STATUS_COLOUR[status] };
}

/** The two tables of My Bookings. */
export const BookingList = { Upcoming: 'upcoming', Completed: 'completed' } as const;
export type BookingList = (typeof BookingList)[keyof typeof BookingList];

/** Completed and Dispute list under Completed; every other status under Upcoming. */
export function bookingListOf(status: BookingStatus): BookingList {
  return status === BookingStatus.Completed || status === BookingStatus.Dispute
    ? BookingList.Completed
    : BookingList.Upcoming;
}

/** Splits bookings into the Upcoming and Completed tables, keeping their order. */
export function splitBookings<T extends { readonly status: BookingStatus }>(
  bookings: readonly T[],
): { upcoming: T[]; completed: T[] } {
  const upcoming: T[] = [];
  const completed: T[] = [];
  for (const booking of bookings) {
    (bookingListOf(booking.status) === BookingList.Completed ? completed : upcoming).push(booking);
  }
  return { upcoming, completed };
}

/** Only a Pending or Confirmed booking can be amended. */
export function isAmendable(status: BookingStatus): boolean {
  return status === BookingStatus.Pending || status === BookingStatus.Confirmed;
}

/** Only a Pending or Confirmed booking can be cancelled (cancelling sends a request). */
export function isCancellable(status: BookingStatus): boolean {
  return status === BookingStatus.Pending || status === BookingStatus.Confirmed;
}
