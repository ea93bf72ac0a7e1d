import { formatUsd } from '@trails/domain/format';
import { centsFromDollars } from '@trails/domain/money';

/**
 * The API sends money as US dollars with two decimals; the domain formats integer cents.
 * This is the one place the two meet.
 */
export function usd(amount: number): string {
  return formatUsd(centsFromDollars(amount));
}
