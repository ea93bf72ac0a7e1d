import { describe, expect, test } from 'vitest';
import { DEFAULT_PICKUP_TYPE, isPickupType, PICKUP_TYPES, PickupType } from '../src/pickup.ts';
import { isUserType, USER_TYPE_LABEL, UserType } from '../src/user-type.ts';

describe('user types', () => {
  test('are 2 supplier and 3 client', () => {
    expect(UserType).toEqual({ Supplier: 2, Client: 3 });
    expect(USER_TYPE_LABEL).toEqual({ 2: 'Supplier', 3: 'Client' });
    expect(isUserType(3)).toBe(true);
    expect([1, 4, '2'].some(isUserType)).toBe(false);
  });
});

describe('pick-up types', () => {
  test('are airport, hotel and other; a new checkout starts with hotel', () => {
    expect(PICKUP_TYPES).toEqual(['airport', 'hotel', 'other']);
    expect(DEFAULT_PICKUP_TYPE).toBe(PickupType.Hotel);
    expect(isPickupType('airport')).toBe(true);
    expect(isPickupType('Airport')).toBe(false);
  });
});
