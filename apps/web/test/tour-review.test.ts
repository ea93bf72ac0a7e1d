// @vitest-environment node
// (The loader and the action run on the site's server: jsdom's File would break Node's own
// multipart parsing of a posted photo.)
// The review-by-token page's loader and action (ADR 163): a link that opens nothing goes to
// /404; the form is checked with the spec's messages before anything is sent; a post larger than
// three photos is refused unread; a review goes out with the token's booking's ids.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@trails/domain/messages';
import { fakeApi } from './fake-api.ts';
import { activity } from './builders.ts';
import { action, loader } from '../app/routes/tour-review.tsx';

const TOKEN = `rv_${'abc123'}_${'x'.repeat(43)}`;

afterEach(() => vi.unstubAllGlobals());

const reviewData = {
  body: {
    data: {
      booking: {
        id: 301,
        activity_id: 12,
        activity: {
          id: 12,
          title: 'Kandy Temple and Lake Walk',
          user: { id: 7, supplier_profile: { work_name: 'Knuckles Trails', work_mobile: null } },
        },
        booking_reference: 'LT-301',
        start_date: '2026-10-01',
        num_adults: 2,
        num_children: 0,
        num_infants: 0,
        booking_amount: 90,
        status: 4,
        user_id: 42,
      },
      activity: { ...activity(), id: 12 },
      images: [],
    },
  },
};

function post(body: BodyInit, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost:3000/tour/review/${TOKEN}`, {
    method: 'POST',
    body,
    headers,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  return action({ request, params: { token: TOKEN }, context: {} } as Parameters<typeof action>[0]);
}

/** What an action answered: thrown or returned, plain or wrapped by `data()`. */
async function settle(pending: Promise<unknown>) {
  const answer = (await pending.catch((thrown: unknown) => thrown)) as {
    data?: { ok: boolean; message: string; errors: Record<string, string> };
    init?: { status?: number };
    status?: number;
    headers?: Headers;
  };
  return answer;
}

describe('/tour/review/{token}', () => {
  it('goes to /404 when the link opens nothing', async () => {
    fakeApi({ 'POST /api/review/booking': { status: 404, body: { message: 'Not found.' } } });
    const request = new Request(`http://localhost:3000/tour/review/${TOKEN}`);
    const answer = await settle(
      loader({ request, params: { token: TOKEN }, context: {} } as Parameters<typeof loader>[0]),
    );
    expect(answer.status).toBe(302);
    expect(answer.headers?.get('Location')).toBe('/404');
  });

  it('checks the stars first and sends nothing when the form fails', async () => {
    const api = fakeApi({ 'POST /api/review/booking': reviewData });
    const answer = await settle(post(new URLSearchParams({ feedback: 'Lovely' })));
    expect(answer.init?.status).toBe(400);
    expect(answer.data?.message).toBe(MESSAGES.rateYourActivity);
    expect(api.calls.map((call) => call.path)).toEqual(['/api/review/booking']);
  });

  it('refuses a post larger than three photos without reading it all', async () => {
    const api = fakeApi({ 'POST /api/review/booking': reviewData });
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024 * 1024;
        controller.enqueue(new Uint8Array(1024 * 1024));
        if (sent > 64 * 1024 * 1024) controller.close();
      },
    });
    const answer = await settle(
      post(endless, { 'content-type': 'multipart/form-data; boundary=x' }),
    );
    expect(answer.init?.status).toBe(413);
    expect(sent).toBeLessThan(40 * 1024 * 1024);
    expect(api.calls.map((call) => call.path)).toEqual(['/api/review/booking']);
  });

  it('adds the review with the token’s booking’s ids, then shows the thanks', async () => {
    const api = fakeApi({
      'POST /api/review/booking': reviewData,
      'POST /api/review/add/token': { body: { data: { review: 'review added' } } },
    });
    const answer = await settle(
      post(new URLSearchParams({ rating: '5', feedback: ' Lovely morning. ', intent: 'review' })),
    );
    expect(answer.status).toBe(302);
    expect(answer.headers?.get('Location')).toBe(`/tour/review/${TOKEN}?added=12`);
    expect(api.calls.find((call) => call.path === '/api/review/add/token')?.body).toEqual({
      token: TOKEN,
      user_id: 42,
      supplier_user_id: 7,
      activity_id: 12,
      booking_id: 301,
      review_rating: 5,
      review_feedback: ' Lovely morning. ',
    });
  });

  describe('when the link is used up elsewhere while the form is being sent', () => {
    /**
     * The API as it answers when another tab or the account's modal adds the review while this
     * post is on its way: the link still opens the form when the action starts; the call that
     * writes (`write`) finds the review there and answers 404 like any spent link; from then on
     * the link answers 410 (ADR 221).
     */
    function usedMeanwhile(write: string) {
      let used = false;
      return fakeApi({
        'POST /api/review/booking': () =>
          used
            ? { status: 410, body: { message: MESSAGES.reviewAlreadyReceived, activity_id: 12 } }
            : reviewData,
        [`POST ${write}`]: () => {
          used = true;
          return { status: 404, body: { message: 'This review link is not valid any more.' } };
        },
      });
    }

    it('sends the review back to the page (which says it was received), not "Could not load data"', async () => {
      usedMeanwhile('/api/review/add/token');
      const answer = await settle(
        post(new URLSearchParams({ rating: '5', feedback: 'Lovely morning.', intent: 'review' })),
      );
      expect(answer.data?.message).not.toBe(MESSAGES.couldNotLoadData);
      expect(answer.status).toBe(302);
      expect(answer.headers?.get('Location')).toBe(`/tour/review/${TOKEN}`);
    });

    it('sends a photo refused because of it back to the page, and adds nothing', async () => {
      const api = usedMeanwhile('/api/review/image/upload');
      const part = (disposition: string, value: string, type = '') =>
        `--x\r\nContent-Disposition: form-data; ${disposition}\r\n${type}\r\n${value}\r\n`;
      const form =
        part('name="rating"', '4') +
        part('name="feedback"', 'Mist over the ridge.') +
        part('name="images"; filename="ridge.png"', 'PNG', 'Content-Type: image/png\r\n') +
        '--x--\r\n';
      const answer = await settle(
        post(form, { 'content-type': 'multipart/form-data; boundary=x' }),
      );
      expect(answer.status).toBe(302);
      expect(answer.headers?.get('Location')).toBe(`/tour/review/${TOKEN}`);
      // The photo reached the API and was refused there; the review was never sent.
      expect(api.calls.map((call) => call.path)).toEqual([
        '/api/review/booking',
        '/api/review/image/upload',
        '/api/review/booking',
      ]);
    });

    it('sends a photo’s removal refused because of it back to the page', async () => {
      usedMeanwhile('/api/review/image/delete');
      const answer = await settle(
        post(new URLSearchParams({ rating: '4', feedback: '', intent: 'delete:5' })),
      );
      expect(answer.status).toBe(302);
      expect(answer.headers?.get('Location')).toBe(`/tour/review/${TOKEN}`);
    });

    it('still shows "Could not load data" when the review is refused and the link still opens the form', async () => {
      fakeApi({
        'POST /api/review/booking': reviewData,
        'POST /api/review/add/token': { status: 503, body: { message: 'Try again.' } },
      });
      const answer = await settle(
        post(new URLSearchParams({ rating: '5', feedback: 'Lovely morning.', intent: 'review' })),
      );
      expect(answer.init?.status).toBe(502);
      expect(answer.data?.message).toBe(MESSAGES.couldNotLoadData);
    });
  });
});
