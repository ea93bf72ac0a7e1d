// The sandbox's hosted payment page: plain HTML and CSS, no script and nothing fetched from
// elsewhere, labelled fields, usable on a phone — what a processor's hosted page looks like.
import { formatUsd } from '@trails/domain/format';
import { escapeHtml } from '../../mail/service.ts';
import type { CardErrors } from './cards.ts';
import type { SandboxPaymentRow } from './provider.ts';

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f5;color:#1b2430}
main{max-width:440px;margin:0 auto;padding:24px 16px}
.sandbox{background:#fff3cd;color:#5c4400;border-radius:8px;padding:8px 12px;font-size:14px;margin-bottom:16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:24px}
h1{font-size:20px;margin:0 0 4px}.merchant{color:#566173;margin:0 0 16px}
.amount{font-size:32px;font-weight:700;margin:0}.what{color:#566173;margin:4px 0 20px;font-size:14px}
label{display:block;font-weight:600;margin:12px 0 4px;font-size:14px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #b8c0cc;border-radius:8px}
input:focus{outline:3px solid #8cb4ff;border-color:#2f6fde}
.row{display:flex;gap:12px}.row>div{flex:1}
.error{color:#b3261e;font-size:14px;margin:4px 0 0}
[aria-invalid=true]{border-color:#b3261e}
button{font:inherit;width:100%;padding:12px;border-radius:8px;border:0;margin-top:20px;cursor:pointer}
.pay{background:#2f6fde;color:#fff;font-weight:700}.cancel{background:transparent;color:#2f6fde;text-decoration:underline;margin-top:8px}
.cards{font-size:13px;color:#566173;margin-top:20px}.cards code{font-size:13px}
.summary{background:#fde7e5;color:#7a1c15;border-radius:8px;padding:8px 12px;margin-bottom:12px}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export type CardValues = { card_number?: string; expiry?: string; cvc?: string; name?: string };

function field(
  id: keyof CardErrors,
  label: string,
  values: CardValues,
  errors: CardErrors,
  attributes: string,
): string {
  const error = errors[id];
  const describedBy = error ? ` aria-describedby="${id}-error" aria-invalid="true"` : '';
  const value = values[id] ? ` value="${escapeHtml(values[id])}"` : '';
  return `<div><label for="${id}">${label}</label><input id="${id}" name="${id}" ${attributes}${value}${describedBy}>${
    error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''
  }</div>`;
}

export function paymentPage(
  payment: SandboxPaymentRow,
  values: CardValues = {},
  errors: CardErrors = {},
): string {
  const amount = formatUsd(payment.amountCents);
  const held = payment.captureMode === 'manual';
  const problems = Object.values(errors);
  return layout(
    `Pay ${amount} to Lanka Trails`,
    `<p class="sandbox" role="note">Sandbox payment page — no real money moves.</p>
<div class="card">
<h1>Pay Lanka Trails</h1><p class="merchant">Merchant: Lanka Trails · Order ${escapeHtml(payment.merchantReference)}</p>
<p class="amount">${amount} <small>USD</small></p>
<p class="what">${escapeHtml(payment.description)}${held ? '<br>On-request tours: the amount is held on your card and charged only when the supplier confirms.' : ''}</p>
${problems.length ? `<div class="summary" role="alert">Please check the card details: ${escapeHtml(problems.join(' '))}</div>` : ''}
<form method="post" action="/api/payments/sandbox/${escapeHtml(payment.reference)}" novalidate>
${field('card_number', 'Card number', values, errors, 'inputmode="numeric" autocomplete="cc-number" required')}
<div class="row">${field('expiry', 'Expiry (MM/YY)', values, errors, 'autocomplete="cc-exp" placeholder="MM/YY" required')}${field('cvc', 'Security code', values, errors, 'inputmode="numeric" autocomplete="cc-csc" required')}</div>
${field('name', 'Name on card', values, errors, 'autocomplete="cc-name" required')}
<button class="pay" type="submit" name="action" value="pay">Pay ${amount}</button>
<button class="cancel" type="submit" name="action" value="cancel">Cancel payment and return to Lanka Trails</button>
</form>
<div class="cards"><p>Test cards (any future expiry, any 3 digits):</p><ul><li><code>4242 4242 4242 4242</code> — payment succeeds</li><li><code>4000 0000 0000 0002</code> — card declined</li></ul></div>
</div>`,
  );
}

/**
 * Where a closed payment's page sends the traveller back to (a tester's finding: Back after paying
 * showed "return to Lanka Trails" with no way there). A paid or held payment goes to the site's
 * return page, which says how the order stands; a declined one to checkout, which offers to pay
 * again; a cancelled one to checkout as its Cancel did.
 */
function wayBack(payment: SandboxPaymentRow): string {
  if (payment.status === 'declined') return payment.declineUrl;
  if (payment.status === 'cancelled') return payment.cancelUrl;
  return payment.returnUrl;
}

export function closedPage(payment: SandboxPaymentRow): string {
  return layout(
    'Payment closed',
    `<div class="card"><h1>This payment is closed</h1><p>The payment for order ${escapeHtml(payment.merchantReference)} is ${escapeHtml(payment.status)} and cannot be paid again here.</p><p><a href="${escapeHtml(wayBack(payment))}">Return to Lanka Trails</a></p></div>`,
  );
}
