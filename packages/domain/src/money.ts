// Money is integer US cents inside the product. The published API carries US dollars with
// two decimals (`Money` in the contract); apps convert at their edge with these two functions.

/**
 * Dollars as published (`45`, `12.5`, `0.29`) to integer cents, rounding to the nearest cent.
 * Throws a RangeError for a value that is not a finite number.
 */
export function centsFromDollars(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount of dollars: ${dollars}`);
  // Rounding the decimal reading: 0.29 * 100 is 28.999999999999996, yet it means 29 cents.
  const cents = Math.round(Number((dollars * 100).toPrecision(15)));
  return cents === 0 ? 0 : cents;
}

/** Integer cents to dollars for the wire (`4550` → `45.5`). Throws unless cents are an integer. */
export function dollarsFromCents(cents: number): number {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`An amount is integer cents, not ${cents}`);
  return cents / 100;
}

/**
 * A percentage off integer cents, rounded to the nearest cent (half up): the price a running deal
 * charges. The API prices with it and the sites show "from" prices with it, so the two agree.
 */
export function discountedCents(cents: number, percent: number | null | undefined): number {
  if (!percent) return cents;
  return Math.round((cents * (100 - percent)) / 100);
}
