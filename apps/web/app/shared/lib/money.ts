import { formatUsd } from '@trails/domain/format';

/**
 * The API sends money as US dollars with two decimals; the domain formats integer cents.
 * This is the one place the two meet.
 */
export function usd(amount: number): string {
  return formatUsd(Math.round(amount * 100));
}
