import { expect, test } from 'vitest';
import { validateInquiry } from '../../src/validation/inquiry.ts';

const filled = {
  name: 'Anne',
  email: 'anne@example.com',
  phone: '+94 77 123 4567',
  message: 'Is the Knuckles hike fine for a ten-year-old?',
};

test('an inquiry with every field filled passes', () => {
  expect(validateInquiry(filled).ok).toBe(true);
});

test('every field is mandatory, checked name, email, phone, message', () => {
  const result = validateInquiry({ name: '', email: ' ', phone: '', message: '\n' });
  expect(result.errors).toEqual({
    name: 'Name field is mandatory',
    email: 'Email field is mandatory',
    phone: 'Phone field is mandatory',
    message: 'Message field is mandatory',
  });
  expect(result.firstError).toEqual({ field: 'name', message: 'Name field is mandatory' });
});

test.each([
  ['email', 'Email field is mandatory'],
  ['phone', 'Phone field is mandatory'],
  ['message', 'Message field is mandatory'],
] as const)('an empty %s alone gives %j', (field, message) => {
  expect(validateInquiry({ ...filled, [field]: '' }).firstError).toEqual({ field, message });
});

test.each(['x@y', 'a@b', 'anne', 'anne@'])(
  "an e-mail that is no address (%j) gives 'Email not valid', as the API answers",
  (email) => {
    expect(validateInquiry({ ...filled, email }).errors).toEqual({ email: 'Email not valid' });
  },
);

test.each(['abc', 'call me after six', '---'])(
  'a phone with no number in it (%j) asks for one, as the API answers',
  (phone) => {
    expect(validateInquiry({ ...filled, phone }).errors).toEqual({
      phone: 'Enter a phone number, like +94 77 123 4567',
    });
  },
);
