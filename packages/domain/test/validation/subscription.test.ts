import { expect, test } from 'vitest';
import { validateSubscription } from '../../src/validation/subscription.ts';

test('an email address subscribes', () => {
  expect(validateSubscription({ email: 'anne@example.com' }).ok).toBe(true);
});

test('an empty email gives "Email field is mandatory"', () => {
  expect(validateSubscription({ email: '  ' }).firstError).toEqual({
    field: 'email',
    message: 'Email field is mandatory',
  });
});

test('something that is not an address gives "Email not valid"', () => {
  expect(validateSubscription({ email: 'anne at example' }).firstError).toEqual({
    field: 'email',
    message: 'Email not valid',
  });
});
