// User-perceived characters (grapheme clusters) of a text, for truncation and the limits that
// count characters (ADR 021).
//
// `Intl.Segmenter` is exact for any text, but the first one a page builds pays for the break
// rules' set-up, on the main thread, while the page hydrates (ADR 200). The text of the
// catalogue is almost always Latin letters, digits and punctuation, where every UTF-16 unit is
// a character of its own: such text is counted by its units and never builds a segmenter. Any
// other text (an emoji, a combining accent, Sinhala or Tamil script) goes through the segmenter,
// built on first use and kept.

/**
 * Characters that are always a grapheme cluster of their own, whatever stands beside them:
 * tab and line feed (a control breaks on both sides; carriage return is left out, as CR LF is
 * one cluster), printable ASCII, Latin-1, Latin Extended-A and -B, and the general punctuation
 * from the hyphen to the reversed semicolon, without the joiners and the line and paragraph
 * separators. None is a combining mark, a joiner, a regional indicator or a Hangul jamo, the
 * classes the break rules join; the exhaustive check against `Intl.Segmenter` is in
 * `test/graphemes.test.ts`.
 */
export const SINGLE_UNIT_CHARACTERS = /^[\t\n\x20-\x7E\u00A0-\u024F\u2010-\u2027\u2030-\u205E]*$/;

export interface Grapheme {
  /** The character's text (one or more UTF-16 units). */
  readonly segment: string;
  /** Where it starts in the text, in UTF-16 units. */
  readonly index: number;
}

let segmenter: Intl.Segmenter | undefined;

/** The text's user-perceived characters, in order, each with where it starts. */
export function graphemesOf(text: string): Iterable<Grapheme> {
  if (SINGLE_UNIT_CHARACTERS.test(text)) return singleUnits(text);
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return segmenter.segment(text);
}

/** How many user-perceived characters the text has (`'e\u0301'` is one). */
export function graphemeCount(text: string): number {
  if (SINGLE_UNIT_CHARACTERS.test(text)) return text.length;
  let count = 0;
  for (const _ of graphemesOf(text)) count += 1;
  return count;
}

/** The text's first user-perceived character, or `''` for empty text. */
export function firstGrapheme(text: string): string {
  // Whether the first character is one unit depends only on the first two units.
  if (SINGLE_UNIT_CHARACTERS.test(text.slice(0, 2))) return text.slice(0, 1);
  for (const { segment } of graphemesOf(text)) return segment;
  return '';
}

function* singleUnits(text: string): Generator<Grapheme> {
  for (let index = 0; index < text.length; index += 1) {
    yield { segment: text.charAt(index), index };
  }
}
