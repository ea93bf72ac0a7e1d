// Typo tolerance without scanning tours (words of letters only; numbers are matched as typed): each typed word is matched by trigram similarity
// against the small vocabulary of the catalogue (search_words), and the keyword becomes a
// full-text query of "the word or its close spellings" for every word, which the tours' GIN
// index answers (ADR 042).
//
// A keyword's spellings are looked up once and kept (ADR 229): the vocabulary changes only when
// tours are written, and every visitor typing the same words asked the database the same question.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { keptPerDatabase } from './kept-per-database.ts';

/** At most this many words of a keyword count; more add nothing but cost. */
const MAX_TERMS = 8;
/** Close spellings looked at per typed word. */
const ALTERNATIVES = 4;
/**
 * A typo's close spelling counts only if it is nearly as close as the closest one: "waterfal"
 * means waterfall (0.73) or waterfalls (0.67), not every tour on the water (0.5) (ADR 229). A
 * word the catalogue has keeps all its close words.
 */
export const SPELLING_MARGIN = 0.1;
/**
 * How long a keyword's spellings are kept. Writing tours here forgets them at once
 * (refreshSearchWords); another instance's new words are seen within this time. A stale
 * vocabulary only misses a correction towards a word just added: the typed word always counts.
 */
export const SPELLINGS_TTL_MS = 60_000;
/** Keywords remembered per database; the least recently typed go first. */
const SPELLINGS_KEPT = 5000;

/** Bumped by every refresh: a key of an older vocabulary is never read again. */
let vocabularyVersion = 0;
const spellings = keptPerDatabase<string | undefined>(SPELLINGS_KEPT, SPELLINGS_TTL_MS);

/** Adds the words of every tour's title, places and categories to the vocabulary. */
export async function refreshSearchWords(db: Pick<Database, 'execute'>): Promise<void> {
  await db.execute(sql`
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM tours, regexp_split_to_table(lower(title || ' ' || keywords), '[^a-z]+') AS w
    WHERE length(w) >= 3
    ON CONFLICT DO NOTHING`);
  vocabularyVersion += 1;
}

/** The words of a keyword, lower case, letters and digits only (safe inside to_tsquery). */
export function termsOf(keyword: string): string[] {
  const words = keyword
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/**
 * The to_tsquery text for a keyword: `(w1 | close1 | close2) & (w2 | …)`, or undefined when the
 * keyword has no word the index could hold (none at all, or only stop words such as "the").
 * Kept per database for SPELLINGS_TTL_MS; concurrent first asks of one keyword share one lookup,
 * and a failed lookup is not kept.
 */
export function keywordQuery(db: Database, keyword: string): Promise<string | undefined> {
  const terms = termsOf(keyword);
  if (terms.length === 0) return Promise.resolve(undefined);
  const key = `${vocabularyVersion} ${terms.join(' ')}`;
  return spellings.once(db, key, Date.now(), () => lookUpSpellings(db, terms));
}

/** A small number typed as digits also means its word: "3 day" finds the "Three-Day Trail". */
const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/**
 * One row per close spelling of a typed word (or one row with no spelling), with both words'
 * stems as the tours' index has them ('' for a stop word such as "the").
 */
type Spelling = {
  term: string;
  term_stem: string;
  word: string | null;
  stem: string | null;
  closeness: number | null;
};

async function lookUpSpellings(db: Database, terms: string[]): Promise<string | undefined> {
  const rows = await queryRows<Spelling>(
    db,
    sql`SELECT q.term, array_to_string(ts_lexize('english_stem', q.term), ' ') AS term_stem,
        w.word, w.stem, w.closeness
      FROM unnest(ARRAY[${sql.join(
        terms.map((term) => sql`${term}`),
        sql`, `,
      )}]::text[]) AS q(term)
      LEFT JOIN LATERAL (
        SELECT word, array_to_string(ts_lexize('english_stem', word), ' ') AS stem,
          similarity(word, q.term) AS closeness
        FROM search_words
        WHERE length(q.term) >= 3 AND q.term ~ '[a-z]' AND word % q.term
        ORDER BY closeness DESC, word
        LIMIT ${ALTERNATIVES}
      ) AS w ON true`,
  );
  const groups = terms.flatMap((term) => {
    const ofTerm = rows.filter((r) => r.term === term);
    const close = ofTerm.filter((r) => r.word !== null);
    // A word the catalogue has is no typo: its close words count only when they extend it, so
    // "trek" still finds the trekking tours and "water" the waterfalls, but "waterfall" no
    // longer finds every tour on the water (ADR 246). A typo keeps only the spellings nearly as
    // close as the closest (ADR 229).
    const typo = !close.some((r) => r.word === term);
    const closest = Math.max(0, ...close.map((r) => Number(r.closeness)));
    const counts = (r: Spelling) =>
      typo ? Number(r.closeness) >= closest - SPELLING_MARGIN : r.word!.startsWith(term);
    const candidates: [word: string, stem: string][] = [
      [term, ofTerm[0]?.term_stem ?? term],
      ...close.filter(counts).map((r): [string, string] => [r.word!, r.stem ?? r.word!]),
    ];
    const numberWord = /^\d+$/.test(term) ? NUMBER_WORDS[Number(term)] : undefined;
    if (numberWord) candidates.push([numberWord, numberWord]);
    // Spellings with one stem are one word to the index ("waterfall", "waterfalls"): written
    // twice, the planner counts its matches twice and walks the sales order for a third of the
    // catalogue instead of reading the matches (ADR 229). A stop word has no stem: the index
    // holds no such word, and to_tsquery would drop it anyway.
    const byStem = new Map<string, string>();
    for (const [word, stem] of candidates) {
      if (stem !== '' && !byStem.has(stem)) byStem.set(stem, word);
    }
    return byStem.size ? [`(${[...byStem.values()].join(' | ')})`] : [];
  });
  // Only stop words ("the"): no words to look for, as with an empty keyword — a query of none
  // would match no tour at all.
  return groups.length ? groups.join(' & ') : undefined;
}
