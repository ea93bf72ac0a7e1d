import { describe, expect, test } from 'vitest';
import { isBlank, looksLikeEmail, looksLikePhone } from '../../src/validation/text.ts';

describe('blank input', () => {
  test.each(['', ' ', '\t\n', '\u00a0', '\u3000 '])('%j counts as empty', (value) => {
    expect(isBlank(value)).toBe(true);
  });

  test('missing input counts as empty; any visible character does not', () => {
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });
});

describe('looksLikeEmail', () => {
  test.each(['nimal@example.lk', 'a.b+trail@mail.co.uk', '  nimal@example.lk  ', 'x@y.z'])(
    '%j looks like an email',
    (value) => {
      expect(looksLikeEmail(value)).toBe(true);
    },
  );

  test.each([
    'nimal',
    'nimal@',
    'nimal@example',
    '@example.lk',
    'nimal perera@example.lk',
    'a@@b.c',
    '',
    null,
    undefined,
  ])('%j does not', (value) => {
    expect(looksLikeEmail(value)).toBe(false);
  });
});

describe('looksLikePhone', () => {
  test.each([
    '+94 77 123 4567',
    '0771234567',
    '+49 (170) 123-4567',
    '081.222.3333',
    ' +1 212 555 0100 ',
    '12345',
    '(+94) 77 123 4567',
    '+94\u00a077\u00a0123\u00a04567',
    '077\u2011123\u20134567',
    '０９０-１２３４-５６７８',
    '＋81 90 1234 5678',
    '555-12-34',
    '8 (495) 123-45-67',
    '(077) 123-4567 / 081 222 33',
  ])('%j looks like a phone number', (value) => {
    expect(looksLikePhone(value)).toBe(true);
  });

  test.each([
    'abc',
    'call me',
    '+94 77 abc 4567',
    '-----',
    '(((( ))))',
    '1234',
    '++94 77 123 4567',
    '+94 77 123 4567 ext 2',
    '123456789012345678901',
    '15/01/2027',
    '2027-01-15',
    '(077) 123-4567 / (081) 222-3333',
    `1${' '.repeat(200)}2345`,
    '',
    null,
    undefined,
  ])('%j does not', (value) => {
    expect(looksLikePhone(value)).toBe(false);
  });
});
