// The checkout route's `clientAction`: with scripts the booking is placed from the browser, with
// the signed-in session's token when there is one (ADR 095). Without scripts the route's
// `action` posts the same values through `submitCheckout` on the server, and keeps them for the
// way back from the payment page (typed-for-return.server.ts).
import type { ApiClient } from '../../../shared/api/client.ts';
import { valuesOf } from '../checkout-fields.ts';
import { submitCheckout } from './submit-checkout.ts';
import type { CheckoutResult } from './submit-checkout.ts';

export async function checkoutAction(
  api: ApiClient,
  request: Request,
  siteOrigin: string,
): Promise<CheckoutResult> {
  return submitCheckout(api, valuesOf(await request.formData()), siteOrigin);
}
