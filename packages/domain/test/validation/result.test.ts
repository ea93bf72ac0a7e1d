import { expect, test } from 'vitest';
import { resultOf } from '../../src/validation/result.ts';

test('a result with no failing check is ok, with no errors', () => {
  expect(
    resultOf([
      ['a', false],
      ['b', undefined],
    ]),
  ).toEqual({
    ok: true,
    firstError: undefined,
    errors: {},
  });
});

test('the first failing check in order is the first error; each field keeps its first message', () => {
  expect(
    resultOf([
      ['a', false],
      ['b', 'b is wrong'],
      ['c', 'c is wrong'],
      ['b', 'b is wrong again'],
    ]),
  ).toEqual({
    ok: false,
    firstError: { field: 'b', message: 'b is wrong' },
    errors: { b: 'b is wrong', c: 'c is wrong' },
  });
});
