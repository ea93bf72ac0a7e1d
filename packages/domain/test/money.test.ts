import { describe, expect, it, test } from 'vitest';
import { centsFromDollars, discountedCents, dollarsFromCents } from '../src/money.ts';

test.each([
  [45, 4500],
  [12.5, 1250],
  [0.29, 29],
  [1.005, 101],
  [1234.56, 123456],
  [0, 0],
  [-0, 0],
  [-5.1, -510],
])('%d dollars are %i cents', (dollars, cents) => {
  expect(centsFromDollars(dollars)).toBe(cents);
});

test('refuses what is not an amount', () => {
  expect(() => centsFromDollars(NaN)).toThrow(RangeError);
  expect(() => centsFromDollars(Infinity)).toThrow(RangeError);
});

test('cents go back to the dollars the API publishes', () => {
  expect(dollarsFromCents(4550)).toBe(45.5);
  expect(dollarsFromCents(29)).toBe(0.29);
  expect(() => dollarsFromCents(12.5)).toThrow(RangeError);
});

test('every cent amount survives the round trip through dollars', () => {
  for (let cents = -1000; cents <= 100_000; cents += 7) {
    expect(centsFromDollars(dollarsFromCents(cents))).toBe(cents);
  }
});

describe('discountedCents', () => {
  it('takes a running deal off, to the nearest cent, half up', () => {
    expect(discountedCents(3400, 10)).toBe(3060);
    expect(discountedCents(1230, 15)).toBe(1046);
    expect(discountedCents(999, 33)).toBe(669);
  });

  it('leaves the price as it is without a deal', () => {
    expect(discountedCents(4500, null)).toBe(4500);
    expect(discountedCents(4500, undefined)).toBe(4500);
    expect(discountedCents(4500, 0)).toBe(4500);
  });
});
