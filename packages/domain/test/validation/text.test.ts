import { describe, expect, test } from 'vitest';
import { isBlank, looksLikeEmail } from '../../src/validation/text.ts';

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
