import { afterEach, describe, expect, test, vi } from 'vitest';
import { TRUNCATE } from '../src/constants.ts';
import {
  cartDateBadge,
  ELLIPSIS,
  formatDate,
  formatLocalDate,
  formatParty,
  formatPax,
  formatRating,
  formatTrailCount,
  formatUsd,
  reviewerDisplayName,
  truncate,
} from '../src/format.ts';

const graphemeCount = (text: string) =>
  [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].length;

describe('truncate', () => {
  test('leaves text that fits unchanged', () => {
    const title = 'Knuckles Range sunrise hike';
    expect(truncate(title, TRUNCATE.listingTitle)).toBe(title);
    const exact = 'x'.repeat(TRUNCATE.listingTitle);
    expect(truncate(exact, TRUNCATE.listingTitle)).toBe(exact);
  });

  test('cuts longer text to the limit, the ellipsis included', () => {
    const text = 'a'.repeat(TRUNCATE.listingTitle + 1);
    const cut = truncate(text, TRUNCATE.listingTitle);
    expect(cut).toBe(`${'a'.repeat(TRUNCATE.listingTitle - 1)}${ELLIPSIS}`);
    expect(cut).toHaveLength(TRUNCATE.listingTitle);
    expect(ELLIPSIS).toBe('…');
  });

  test.each(Object.entries(TRUNCATE))('never exceeds the %s limit of %i', (_, limit) => {
    const overview =
      'A gentle walk through tea estates above Kandy, with a stop at a working factory and lunch by the lake.';
    const cut = truncate(overview, limit);
    expect(graphemeCount(cut)).toBeLessThanOrEqual(limit);
    expect(cut.endsWith(ELLIPSIS)).toBe(overview.length > limit);
    expect(overview.startsWith(cut.slice(0, -1))).toBe(true);
  });

  test('drops white space left before the ellipsis', () => {
    expect(truncate('Ella rock trail by the railway', 10)).toBe('Ella rock…');
  });

  test('never cuts inside a surrogate pair or an emoji sequence', () => {
    const emoji = '🐘'; // two UTF-16 units
    expect(truncate(emoji.repeat(40), 30)).toBe(`${emoji.repeat(29)}${ELLIPSIS}`);
    const family = '👨‍👩‍👧'; // one character of five code points
    expect(truncate(`${'a'.repeat(28)}${family}bc`, 30)).toBe(
      `${'a'.repeat(28)}${family}${ELLIPSIS}`,
    );
    expect(truncate(`${'a'.repeat(29)}${family}`, 30)).toBe(`${'a'.repeat(29)}${family}`);
  });

  test('counts a letter and its combining accent as one character', () => {
    const accented = 'e\u0301'; // é as two code points
    expect(truncate(accented.repeat(5), 5)).toBe(accented.repeat(5));
    expect(truncate(accented.repeat(6), 5)).toBe(`${accented.repeat(4)}${ELLIPSIS}`);
  });

  test('gives an empty string for missing text and refuses a nonsense limit', () => {
    expect(truncate(undefined, 30)).toBe('');
    expect(truncate(null, 30)).toBe('');
    expect(truncate('', 30)).toBe('');
    expect(() => truncate('abc', 0)).toThrow(RangeError);
    expect(() => truncate('abc', 2.5)).toThrow(RangeError);
  });
});

describe('formatRating', () => {
  test.each([
    [4.25, '4.3'],
    [4.35, '4.4'],
    [4.05, '4.1'],
    [4.04, '4.0'],
    [5, '5.0'],
    [1, '1.0'],
    [3.333333, '3.3'],
  ])('%d shows as %s', (average, text) => {
    expect(formatRating(average)).toBe(text);
  });

  test.each([undefined, null, 0, NaN])('%s shows "No Ratings yet"', (average) => {
    expect(formatRating(average)).toBe('No Ratings yet');
  });
});

describe('formatUsd', () => {
  test.each([
    [123450, '$1,234.50'],
    [0, '$0.00'],
    [5, '$0.05'],
    [99, '$0.99'],
    [100, '$1.00'],
    [29, '$0.29'],
    [100000000, '$1,000,000.00'],
    [-500, '-$5.00'],
    [Number.MAX_SAFE_INTEGER, '$90,071,992,547,409.91'],
  ])('%i cents is %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  test.each([12.5, NaN, Infinity])('refuses %d: money is integer cents', (cents) => {
    expect(() => formatUsd(cents)).toThrow(RangeError);
  });

  test('writes what Intl writes for US dollars, for every size of amount', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const exact = (cents: number) => {
      const abs = Math.abs(cents);
      const decimal = `${cents < 0 ? '-' : ''}${(abs - (abs % 100)) / 100}.${String(abs % 100).padStart(2, '0')}`;
      return usd.format(decimal as `${number}`);
    };
    const amounts = [0, -0, 1, -1, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER];
    // Each number of digits, at its edges: 9, 10, 99, 100, … 10^15.
    for (let power = 1; power <= 1e15; power *= 10) amounts.push(power - 1, power, power + 1);
    // And a spread of amounts between, the same every run.
    let seed = 13;
    for (let i = 0; i < 5000; i += 1) {
      seed = (seed * 48271) % 2147483647;
      const digits = 1 + (seed % 15); // up to 15 digits: below MAX_SAFE_INTEGER
      const cents = Math.floor((seed / 2147483647) * 10 ** digits);
      amounts.push(cents, -cents);
    }
    for (const cents of amounts) expect(formatUsd(cents), String(cents)).toBe(exact(cents));
  });
});

describe('formatTrailCount', () => {
  test('a counted total is exact, grouped, and singular for one', () => {
    expect(formatTrailCount(0)).toBe('0 trails');
    expect(formatTrailCount(1)).toBe('1 trail');
    expect(formatTrailCount(12)).toBe('12 trails');
    expect(formatTrailCount(1204)).toBe('1,204 trails');
    expect(formatTrailCount(123456)).toBe('123,456 trails');
  });

  test('an estimated total says "About" and keeps two significant digits', () => {
    expect(formatTrailCount(1001, true)).toBe('About 1,000 trails');
    expect(formatTrailCount(3216, true)).toBe('About 3,200 trails');
    expect(formatTrailCount(3251, true)).toBe('About 3,300 trails');
    expect(formatTrailCount(98_765, true)).toBe('About 99,000 trails');
    expect(formatTrailCount(1_234_567, true)).toBe('About 1,200,000 trails');
    expect(formatTrailCount(87, true)).toBe('About 87 trails');
  });

  test('refuses what is not a count', () => {
    expect(() => formatTrailCount(-1)).toThrow(RangeError);
    expect(() => formatTrailCount(1.5)).toThrow(RangeError);
  });
});

describe('formatting builds no Intl object until one is needed', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  test('loading the module, prices and Latin titles build none; a date in Sri Lanka builds one', async () => {
    vi.resetModules();
    const built = [
      vi.spyOn(Intl, 'Segmenter'),
      vi.spyOn(Intl, 'NumberFormat'),
      vi.spyOn(Intl, 'DateTimeFormat'),
    ];
    const format = await import('../src/format.ts');
    expect(format.formatUsd(123450)).toBe('$1,234.50');
    expect(format.truncate('Little Adam’s Peak and Nine Arch Bridge at dawn', 30)).toBe(
      'Little Adam’s Peak and Nine A…',
    );
    expect(format.reviewerDisplayName({ firstName: 'Nimal', lastName: 'Perera' })).toBe('Nimal P.');
    for (const constructor of built) expect(constructor).not.toHaveBeenCalled();
    expect(format.formatDate(new Date('2026-03-04T18:30:00.000Z'))).toBe('05/03/2026');
    expect(format.formatDate(new Date('2026-03-04T18:29:00.000Z'))).toBe('04/03/2026');
    expect(built[2]).toHaveBeenCalledTimes(1);
  });
});

describe('dates as dd/MM/yyyy', () => {
  test('a YYYY-MM-DD date keeps its day', () => {
    expect(formatLocalDate('2026-03-05')).toBe('05/03/2026');
    expect(formatLocalDate('2026-12-31')).toBe('31/12/2026');
    expect(() => formatLocalDate('2026-02-30')).toThrow(RangeError);
  });

  test('an instant shows its date in Sri Lanka', () => {
    expect(formatDate(new Date('2026-03-04T18:29:59.999Z'))).toBe('04/03/2026');
    expect(formatDate(new Date('2026-03-04T18:30:00.000Z'))).toBe('05/03/2026');
    expect(formatDate(new Date('2026-12-31T20:00:00.000Z'))).toBe('01/01/2027');
  });
});

describe('cart date badge', () => {
  test('splits a date into month, day and year', () => {
    expect(cartDateBadge('2026-03-05')).toEqual({ month: 'Mar', day: '05', year: '2026' });
    expect(cartDateBadge('2026-12-25')).toEqual({ month: 'Dec', day: '25', year: '2026' });
    expect(() => cartDateBadge('tomorrow')).toThrow(RangeError);
  });
});

describe('reviewer display name', () => {
  test('is the first name and the first letter of the last name', () => {
    expect(reviewerDisplayName({ firstName: 'Nimal', lastName: 'Perera' })).toBe('Nimal P.');
    expect(reviewerDisplayName({ firstName: ' Anne ', lastName: ' de Silva ' })).toBe('Anne d.');
  });

  test('takes a whole first letter, even outside the Basic Multilingual Plane', () => {
    expect(reviewerDisplayName({ firstName: 'Kasun', lastName: '𝒜bey' })).toBe('Kasun 𝒜.');
  });

  test('copes with a missing part', () => {
    expect(reviewerDisplayName({ firstName: 'Nimal', lastName: '' })).toBe('Nimal');
    expect(reviewerDisplayName({ firstName: null, lastName: 'Perera' })).toBe('P.');
    expect(reviewerDisplayName({ firstName: undefined, lastName: undefined })).toBe('');
  });
});

test('travellers read adults/children/infants', () => {
  expect(formatPax({ adults: 2, children: 1, infants: 0 })).toBe('2/1/0');
});

describe('formatParty', () => {
  test('says a party as people do: singular for one, nobody named who is not coming', () => {
    expect(formatParty({ adults: 1, children: 0, infants: 0 })).toBe('1 adult');
    expect(formatParty({ adults: 2, children: 1, infants: 0 })).toBe('2 adults, 1 child');
    expect(formatParty({ adults: 2, children: 3, infants: 1 })).toBe(
      '2 adults, 3 children, 1 infant',
    );
  });
});
