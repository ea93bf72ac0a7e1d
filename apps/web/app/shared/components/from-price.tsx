// A tour's "from" price. With a running deal it is the price a traveller pays, beside the list
// price struck through, so the card, the tour page and the booking panel's total agree.
import { dealUsd, usd } from '../lib/money.ts';
import * as ui from '../styles/ui.css.ts';

export function FromPrice({
  sellingPrice,
  discount,
}: {
  readonly sellingPrice: number;
  /** The running deal's percentage off, if any. */
  readonly discount: number | null | undefined;
}) {
  if (!discount) return <>{usd(sellingPrice)}</>;
  // A struck-through price is not read as such: the words say it.
  return (
    <>
      <s>
        <span className={ui.visuallyHidden}>was </span>
        {usd(sellingPrice)}
      </s>{' '}
      <span className={ui.visuallyHidden}>now </span>
      {dealUsd(sellingPrice, discount)}
    </>
  );
}
