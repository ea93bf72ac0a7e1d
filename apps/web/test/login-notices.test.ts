// What the login page says when a link opened it. The sign-up mail's confirmation link lands
// here (the API redirects with `email_confirmed`): before, the page said nothing either way, and
// the traveller could not tell whether the address was confirmed (a tester's finding).
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@trails/domain/messages';
import { loader } from '../app/routes/login.tsx';

const noticeAt = (search: string) =>
  loader({
    request: new Request(`http://localhost:3000/login${search}`),
    params: {},
    context: {},
  } as unknown as Parameters<typeof loader>[0]).notice;

describe('the login page opened from a link', () => {
  it('says the e-mail address is confirmed, or that the link is not valid any more', () => {
    expect(noticeAt('?email_confirmed=1')).toBe(MESSAGES.emailConfirmed);
    expect(noticeAt('?email_confirmed=0')).toBe(MESSAGES.emailConfirmationInvalid);
  });

  it('still says a set password and an ended login, and nothing without a link', () => {
    expect(noticeAt('?notice=password-set')).toMatch(/^Your password is set/);
    expect(noticeAt('?notice=login-expired')).toBe(MESSAGES.loginExpired);
    expect(noticeAt('')).toBeNull();
    expect(noticeAt('?email_confirmed=yes')).toBeNull();
  });
});
