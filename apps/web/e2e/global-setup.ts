// Starts the real API (fresh PGlite in a temp folder) and the production build of the site,
// each on a free port, and stops them when the run ends (@trails/playwright-config/stack). The
// site's address goes to the tests through E2E_BASE_URL.
import { stackGlobalSetup, startStack as startTrailsStack } from '@trails/playwright-config/stack';
import type { Stack } from '@trails/playwright-config/stack';
// The providers' networks cannot be reached from here: local fakes of PayHere and Stripe stand
// at the network boundary (the same ones the API tests use).
import { startFakePayHere } from '../../api/test/support/fake-payhere.ts';
import type { FakePayHere } from '../../api/test/support/fake-payhere.ts';
import { startFakeStripe } from '../../api/test/support/fake-stripe.ts';
import type { FakeStripe } from '../../api/test/support/fake-stripe.ts';

export type { Stack };

/**
 * Starts the API on a fresh PGlite and the built site, each on a free port. `apiEnv` adds to the
 * API's environment (the accounts journey starts a second stack with a Google provider).
 */
export function startStack(apiEnv: Record<string, string> = {}): Promise<Stack> {
  return startTrailsStack({ apiEnv });
}

export type PaymentStack = {
  stack: Stack;
  provider: { kind: 'payhere'; fake: FakePayHere } | { kind: 'stripe'; fake: FakeStripe };
  stop(): Promise<void>;
};

const PAYHERE = {
  merchantId: '1211149',
  merchantSecret: 'e2e-merchant-secret',
  appId: 'e2e-app',
  appSecret: 'e2e-app-secret',
};
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_lanka_trails';

/**
 * A second stack whose API takes payments with PAYMENT_PROVIDER=payhere or stripe, pointed at a
 * local fake of that provider (its hosted page and API), which sends the signed notification
 * to the site's public webhook URL as the real one would.
 */
export async function startPaymentStack(kind: 'payhere' | 'stripe'): Promise<PaymentStack> {
  if (kind === 'payhere') {
    const fake = await startFakePayHere(PAYHERE);
    const stack = await startStack({
      PAYMENT_PROVIDER: 'payhere',
      PAYHERE_MERCHANT_ID: PAYHERE.merchantId,
      PAYHERE_MERCHANT_SECRET: PAYHERE.merchantSecret,
      PAYHERE_APP_ID: PAYHERE.appId,
      PAYHERE_APP_SECRET: PAYHERE.appSecret,
      PAYHERE_SANDBOX: 'true',
      PAYHERE_BASE_URL: fake.url,
    }).catch(async (error: unknown) => {
      await fake.close();
      throw error;
    });
    return {
      stack,
      provider: { kind, fake },
      stop: async () => {
        stack.stop();
        await fake.close();
      },
    };
  }
  const fake = await startFakeStripe(STRIPE_WEBHOOK_SECRET);
  const stack = await startStack({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE_URL: fake.url,
  }).catch(async (error: unknown) => {
    await fake.close();
    throw error;
  });
  // The webhook endpoint to register with Stripe: the site's public origin proxies /api.
  fake.webhookUrl = `${stack.webUrl}/api/payments/webhooks/stripe`;
  return {
    stack,
    provider: { kind, fake },
    stop: async () => {
      stack.stop();
      await fake.close();
    },
  };
}

export default stackGlobalSetup();
