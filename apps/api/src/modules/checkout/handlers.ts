import { API_MESSAGES } from '@trails/domain/messages';
import { invalid } from '../../http/errors.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { checkout } from './service.ts';
import type { CheckoutRequest } from './service.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * An Idempotency-Key-shaped header's value, or null when absent; a malformed one is a 400 naming
 * the header. Checked here too: the router's header validation does not reach a mixed-case name.
 */
function keyHeader(
  headers: Record<string, string | string[] | undefined>,
  name: string,
  malformed: string,
): string | null {
  const value = headers[name.toLowerCase()];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) {
    throw invalid({ [name]: [malformed] });
  }
  return value;
}

export const checkoutHandlers: OperationHandlers = {
  async checkoutCart(request) {
    const { db, config, payments, checkoutLanes } = request.server;
    const key = keyHeader(request.headers, 'Idempotency-Key', API_MESSAGES.idempotencyKeyMalformed);
    const replaces = keyHeader(
      request.headers,
      'Replaces-Idempotency-Key',
      API_MESSAGES.replacedKeyMalformed,
    );
    const answer = await checkout(
      { db, config, provider: payments.provider, lanes: checkoutLanes },
      request.body as CheckoutRequest,
      {
        idempotencyKey: key,
        replacesKey: replaces,
        userId: request.userId,
      },
    );
    return { data: { payment_link: answer.paymentLink, order_reference: answer.orderReference } };
  },
};
