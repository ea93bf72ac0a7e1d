import { formatUsd } from '@trails/domain/format';
import { centsFromDollars, discountedCents, dollarsFromCents } from '@trails/domain/money';

/**
 * The API sends money as US dollars with two decimals; the domain formats integer cents.
 * This is the one place the two meet.
 */
export function usd(amount: number): string {
  return formatUsd(centsFromDollars(amount));
}

/**
 * A tour's "from" price as a traveller pays it, in cents: its running deal's percentage off,
 * rounded as the API prices it (`discountedCents`). The card's list price alone said $34.00 for a
 * trail the booking panel then priced at $30.60.
 */
function dealCents(sellingPrice: number, discount: number | null | undefined): number {
  return discountedCents(centsFromDollars(sellingPrice), discount);
}

/** The deal's price as the site shows it ("$30.60"). */
export function dealUsd(sellingPrice: number, discount: number | null | undefined): string {
  return formatUsd(dealCents(sellingPrice, discount));
}

/** The same price as a decimal string of dollars ("30.60"), for structured data. */
export function dealDollars(sellingPrice: number, discount: number | null | undefined): string {
  return dollarsFromCents(dealCents(sellingPrice, discount)).toFixed(2);
}
