// The checkout route's two actions. Without scripts the browser posts the form to the server
// (`action`): a guest, answered with the page (errors at the fields, the e-mail to confirm, the
// failure) or a redirect to the payment page. With scripts the route's `clientAction` places the
// booking from the browser, with the signed-in session's token when there is one (ADR 095).
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
