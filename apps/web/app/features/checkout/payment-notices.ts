// What checkout says when the payment page sent the traveller back without a payment (ADR 097).
export type PaymentReturn = 'declined' | 'cancelled' | 'expired';

export const PAYMENT_RETURN_NOTICE: Readonly<Record<PaymentReturn, string>> = {
  declined: 'Your card was declined — nothing was charged. Try another card.',
  cancelled: 'Payment cancelled — nothing was charged.',
  expired: 'Your payment was not completed in time — nothing was charged. Please try again.',
};

export function isPaymentReturn(value: string | null | undefined): value is PaymentReturn {
  return value === 'declined' || value === 'cancelled' || value === 'expired';
}
