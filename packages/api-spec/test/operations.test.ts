import { describe, expect, it } from 'vitest';
import { contract, isSecured, operations } from './contract.ts';

// Spec §7, literally: every call the product makes, as published (misspellings included).
const specCalls = [
  'POST /oauth/token',
  'POST /api/auth/social',
  'GET /api/account/profile',
  'POST /api/register',
  'POST /api/client/chpwd',
  'GET /api/search/get',
  'GET /api/search',
  'GET /api/activity',
  'POST /api/activity/cost',
  'GET /api/account/my-bookings',
  'GET /api/account/my-bookings/show/{id}',
  'GET /api/account/my-bookings/{id}/comments',
  'POST /api/account/my-bookings/{id}/comments',
  'GET /api/account/my-bookings/cancel/{id}',
  'POST /api/booking/ammend',
  'POST /api/booking/checkout',
  'GET /api/account/reviews',
  'POST /api/account/my-bookings/{bookingId}/review',
  'GET /api/account/all/deals',
  'POST /api/account/profile/field/update',
  'GET /api/account/favourites',
  'GET /api/account/favourites/add/{id}',
  'GET /api/account/favourites/remove/{id}',
  'POST /api/email/inquiry',
  'POST /api/email/sub',
  'POST /api/review/booking',
  'POST /api/review/add/token',
  'POST /api/review/image/upload',
  'POST /api/review/image/delete',
  'GET /api/content/site/get',
  'GET /api/settings/site/get',
  'GET /api/sliders/get',
  'GET /api/featured/categories/get',
  'GET /api/instagram/get',
  'GET /api/locations/get',
  'GET /api/categories/get',
  'GET /api/locations/search',
  'GET /api/locationsPages/tags',
  'GET /api/location/page',
  'GET /api/travel/inspiration',
];

// The calls spec §7 marks (auth), plus the amendment, which acts on the caller's booking.
const securedCalls = [
  'GET /api/account/profile',
  'GET /api/account/my-bookings',
  'GET /api/account/my-bookings/show/{id}',
  'GET /api/account/my-bookings/{id}/comments',
  'POST /api/account/my-bookings/{id}/comments',
  'GET /api/account/my-bookings/cancel/{id}',
  'POST /api/booking/ammend',
  'GET /api/account/reviews',
  'POST /api/account/my-bookings/{bookingId}/review',
  'GET /api/account/all/deals',
  'POST /api/account/profile/field/update',
  'GET /api/account/favourites',
  'GET /api/account/favourites/add/{id}',
  'GET /api/account/favourites/remove/{id}',
  'POST /api/account/amendments/{id}/pay',
  'POST /api/account/amendments/{id}/withdraw',
  'POST /api/account/my-bookings/{id}/travellers',
  'PUT /api/account/my-bookings/{id}/travellers/{traveller}',
  'DELETE /api/account/my-bookings/{id}/travellers/{traveller}',
  'POST /api/account/my-bookings/{id}/amendment-quote',
  'POST /api/auth/logout',
  'POST /api/auth/logout/everywhere',
  // the operations API: operators' bearer tokens (issues 14 and 16)
  'GET /api/ops/bookings',
  'POST /api/ops/bookings/{id}/confirm',
  'POST /api/ops/bookings/{id}/reject',
  'GET /api/ops/requests',
  'POST /api/ops/amendments/{id}/approve',
  'POST /api/ops/amendments/{id}/reject',
  'POST /api/ops/bookings/{id}/cancellation/approve',
  'POST /api/ops/bookings/{id}/cancellation/decline',
  'POST /api/ops/bookings/{id}/messages',
  'POST /api/ops/messages/{id}/hide',
  // e-tickets and calendar files (issue 16): the caller's own bookings, and the guides' check
  'GET /api/account/my-bookings/{id}/ticket',
  'GET /api/account/my-bookings/{id}/ticket/download',
  'GET /api/account/my-bookings/{id}/calendar',
  'POST /api/ops/tickets/verify',
];

const beyondSpecCalls = [
  'GET /api/activity/availability',
  'POST /api/auth/logout',
  'POST /api/auth/logout/everywhere',
  'GET /api/captcha/challenge',
  'GET /api/auth/social/providers',
  'GET /api/auth/social/{provider}/start',
  'GET /api/auth/social/{provider}/callback',
  'GET /api/supplier/verify',
  'GET /api/account/email/confirm',
  'GET /healthz',
  'GET /dev/mailbox',
  'GET /dev/mailbox/messages',
  'GET /media/{name}',
  // checkout and payments (issue 14)
  'GET /api/payments/{reference}',
  'POST /api/payments/webhooks/{provider}',
  'GET /api/payments/sandbox/{reference}',
  'POST /api/payments/sandbox/{reference}',
  // the PayHere provider's form page (issue 15)
  'GET /api/payments/payhere/{reference}',
  'POST /api/account/password/set',
  'POST /api/ops/login',
  'GET /api/ops/bookings',
  'POST /api/ops/bookings/{id}/confirm',
  'POST /api/ops/bookings/{id}/reject',
  // booking management (issue 16)
  'GET /api/ops/requests',
  'POST /api/ops/amendments/{id}/approve',
  'POST /api/ops/amendments/{id}/reject',
  'POST /api/ops/bookings/{id}/cancellation/approve',
  'POST /api/ops/bookings/{id}/cancellation/decline',
  'POST /api/ops/bookings/{id}/messages',
  'POST /api/ops/messages/{id}/hide',
  // e-tickets and calendar files (issue 16, ADR 170–172)
  'GET /api/account/my-bookings/{id}/ticket',
  'GET /api/account/my-bookings/{id}/ticket/download',
  'GET /api/account/my-bookings/{id}/calendar',
  'GET /api/payments/{reference}/tickets',
  'GET /api/payments/{reference}/tickets/{booking_reference}/download',
  'GET /api/payments/{reference}/tickets/{booking_reference}/calendar',
  'POST /api/ops/tickets/verify',
  // paying an amendment's balance again after a decline (ADR 219)
  'POST /api/account/amendments/{id}/pay',
  // withdrawing an amendment request the traveller no longer wants (ADR 294)
  'POST /api/account/amendments/{id}/withdraw',
  // naming a traveller the checkout or an amendment left unnamed (ADR 296)
  'POST /api/account/my-bookings/{id}/travellers',
  // correcting or removing a traveller's name (ADR 305)
  'PUT /api/account/my-bookings/{id}/travellers/{traveller}',
  'DELETE /api/account/my-bookings/{id}/travellers/{traveller}',
  // the set-password page asks whether its link still works before drawing its form (ADR 310)
  'POST /api/account/password/token',
  // the Amend Tour form's price of a change, as the request would price it (ADR 311)
  'POST /api/account/my-bookings/{id}/amendment-quote',
];

const key = ({ method, path }: { method: string; path: string }) =>
  `${method.toUpperCase()} ${path}`;

const responseRef = (name: string) => `#/components/responses/${name}`;

describe('the operations of the contract', () => {
  it('lists exactly the 40 calls of spec §7 plus the beyond-spec calls', () => {
    expect(specCalls).toHaveLength(40);
    expect(operations.map(key).sort()).toEqual([...specCalls, ...beyondSpecCalls].sort());
  });

  it('marks every call that is not in spec §7, and only those, as beyond-spec', () => {
    const marked = operations.filter(({ operation }) => operation['x-beyond-spec'] === true);
    expect(marked.map(key).sort()).toEqual([...beyondSpecCalls].sort());
  });

  it.each(operations.map((entry) => [key(entry), entry] as const))(
    '%s has a camelCase operationId, a summary and a description',
    (_name, { operation }) => {
      expect(operation.operationId).toMatch(/^[a-z][a-zA-Z]+$/);
      expect(operation.summary?.length).toBeGreaterThan(0);
      expect(operation.description?.length).toBeGreaterThan(20);
    },
  );

  it('gives every operation a distinct operationId', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(operations.map((entry) => [key(entry), entry] as const))(
    '%s documents its error answers with the shared responses',
    (_name, { path, operation }) => {
      const { responses } = operation;
      expect(responses['429']?.$ref).toBe(responseRef('TooManyRequests'));
      expect(responses['500']?.$ref).toBe(responseRef('ServerError'));
      if (operation.requestBody || operation.parameters?.length) {
        expect(responses['400']?.$ref).toBe(responseRef('BadRequest'));
      }
      if (path.includes('{')) {
        expect(responses['404']?.$ref).toBe(responseRef('NotFound'));
      }
      if (isSecured(operation)) {
        expect(responses['401']?.$ref).toBe(responseRef('Unauthorized'));
      }
    },
  );

  it('answers every 4xx and 5xx with the one Error schema', () => {
    const errorAnswers = new Set<string>();
    for (const { operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        expect(response.$ref).toMatch(/^#\/components\/responses\//);
        errorAnswers.add(response.$ref!.split('/').pop()!);
      }
    }
    for (const name of errorAnswers) {
      expect(contract.components.responses[name]).toMatchObject({
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      });
    }
  });

  it('lets a caller revalidate the public catalogue reads: ETag, If-None-Match and a bodiless 304', () => {
    const revalidated = operations.filter(({ operation }) => '304' in operation.responses);
    expect(revalidated.length).toBeGreaterThan(10);
    for (const { operation } of revalidated) {
      expect(operation.security, operation.operationId).toEqual([]);
      expect(operation.responses['304']?.$ref).toBe(responseRef('NotModified'));
      expect(operation.parameters).toContainEqual({
        $ref: '#/components/parameters/IfNoneMatch',
      });
    }
    expect(contract.components.responses['NotModified']).not.toHaveProperty('content');
  });

  it('requires the bearer token on the (auth) calls and the amendment, nowhere else', () => {
    const secured = operations.filter(
      ({ operation }) => isSecured(operation) && !operation.security?.some((r) => !r.bearerAuth),
    );
    expect(secured.map(key).sort()).toEqual([...securedCalls].sort());
    expect(contract.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('lets checkout run as a guest or as a logged-in client', () => {
    const checkout = contract.paths['/api/booking/checkout']?.post;
    expect(checkout?.security).toEqual([{}, { bearerAuth: [] }]);
    expect(checkout?.responses['401']?.$ref).toBe(responseRef('Unauthorized'));
  });

  it('keeps every other call public, with no global requirement', () => {
    expect(contract.security).toEqual([]);
    for (const { operation } of operations) {
      expect(operation.security, operation.operationId).toBeDefined();
    }
  });

  it.each([
    ['/api/booking/ammend', 'post'],
    ['/api/register', 'post'],
    ['/api/activity', 'get'],
    ['/api/account/my-bookings/show/{id}', 'get'],
    ['/api/location/page', 'get'],
  ] as const)('says in %s that a misspelling is the published wire name', (path, method) => {
    expect(contract.paths[path]?.[method]?.description).toMatch(/misspel/i);
  });
});
