// The payment link of a PayHere payment: a page on our origin holding PayHere's checkout form
// (or, for a hold, its authorize form) with the hash, posted to PayHere. It works as plain
// HTML — the visible button sends it — and a script allowed by the page's nonce sends it at
// once, so with scripts on the traveller hardly sees it.
import { formatUsd } from '@trails/domain/format';
import { escapeHtml } from '../../mail/service.ts';
import type { HostedPaymentRow } from '../hosted/books.ts';
import { checkoutHash, payHereAmount } from './signature.ts';

export type PayHereFormSettings = {
  merchantId: string;
  merchantSecret: string;
  /** The checkout host: https://sandbox.payhere.lk, https://www.payhere.lk or a test fake. */
  baseUrl: string;
};

/** Where the form goes: the Checkout API, or the Authorize API for a hold (manual capture). */
export function formAction(settings: PayHereFormSettings, payment: HostedPaymentRow): string {
  return `${settings.baseUrl}/pay/${payment.captureMode === 'manual' ? 'authorize' : 'checkout'}`;
}

/** The form's fields, in PayHere's names. */
export function formFields(
  settings: PayHereFormSettings,
  payment: HostedPaymentRow,
): Array<[string, string]> {
  return [
    ['merchant_id', settings.merchantId],
    ['return_url', payment.returnUrl],
    ['cancel_url', payment.cancelUrl],
    ['notify_url', payment.notifyUrl],
    ['order_id', payment.reference],
    ['items', payment.description.slice(0, 250)],
    ['currency', payment.currency],
    ['amount', payHereAmount(payment.amountCents)],
    ['first_name', payment.customerFirstName],
    ['last_name', payment.customerLastName],
    ['email', payment.customerEmail],
    // Checkout collects no postal address; PayHere's page asks for what it still needs.
    ['phone', ''],
    ['address', ''],
    ['city', ''],
    ['country', 'Sri Lanka'],
    ['custom_1', payment.orderReference],
    [
      'hash',
      checkoutHash({
        merchantId: settings.merchantId,
        orderId: payment.reference,
        amountCents: payment.amountCents,
        currency: payment.currency,
        merchantSecret: settings.merchantSecret,
      }),
    ],
  ];
}

const STYLE = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f5;color:#1b2430}
main{max-width:440px;margin:0 auto;padding:24px 16px}.card{background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}.amount{font-size:28px;font-weight:700;margin:0 0 8px}
button{font:inherit;width:100%;padding:12px;border-radius:8px;border:0;margin-top:16px;background:#2f6fde;color:#fff;font-weight:700;cursor:pointer}
a{color:#2f6fde}`;

function layout(title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main>${script}</body></html>`;
}

export function payHerePage(
  settings: PayHereFormSettings,
  payment: HostedPaymentRow,
  nonce: string,
): string {
  const amount = formatUsd(payment.amountCents);
  const held = payment.captureMode === 'manual';
  const inputs = formFields(settings, payment)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  return layout(
    `Pay ${amount} with PayHere`,
    `<div class="card"><h1>Pay Lanka Trails with PayHere</h1>
<p class="amount">${amount} <small>USD</small></p>
<p>Order ${escapeHtml(payment.orderReference)}: ${escapeHtml(payment.description)}${held ? '<br>On-request tours: the amount is held on your card and charged only when the supplier confirms.' : ''}</p>
<form id="payhere" method="post" action="${escapeHtml(formAction(settings, payment))}">${inputs}
<button type="submit">Continue to PayHere to pay ${amount}</button>
</form>
<p><a href="${escapeHtml(payment.cancelUrl)}">Cancel and return to Lanka Trails</a></p></div>`,
    `<script nonce="${nonce}">document.getElementById('payhere').submit();</script>`,
  );
}

export function payHereClosedPage(payment: HostedPaymentRow): string {
  return layout(
    'Payment closed',
    `<div class="card"><h1>This payment is closed</h1><p>The payment for order ${escapeHtml(payment.orderReference)} is ${escapeHtml(payment.status)} and cannot be paid again here. Please return to Lanka Trails.</p></div>`,
  );
}
