// The cart's cookie copy (ADR 095): what the server draws checkout from without scripts.
import { describe, expect, it } from 'vitest';
import {
  cartCookieAssignment,
  cartFromCookieHeader,
  withRow,
} from '../app/shared/lib/cart-cookie.ts';

const walk = {
  activityId: 12,
  startDate: '2026-12-14',
  locationId: 3,
  adults: 2,
  children: 1,
  infants: 0,
  amount: 135,
};

const header = (assignment: string) => `other=1; ${assignment.split(';')[0]}; theme=dark`;

describe('the cart cookie', () => {
  it('carries each item there and back, as a session cookie for the whole site', () => {
    const assignment = cartCookieAssignment([walk, { ...walk, activityId: 30 }]);
    expect(assignment).toMatch(/; Path=\/; SameSite=Lax$/);
    expect(assignment).not.toMatch(/Expires|Max-Age/);
    expect(cartFromCookieHeader(header(assignment))).toEqual([walk, { ...walk, activityId: 30 }]);
  });

  it('is removed when the cart is emptied', () => {
    expect(cartCookieAssignment([])).toContain('Max-Age=0');
  });

  it('drops what is not a cart item: a visitor may send anything', () => {
    const rows = [
      [12, '2026-12-14', 3, 2, 1, 0, 135],
      [12, 'not-a-date', 3, 2, 1, 0, 135],
      [-1, '2026-12-14', 3, 2, 1, 0, 135],
      [12, '2026-12-14', 3, 9, 1, 0, 135],
      'nonsense',
    ];
    const cookie = `lanka-trails-cart=${encodeURIComponent(JSON.stringify(rows))}`;
    expect(cartFromCookieHeader(cookie)).toEqual([walk]);
    expect(cartFromCookieHeader('lanka-trails-cart=%7Bbroken')).toEqual([]);
    expect(cartFromCookieHeader(null)).toEqual([]);
  });
});

describe('a row put into the copy (withRow)', () => {
  const row = (activityId: number, amount = 45) => ({
    activityId,
    startDate: '2027-01-15',
    locationId: 3,
    adults: 1,
    children: 0,
    infants: 0,
    amount,
  });
  it("takes its tour's place, or goes after the others", () => {
    expect(withRow([row(3), row(12), row(7)], row(12, 90))).toEqual([row(3), row(12, 90), row(7)]);
    expect(withRow([row(3)], row(12))).toEqual([row(3), row(12)]);
  });
});
