// Issue 18, High 1: the per-address limits count the visitor, whatever forwarding headers the
// visitor sends through the site. "Send me a new password" allows 10 mails an hour per address
// (ADR 060); a visitor rotating X-Forwarded-For (and its cousins) on each call is still one
// address and meets the 429. A stack of its own: this run uses up the limit of 127.0.0.1.
import { expect, test } from '@playwright/test';
import { startStack } from './global-setup.ts';
import type { Stack } from './global-setup.ts';

let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(() => stack?.stop());

test('rotating X-Forwarded-For on /api/client/chpwd through the site still reaches 429', async ({
  request,
}) => {
  const statuses: number[] = [];
  for (let i = 1; i <= 12; i++) {
    const answer = await request.post(`${stack.webUrl}/api/client/chpwd`, {
      data: { username: `nobody.${i}@example.com` },
      headers: {
        'X-Forwarded-For': `203.0.113.${i}`,
        'X-Real-IP': `198.51.100.${i}`,
        Forwarded: `for=192.0.2.${i}`,
      },
    });
    statuses.push(answer.status());
    if (answer.status() === 429) {
      expect(answer.headers()['retry-after']).toMatch(/^\d+$/);
      expect(((await answer.json()) as { message: string }).message).toMatch(/Too many/);
    }
  }
  // Ten answers for unknown addresses, then the limit.
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
  expect(statuses.slice(10)).toEqual([429, 429]);
});
