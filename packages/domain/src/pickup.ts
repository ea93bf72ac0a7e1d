// Where a traveller is picked up (checkout). Each type has its own fields.

export const PickupType = { Airport: 'airport', Hotel: 'hotel', Other: 'other' } as const;
export type PickupType = (typeof PickupType)[keyof typeof PickupType];
export const PICKUP_TYPES: readonly PickupType[] = Object.values(PickupType);

/** A new checkout form starts with a hotel pick-up. */
export const DEFAULT_PICKUP_TYPE: PickupType = PickupType.Hotel;

export const PICKUP_TYPE_LABEL: Readonly<Record<PickupType, string>> = {
  airport: 'Airport',
  hotel: 'Hotel',
  other: 'Other',
};

export function isPickupType(value: unknown): value is PickupType {
  return (PICKUP_TYPES as readonly unknown[]).includes(value);
}
