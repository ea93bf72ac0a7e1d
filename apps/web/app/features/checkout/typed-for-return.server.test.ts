import { describe, expect, it } from 'vitest';
import {
  forgetTyped,
  keepTyped,
  TYPED_COOKIE,
  typedFor,
  typedFrom,
} from './typed-for-return.server.ts';

/** The `Cookie` header a browser sends back for a `Set-Cookie`. */
const sentBack = (setCookie: string) => setCookie.split(';')[0]!;

describe('what a plain post typed, kept for the way back from the payment page', () => {
  it('comes back as posted, without the attempt key and the confirmation', async () => {
    const header = await keepTyped({
      b0_lead_firstname: 'Anna',
      b0_remarks: 'Vegetarian lunch — no nuts',
      idempotency_key: 'k-1',
      confirmed: 'yes',
    });
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/Path=\/checkout/);
    expect(await typedFrom(sentBack(header))).toEqual({
      b0_lead_firstname: 'Anna',
      b0_remarks: 'Vegetarian lunch — no nuts',
    });
  });

  it('is not kept when it would not fit in a cookie, and a paid order forgets it', async () => {
    const tooLarge = await keepTyped({ b0_remarks: 'x'.repeat(4000) });
    expect(tooLarge).toMatch(/Max-Age=0/);
    expect(await typedFrom(sentBack(tooLarge))).toEqual({});
    expect(await forgetTyped()).toMatch(new RegExp(`^${TYPED_COOKIE}=;.*Max-Age=0`));
  });

  it('reads nothing from a cookie that is absent, malformed or not a form', async () => {
    expect(await typedFrom(null)).toEqual({});
    expect(await typedFrom(`${TYPED_COOKIE}=not-base64-json`)).toEqual({});
    const list = btoa(JSON.stringify(['a']));
    expect(await typedFrom(`${TYPED_COOKIE}=${list}`)).toEqual({});
    const odd = btoa(JSON.stringify({ b0_lead_firstname: 'Anna', 'bad name': 'x', b0_n: 3 }));
    expect(await typedFrom(`${TYPED_COOKIE}=${odd}`)).toEqual({ b0_lead_firstname: 'Anna' });
  });

  it('is drawn only for the cart it was posted for, item by item', () => {
    const typed = {
      items: '2',
      b0_activity_id: '12',
      b1_activity_id: '7',
      b0_lead_firstname: 'Anna',
    };
    expect(typedFor(typed, [12, 7])).toBe(typed);
    expect(typedFor(typed, [7, 12])).toEqual({});
    expect(typedFor(typed, [12])).toEqual({});
    expect(typedFor({ b0_lead_firstname: 'Anna' }, [12])).toEqual({});
  });
});
