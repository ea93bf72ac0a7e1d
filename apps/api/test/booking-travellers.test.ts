// Naming a traveller after the checkout (ADR 296): the checkout's extra travellers' names are
// optional, and an approved amendment adds people without names. The traveller names them on
// the booking, up to its adults and children; the e-ticket lists them.
import { API_MESSAGES } from '@trails/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './support/accounts.ts';
import { lookAtAmendment, requestAdults } from './support/amendments.ts';
import { amendmentCast, paidBooking } from './support/bookings.ts';
import { submitCard } from './support/checkout.ts';
import type { BookableTour } from './support/checkout.ts';
import { expectContract } from './support/contract.ts';
import { createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
let token: string;
let other: string;
let instant: BookableTour;
let supplierToken: string;

beforeAll(async () => {
  t = await createTestApp({ captchaProvider: 'off' });
  ({ token, other, instant, supplierToken } = await amendmentCast(t, 'names@example.com'));
}, 120_000);
afterAll(() => t?.close());

const name = (bookingId: number | string, body: unknown, as = token) =>
  t.app.inject({
    method: 'POST',
    url: `/api/account/my-bookings/${bookingId}/travellers`,
    payload: body as object,
    headers: bearer(as),
  });

async function travellers(bookingId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/account/my-bookings/show/${bookingId}`,
    headers: bearer(token),
  });
  return (response.json().data.travellers as { firstname: string; lastname: string }[]).map(
    (traveller) => `${traveller.firstname} ${traveller.lastname}`,
  );
}

describe('naming a traveller of my booking', () => {
  it('names the traveller an approved amendment added, once, up to the party’s size', async () => {
    // Bought for two, both named at the checkout: no third name fits.
    const booking = await paidBooking(t, token, instant);
    expect(await travellers(booking.id)).toEqual(['Anna Schmidt', 'Jonas Schmidt']);
    const third = await name(booking.id, { firstname: 'Lea', lastname: 'Schmidt' });
    expect(third.statusCode, third.body).toBe(409);
    expect(third.json().message).toBe(API_MESSAGES.everyTravellerNamed);

    // One adult more, paid and approved: the third traveller can be named now.
    await requestAdults(t, token, booking, 3);
    const amendment = await lookAtAmendment(t, token, booking.id);
    expect((await submitCard(t, amendment.pay_link!)).statusCode).toBeLessThan(400);
    await lookAtAmendment(t, token, booking.id);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/ops/amendments/${amendment.id}/approve`,
      headers: bearer(supplierToken),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const named = await name(booking.id, { firstname: ' Lea ', lastname: 'Schmidt' });
    expect(named.statusCode, named.body).toBe(200);
    expectContract(named, 'nameMyBookingTraveller');
    expect(named.json().message).toBe(API_MESSAGES.travellerNamed);
    // The same name again (a retry, a double click) adds nothing.
    expect((await name(booking.id, { firstname: 'Lea', lastname: 'Schmidt' })).statusCode).toBe(
      200,
    );
    const names = await travellers(booking.id);
    expect(names).toHaveLength(3);
    expect(names).toEqual(['Anna Schmidt', 'Jonas Schmidt', 'Lea Schmidt']);
    const ticket = await t.app.inject({
      method: 'GET',
      url: `/api/account/my-bookings/${booking.id}/ticket`,
      headers: bearer(token),
    });
    expect(ticket.body).toContain('Lea');
  });

  it('refuses an empty name at its field, another traveller’s booking, and a cancelled one', async () => {
    // Bought for three, two named at the checkout: one place to name.
    const booking = await paidBooking(t, token, instant, 3);
    const blank = await name(booking.id, { firstname: '  ', lastname: 'Schmidt' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toHaveProperty('firstname');
    const missing = await name(booking.id, { firstname: 'Jonas' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('lastname');
    expect((await name('abc', { firstname: 'Jonas', lastname: 'Schmidt' })).statusCode).toBe(400);
    const stranger = await name(booking.id, { firstname: 'Jonas', lastname: 'Schmidt' }, other);
    expect(stranger.statusCode).toBe(404);
    expect(await travellers(booking.id)).toHaveLength(2);

    const cancelled = await t.app.inject({
      method: 'GET',
      url: `/api/account/my-bookings/cancel/${booking.id}`,
      headers: bearer(token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const late = await name(booking.id, { firstname: 'Jonas', lastname: 'Schmidt' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(API_MESSAGES.onlyPendingOrConfirmedTravellersNamed);
  });
});

describe('correcting and removing a traveller of my booking (ADR 305)', () => {
  type Entry = { id: number; firstname: string; lastname: string; lead_traveller: boolean };
  async function entries(bookingId: number): Promise<Entry[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/account/my-bookings/show/${bookingId}`,
      headers: bearer(token),
    });
    expectContract(response, 'getMyBooking');
    return response.json().data.travellers as Entry[];
  }
  const rename = (bookingId: number, travellerId: number, body: unknown, as = token) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/account/my-bookings/${bookingId}/travellers/${travellerId}`,
      payload: body as object,
      headers: bearer(as),
    });
  const remove = (bookingId: number, travellerId: number, as = token) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/account/my-bookings/${bookingId}/travellers/${travellerId}`,
      headers: bearer(as),
    });

  it('corrects a mistyped name, on the booking and the e-ticket', async () => {
    const booking = await paidBooking(t, token, instant);
    const [anna, jonas] = await entries(booking.id);
    const corrected = await rename(booking.id, jonas!.id, {
      firstname: ' Jonas ',
      lastname: 'Müller',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expectContract(corrected, 'renameMyBookingTraveller');
    expect(corrected.json().message).toBe(API_MESSAGES.travellerRenamed);
    // The same name again (a retry) changes nothing and is answered as done.
    expect(
      (await rename(booking.id, jonas!.id, { firstname: 'Jonas', lastname: 'Müller' })).statusCode,
    ).toBe(200);
    expect(await travellers(booking.id)).toEqual(['Anna Schmidt', 'Jonas Müller']);
    // The lead traveller's name can be corrected too, and stays the lead.
    expect(
      (await rename(booking.id, anna!.id, { firstname: 'Anne', lastname: 'Schmidt' })).statusCode,
    ).toBe(200);
    const [lead] = await entries(booking.id);
    expect(lead).toMatchObject({ id: anna!.id, firstname: 'Anne', lead_traveller: true });
    const ticket = await t.app.inject({
      method: 'GET',
      url: `/api/account/my-bookings/${booking.id}/ticket`,
      headers: bearer(token),
    });
    expect(ticket.body).toContain('Müller');
    expect(ticket.body).not.toContain('Jonas Schmidt');
  });

  it('refuses an empty name, a name another traveller has, and what is not the caller’s', async () => {
    const booking = await paidBooking(t, token, instant);
    const elsewhere = await paidBooking(t, token, instant);
    const [anna, jonas] = await entries(booking.id);
    const [otherLead] = await entries(elsewhere.id);

    const blank = await rename(booking.id, jonas!.id, { firstname: 'Jonas', lastname: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toHaveProperty('lastname');
    const taken = await rename(booking.id, jonas!.id, { firstname: 'Anna', lastname: 'Schmidt' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(API_MESSAGES.travellerNameTaken);
    // Another user, and a traveller of another booking of mine through this one: 404.
    const stranger = await rename(booking.id, jonas!.id, { firstname: 'X', lastname: 'Y' }, other);
    expect(stranger.statusCode).toBe(404);
    const crossed = await rename(booking.id, otherLead!.id, { firstname: 'X', lastname: 'Y' });
    expect(crossed.statusCode).toBe(404);
    expect((await remove(booking.id, otherLead!.id)).statusCode).toBe(404);
    expect((await remove(booking.id, jonas!.id, other)).statusCode).toBe(404);
    // Nothing changed on either booking.
    expect(await travellers(booking.id)).toEqual(['Anna Schmidt', 'Jonas Schmidt']);
    expect(await travellers(elsewhere.id)).toEqual(['Anna Schmidt', 'Jonas Schmidt']);
    expect(anna!.lead_traveller).toBe(true);
  });

  it('takes a traveller off, keeps the lead, and leaves a place to name again', async () => {
    const booking = await paidBooking(t, token, instant);
    const [anna, jonas] = await entries(booking.id);
    const lead = await remove(booking.id, anna!.id);
    expect(lead.statusCode).toBe(409);
    expect(lead.json().message).toBe(API_MESSAGES.leadTravellerStays);

    const removed = await remove(booking.id, jonas!.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expectContract(removed, 'removeMyBookingTraveller');
    expect(removed.json().message).toBe(API_MESSAGES.travellerRemoved);
    expect(await travellers(booking.id)).toEqual(['Anna Schmidt']);
    // Sent again: the entry is gone.
    expect((await remove(booking.id, jonas!.id)).statusCode).toBe(404);
    // The party is still two: the place is free to name someone else.
    expect((await name(booking.id, { firstname: 'Lea', lastname: 'Schmidt' })).statusCode).toBe(
      200,
    );
    expect(await travellers(booking.id)).toEqual(['Anna Schmidt', 'Lea Schmidt']);
  });

  it('changes no traveller of a cancelled booking', async () => {
    const booking = await paidBooking(t, token, instant);
    const [, jonas] = await entries(booking.id);
    const cancelled = await t.app.inject({
      method: 'GET',
      url: `/api/account/my-bookings/cancel/${booking.id}`,
      headers: bearer(token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const renamed = await rename(booking.id, jonas!.id, { firstname: 'Jonas', lastname: 'Müller' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(API_MESSAGES.onlyPendingOrConfirmedTravellersChanged);
    expect((await remove(booking.id, jonas!.id)).statusCode).toBe(409);
    expect(await travellers(booking.id)).toEqual(['Anna Schmidt', 'Jonas Schmidt']);
  });
});
