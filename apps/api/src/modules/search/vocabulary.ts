// Typo tolerance without scanning tours (words of letters only; numbers are matched as typed): each typed word is matched by trigram similarity
// against the small vocabulary of the catalogue (search_words), and the keyword becomes a
// full-text query of "the word or its close spellings" for every word, which the tours' GIN
// index answers (ADR 042).
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';

/** At most this many words of a keyword count; more add nothing but cost. */
const MAX_TERMS = 8;
/** Close spellings kept per typed word. */
const ALTERNATIVES = 4;

/** Adds the words of every tour's title, places and categories to the vocabulary. */
export async function refreshSearchWords(db: Pick<Database, 'execute'>): Promise<void> {
  await db.execute(sql`
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM tours, regexp_split_to_table(lower(title || ' ' || keywords), '[^a-z]+') AS w
    WHERE length(w) >= 3
    ON CONFLICT DO NOTHING`);
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
 * keyword has no word at all.
 */
export async function keywordQuery(db: Database, keyword: string): Promise<string | undefined> {
  const terms = termsOf(keyword);
  if (terms.length === 0) return undefined;
  const rows = await queryRows<{ term: string; word: string }>(
    db,
    sql`SELECT q.term, w.word
      FROM unnest(ARRAY[${sql.join(
        terms.map((term) => sql`${term}`),
        sql`, `,
      )}]::text[]) AS q(term)
      CROSS JOIN LATERAL (
        SELECT word FROM search_words
        WHERE length(q.term) >= 3 AND q.term ~ '[a-z]' AND word % q.term
        ORDER BY similarity(word, q.term) DESC, word
        LIMIT ${ALTERNATIVES}
      ) AS w`,
  );
  const groups = terms.map((term) => {
    const spellings = new Set([term, ...rows.filter((r) => r.term === term).map((r) => r.word)]);
    return `(${[...spellings].join(' | ')})`;
  });
  return groups.join(' & ');
}
