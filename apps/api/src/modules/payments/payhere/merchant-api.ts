// PayHere's Merchant API (its Capture, Refund and Retrieval API documentation): an OAuth access
// token from the business app's id and secret (client credentials, Basic auth), then JSON calls
// answering `{ status: 1, msg, data }` on success. A network failure, a timeout or a 5xx is
// "PayHere is down" (503 to our caller); any other refusal is PaymentOperationRefused.
import { PaymentOperationRefused, PaymentProviderUnavailable } from '../provider.ts';

export type MerchantApiSettings = {
  /** https://sandbox.payhere.lk or https://www.payhere.lk (a local fake in tests). */
  baseUrl: string;
  appId: string;
  appSecret: string;
};

type Answer = { status?: unknown; msg?: unknown; data?: unknown };

const TIMEOUT_MS = 15_000;

export type MerchantApi = {
  capture(authorizationToken: string, amount: string, details: string): Promise<Answer>;
  /** A refund of a payment, or (with an authorization token) the void of a hold. */
  refund(
    target: { paymentId: string } | { authorizationToken: string },
    description: string,
    amount?: string,
  ): Promise<Answer>;
  /** The Retrieval API: the payments of one order id (successful ones only). */
  paymentsOfOrder(orderId: string): Promise<Answer>;
};

export function createMerchantApi(settings: MerchantApiSettings): MerchantApi {
  let cached: { token: string; expiresAt: number } | null = null;

  async function send(url: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new PaymentProviderUnavailable(`PayHere ${url}: ${String(error)}`);
    }
    if (response.status >= 500) {
      throw new PaymentProviderUnavailable(`PayHere ${url}: HTTP ${response.status}`);
    }
    return response;
  }

  async function accessToken(fresh: boolean): Promise<string> {
    if (!fresh && cached && cached.expiresAt > Date.now()) return cached.token;
    const basic = Buffer.from(`${settings.appId}:${settings.appSecret}`).toString('base64');
    const response = await send(`${settings.baseUrl}/merchant/v1/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: unknown;
      expires_in?: unknown;
    };
    if (!response.ok || typeof body.access_token !== 'string') {
      // Wrong app id or secret: an operator's mistake, not an outage.
      throw new PaymentOperationRefused(
        `PayHere refused the app credentials (${response.status}).`,
      );
    }
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 300;
    cached = { token: body.access_token, expiresAt: Date.now() + (seconds - 30) * 1000 };
    return cached.token;
  }

  async function call(path: string, init: { method: string; body?: object }): Promise<Answer> {
    const url = `${settings.baseUrl}/merchant/v1/${path}`;
    const request = async (token: string) =>
      send(url, {
        method: init.method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });
    let response = await request(await accessToken(false));
    // An access token can lapse early (revoked, clock skew): one fresh try.
    if (response.status === 401) response = await request(await accessToken(true));
    const answer = (await response.json().catch(() => ({}))) as Answer;
    if (!response.ok || answer.status !== 1) {
      const message = typeof answer.msg === 'string' ? answer.msg : `HTTP ${response.status}`;
      throw new PaymentOperationRefused(`PayHere refused ${path}: ${message}`);
    }
    return answer;
  }

  return {
    capture: (authorizationToken, amount, details) =>
      call('payment/capture', {
        method: 'POST',
        body: {
          authorization_token: authorizationToken,
          amount: Number(amount),
          deduction_details: details,
        },
      }),
    refund: (target, description, amount) =>
      call('payment/refund', {
        method: 'POST',
        body: {
          ...('paymentId' in target
            ? { payment_id: target.paymentId }
            : { authorization_token: target.authorizationToken }),
          description,
          ...(amount === undefined ? {} : { amount: Number(amount) }),
        },
      }),
    paymentsOfOrder: (orderId) =>
      call(`payment/search?order_id=${encodeURIComponent(orderId)}`, { method: 'GET' }),
  };
}
