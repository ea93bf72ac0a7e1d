import { API_MESSAGES } from '@trails/domain/messages';
import { invalid } from '../../http/errors.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { checkout } from './service.ts';
import type { CheckoutRequest } from './service.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export const checkoutHandlers: OperationHandlers = {
  async checkoutCart(request) {
    const { db, config, payments } = request.server;
    const key = request.headers['idempotency-key'];
    // Checked here too: the router's header validation does not reach a mixed-case name.
    if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
      throw invalid({ 'Idempotency-Key': [API_MESSAGES.idempotencyKeyMalformed] });
    }
    const replaces = request.headers['replaces-idempotency-key'];
    if (
      replaces !== undefined &&
      (typeof replaces !== 'string' || !IDEMPOTENCY_KEY.test(replaces))
    ) {
      throw invalid({ 'Replaces-Idempotency-Key': [API_MESSAGES.replacedKeyMalformed] });
    }
    const answer = await checkout(
      { db, config, provider: payments.provider },
      request.body as CheckoutRequest,
      {
        idempotencyKey: typeof key === 'string' ? key : null,
        replacesKey: typeof replaces === 'string' ? replaces : null,
        userId: request.userId,
      },
    );
    return { data: { payment_link: answer.paymentLink, order_reference: answer.orderReference } };
  },
};
