import { sql } from "kysely";

/*
 * The relevance order shared by the library search and the public lesson search (migration 010):
 * an exact title, then a title that starts with the term, then full-text matches by weighted rank
 * (title over summary and tags over body), then titles that only resemble the term (trigram word
 * similarity: typos and word fragments), then the oldest row.
 */

const FOLD_FROM = "àáâãäåāçćčèéêëēęìíîïīłñńòóôõöøōùúûüūýÿžźżśš";
const FOLD_TO = "aaaaaaaccceeeeeeiiiiilnnooooooouuuuuyyzzzss";
const FOLD_MAP = new Map([...FOLD_FROM].map((char, i) => [char, FOLD_TO[i]!]));

/** The words of a query are capped: eight already narrow any library to a handful. */
const MAX_WORDS = 8;

/** Lower case without accents, exactly as `search_fold()` in SQL, so both sides compare alike. */
export function foldSearchText(text: string): string {
  return [...text.toLowerCase()].map((char) => FOLD_MAP.get(char) ?? char).join("");
}

export interface SearchTerms {
  /** The folded term with single spaces, for the trigram similarity. */
  folded: string;
  /** Every word as a prefix (`'a':* & 'b':*`), or null when the term has no letters or digits. */
  matchQuery: string | null;
  /** The title starts with the words, the last one as a prefix (between the title markers). */
  prefixQuery: string | null;
  /** The title is exactly the words. */
  exactQuery: string | null;
}

/** The parts of a search text the queries need, or null when there is nothing to search for. */
export function parseSearch(text: string | undefined): SearchTerms | null {
  const folded = foldSearchText(text ?? "")
    .trim()
    .replace(/\s+/g, " ");
  if (!folded) return null;
  // Letters and digits only, so a word never carries tsquery syntax nor names a title marker.
  const words = (folded.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS).map((w) => `'${w}'`);
  if (words.length === 0) return { folded, matchQuery: null, prefixQuery: null, exactQuery: null };
  return {
    folded,
    matchQuery: words.map((w) => `${w}:*`).join(" & "),
    prefixQuery: `'^' <-> ${words.join(" <-> ")}:*`,
    exactQuery: `'^' <-> ${words.join(" <-> ")} <-> '$'`,
  };
}

/** The SQL pieces of the relevance order for a table with `title` and `search_vector`. */
export function relevance(table: string, terms: SearchTerms) {
  const title = sql`search_fold(${sql.ref(`${table}.title`)})`;
  const vector = sql.ref(`${table}.search_vector`);
  const has = (query: string | null) =>
    query ? sql<boolean>`${vector} @@ ${query}::tsquery` : sql<boolean>`false`;
  return {
    /** Any full-text match: found through the GIN index. */
    isTextMatch: has(terms.matchQuery),
    /**
     * 2 for an exact title, 1 for a title that starts with the term, else 0; the exact test runs
     * only on prefix matches, as each phrase test costs about as much as the rank.
     */
    titleTier: terms.prefixQuery
      ? sql<number>`case when ${has(terms.prefixQuery)} then 1 + (${has(terms.exactQuery)})::int else 0 end`
      : sql<number>`0::int`,
    /** Weighted (title 1, summary and tags 0.4, body 0.2): read from the stored vector. */
    textRank: terms.matchQuery
      ? sql<number>`ts_rank(${vector}, ${terms.matchQuery}::tsquery)`
      : sql<number>`0::real`,
    /** Titles resembling the term: found and ordered through the GiST trigram index. */
    isFuzzyMatch: sql<boolean>`${title} %> ${terms.folded}`,
    fuzzyDistance: sql<number>`${title} <->> ${terms.folded}`,
  };
}

/**
 * Matches are counted up to this many: counting every item of a large library when nothing is
 * searched would read the whole table. Ranking is never capped; only the count says "400+".
 */
export const SEARCH_COUNT_CAP = 400;
