import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  firstGrapheme,
  graphemeCount,
  graphemesOf,
  SINGLE_UNIT_CHARACTERS,
} from '../src/graphemes.ts';

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const segmented = (text: string) =>
  [...segmenter.segment(text)].map(({ segment, index }) => ({ segment, index }));

/** Every character the fast path takes as one unit. */
const singleUnitCharacters = Array.from({ length: 0x10000 }, (_, unit) =>
  String.fromCharCode(unit),
).filter((character) => SINGLE_UNIT_CHARACTERS.test(character));

describe('characters counted by their units', () => {
  test('are each a character of their own beside any other of them (all pairs, by Intl)', () => {
    // The break rules that join characters look at most at the pair around a boundary unless
    // a joiner, a regional indicator or a combining mark is involved, none of which is in the
    // set: so every pair breaking proves that any text of them has one character a unit.
    expect(singleUnitCharacters).toHaveLength(600);
    // `a c1 a c2 a c3 … a`: every pair with `a` on either side; over every `a`, all 360,000.
    const text = singleUnitCharacters
      .map((first) => `${first}${singleUnitCharacters.join(first)}${first}`)
      .join('');
    expect([...segmenter.segment(text)].length).toBe(text.length);
    // A second or two on an idle machine; more when the machine is shared.
  }, 30_000);

  test('leave out what joins its neighbours', () => {
    for (const joining of ['\r', '\u0301', '\u200d', '\u200c', '\ufe0f', '\u0dca', '🇱', '👍']) {
      expect(SINGLE_UNIT_CHARACTERS.test(`a${joining}`), JSON.stringify(joining)).toBe(false);
    }
  });
});

describe('graphemesOf', () => {
  test.each([
    'Little Adam’s Peak and Nine Arch Bridge',
    'Café in Nuwara Eliya — “Little England”',
    'e\u0301 is one character',
    'Sigiriya 🏔️ and 👨‍👩‍👧 at dawn',
    'Line\r\nbreak',
    'සිගිරිය ශ්‍රී ලංකා',
    '🇱🇰🇱🇰',
    '',
  ])('gives what Intl.Segmenter gives for %j', (text) => {
    expect([...graphemesOf(text)].map(({ segment, index }) => ({ segment, index }))).toEqual(
      segmented(text),
    );
    expect(graphemeCount(text)).toBe(segmented(text).length);
    expect(firstGrapheme(text)).toBe(segmented(text)[0]?.segment ?? '');
  });

  test('the first character keeps its combining accent or its emoji sequence', () => {
    expect(firstGrapheme('e\u0301tude')).toBe('e\u0301');
    expect(firstGrapheme('👨‍👩‍👧 family')).toBe('👨‍👩‍👧');
    expect(firstGrapheme('Perera')).toBe('P');
    expect(firstGrapheme('P')).toBe('P');
  });
});

describe('no segmenter for text of single-unit characters', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  test('a fresh module builds none for Latin text, and one for an emoji', async () => {
    vi.resetModules();
    const built = vi.spyOn(Intl, 'Segmenter');
    const fresh = await import('../src/graphemes.ts');
    expect(fresh.graphemeCount('Little Adam’s Peak — “Ella”, 2 days')).toBe(35);
    expect(fresh.firstGrapheme('Nimal')).toBe('N');
    expect(built).not.toHaveBeenCalled();
    expect(fresh.graphemeCount('🐘🐘')).toBe(2);
    expect(fresh.graphemeCount('e\u0301')).toBe(1);
    expect(built).toHaveBeenCalledTimes(1);
  });
});
