// The payment return page's loader (ADR 097): it trusts only the API's reconciled answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from './fake-api.ts';
import { loader, meta } from '../app/routes/payment-complete.tsx';

const ORDER = 'ord_7qwj2m4k5n6p7q2r3s4t5u6v7w';

afterEach(() => vi.unstubAllGlobals());

function payment(status: string) {
  return {
    body: {
      data: {
        reference: ORDER,
        status,
        amount: 90,
        currency: 'USD',
        bookings: [
          {
            booking_reference: 'LT-7QWJ2M4K',
            activity_id: 12,
            title: 'Kandy Temple and Lake Walk',
            start_date: '2026-12-14',
            status: 1,
            payment_status: 'captured',
          },
        ],
      },
    },
  };
}

async function load(status: string, query = `order=${ORDER}`) {
  fakeApi({ [`GET /api/payments/${ORDER}`]: payment(status) });
  const request = new Request(`http://localhost:3000/payment/complete?${query}`);
  return loader({ request, params: {}, context: {} } as Parameters<typeof loader>[0]);
}

/** What a loader answered: its data, whether thrown, returned plain or wrapped by `data()`. */
function answerOf(answer: unknown): { state: string; again?: boolean; [key: string]: unknown } {
  const wrapped = answer as { data?: unknown; type?: string };
  return (wrapped.type === 'DataWithResponseInit' ? wrapped.data : answer) as {
    state: string;
    again?: boolean;
  };
}

describe('/payment/complete', () => {
  it('thanks the traveller only when the API says paid or authorized', async () => {
    expect(answerOf(await load('paid')).state).toBe('done');
    expect(answerOf(await load('authorized')).state).toBe('done');
  });

  it('carries the e-tickets of a paid order, and thanks the traveller without them if they fail', async () => {
    const ticket = { booking_reference: 'LT-7QWJ2M4K', qr_svg: '<svg></svg>' };
    fakeApi({
      [`GET /api/payments/${ORDER}`]: payment('paid'),
      [`GET /api/payments/${ORDER}/tickets`]: { body: { data: [ticket] } },
    });
    const request = () => new Request(`http://localhost:3000/payment/complete?order=${ORDER}`);
    const args = () =>
      ({ request: request(), params: {}, context: {} }) as Parameters<typeof loader>[0];
    const paid = await loader(args());
    expect(answerOf(paid)).toMatchObject({ state: 'done', order: ORDER, tickets: [ticket] });
    // What a plain post kept for the way back to checkout is forgotten once the order is paid,
    // and so is the cart's cookie copy: a browser without scripts drew checkout from it, and
    // showed the paid tours there again (ADR 259).
    const init = (paid as unknown as { init?: { headers?: Headers } }).init;
    const cookies = init?.headers?.getSetCookie() ?? [];
    expect(cookies).toContainEqual(expect.stringMatching(/^lanka-trails-checkout=;.*Max-Age=0/));
    expect(cookies).toContainEqual(expect.stringMatching(/^lanka-trails-cart=;.*Max-Age=0/));
    expect(cookies).toContainEqual(expect.stringMatching(/^lanka-trails-cart-posted=;.*Max-Age=0/));
    fakeApi({
      [`GET /api/payments/${ORDER}`]: payment('paid'),
      [`GET /api/payments/${ORDER}/tickets`]: { status: 500, body: { message: 'Server error.' } },
    });
    expect(answerOf(await loader(args()))).toMatchObject({ state: 'done', tickets: [] });
  });

  it('waits for the provider, asking again by a page refresh a few times, then stops', async () => {
    const first = answerOf(await load('awaiting_payment'));
    expect(first).toMatchObject({ state: 'waiting', again: true });
    const tags = meta({ loaderData: first } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({
      httpEquiv: 'refresh',
      content: `3;url=/payment/complete?order=${ORDER}&check=2`,
    });
    const last = answerOf(await load('awaiting_payment', `order=${ORDER}&check=5`));
    expect(last).toMatchObject({ state: 'waiting', again: false });
    expect(meta({ loaderData: last } as unknown as Parameters<typeof meta>[0])).not.toContainEqual(
      expect.objectContaining({ httpEquiv: 'refresh' }),
    );
  });

  it('sends a declined or abandoned payment back to checkout, saying which', async () => {
    for (const status of ['declined', 'cancelled', 'expired']) {
      const thrown = await load(status).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get('Location')).toBe(
        `/checkout?order=${ORDER}&payment=${status}`,
      );
    }
  });

  it('says an unknown order is not found, without asking the API for a malformed one', async () => {
    const api = fakeApi({});
    const request = new Request('http://localhost:3000/payment/complete?order=../../admin');
    const answer = await loader({ request, params: {}, context: {} } as Parameters<
      typeof loader
    >[0]);
    expect(answerOf(answer).state).toBe('unknown');
    expect(api.calls).toHaveLength(0);
  });
});
