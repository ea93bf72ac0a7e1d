import { describe, expect, test } from 'vitest';
import { looksLikeFlightNumber, looksLikeFlightTime } from '../../src/validation/flight.ts';

describe('looksLikeFlightNumber', () => {
  test.each([
    'UL 504',
    'UL504',
    'ul 504',
    'EK650',
    '6E 1173',
    'G9 507',
    'ALK225',
    'UL504A',
    'QR-664',
    ' UL 504 ',
    'ＵＬ５０４', // full-width, from an East Asian keyboard
  ])('reads %j as a flight number', (value) => {
    expect(looksLikeFlightNumber(value)).toBe(true);
  });

  test.each(['??', '504', 'UL', 'U 504', 'UL 50456', 'ULXX 504', '12 504', 'tomorrow', '', null])(
    'refuses %j',
    (value) => {
      expect(looksLikeFlightNumber(value)).toBe(false);
    },
  );
});

describe('looksLikeFlightTime', () => {
  test.each([
    '14:30',
    '9:05',
    '09:05',
    '00:15',
    '23:59',
    '14.30',
    '14h30',
    '1430', // a phone's number pad has no ":"
    '930',
    '2:30 pm',
    '2 pm',
    '2.30PM',
    '12:15 a.m.',
    '１４：３０',
  ])('reads %j as a time', (value) => {
    expect(looksLikeFlightTime(value)).toBe(true);
  });

  test.each(['25:99', '24:00', '14:60', '13 pm', '0 am', '??', '14', '2460', 'noon', '', null])(
    'refuses %j',
    (value) => {
      expect(looksLikeFlightTime(value)).toBe(false);
    },
  );
});
