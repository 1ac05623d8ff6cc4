import type { IndexInternals } from "./index-internals.ts";
import { SEARCH_WORK_CAPS } from "./search-work-caps.ts";
import { expandWord, type ExpandedTerm, type WordMatching } from "./term-expansion.ts";

/** One word of a query and how loosely it matches. */
export interface QueryWord extends WordMatching {
  word: string;
}

export interface CappedQuery {
  words: readonly QueryWord[];
  /** The fields searched, most weighty first: the budget is spent in this order. */
  fields: readonly string[];
  boosts: Readonly<Record<string, number>>;
  /** AND: books with every word; OR: books with any, the more words the better. */
  combineWith: "AND" | "OR";
}

/** What a query cost: the figures the caps bound. */
export interface SearchWork {
  /** Indexed words the query's words stood for. */
  termsExpanded: number;
  /** (book, field) matches looked at and scored. */
  matchesScored: number;
}

export function noWork(): SearchWork {
  return { termsExpanded: 0, matchesScored: 0 };
}

/** MiniSearch's BM25+ parameters, so scores are the ones its own search gives. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 } as const;

function bm25(tf: number, matching: number, total: number, length: number, avg: number): number {
  const idf = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  return (
    idf * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * length) / avg)))
  );
}

/** A count of matches one word may still score; each one taken is counted in the work. */
class MatchBudget {
  private left: number;

  constructor(
    limit: number,
    private readonly work: SearchWork,
  ) {
    this.left = limit;
  }

  take(): boolean {
    if (this.left <= 0) return false;
    this.left -= 1;
    this.work.matchesScored += 1;
    return true;
  }
}

/** The postings a word's terms hold in the searched fields: what scoring it all would cost. */
function matchCount(terms: readonly ExpandedTerm[], query: CappedQuery, index: IndexInternals) {
  let count = 0;
  for (const { postings } of terms) {
    for (const field of query.fields) count += postings.get(index.fieldIds[field] ?? -1)?.size ?? 0;
  }
  return count;
}

/**
 * A word's score per book (short id), field by field in the query's order and within a field the
 * heaviest term first, until the budget is spent. With `candidates` only those books are scored
 * (the books every earlier word matched), looked up one by one when they are fewer than a
 * term's postings.
 */
function scoreWord(
  index: IndexInternals,
  terms: readonly ExpandedTerm[],
  query: CappedQuery,
  budget: MatchBudget,
  candidates?: ReadonlyMap<number, number>,
): Map<number, number> {
  const scores = new Map<number, number>();
  for (const field of query.fields) {
    const fieldId = index.fieldIds[field];
    if (fieldId === undefined) continue;
    const boost = query.boosts[field] ?? 1;
    const avg = index.avgFieldLength[fieldId] ?? 1;
    for (const { weight, postings: byField } of terms) {
      const postings = byField.get(fieldId);
      if (!postings) continue;
      const add = (doc: number, tf: number) => {
        const length = index.fieldLength.get(doc)?.[fieldId] ?? avg;
        const score = weight * boost * bm25(tf, postings.size, index.documentCount, length, avg);
        scores.set(doc, (scores.get(doc) ?? 0) + score);
      };
      if (candidates && candidates.size < postings.size) {
        for (const doc of candidates.keys()) {
          if (!budget.take()) return scores;
          const tf = postings.get(doc);
          if (tf !== undefined) add(doc, tf);
        }
        continue;
      }
      for (const [doc, tf] of postings) {
        if (!budget.take()) return scores;
        if (!candidates || candidates.has(doc)) add(doc, tf);
      }
    }
  }
  return scores;
}

/** Books in both, their scores summed. */
function intersect(a: ReadonlyMap<number, number>, b: ReadonlyMap<number, number>) {
  const both = new Map<number, number>();
  for (const [doc, score] of b) {
    const earlier = a.get(doc);
    if (earlier !== undefined) both.set(doc, earlier + score);
  }
  return both;
}

/**
 * The books a query matches, by short id, with MiniSearch's score (the words' BM25+ scores
 * summed, times the number of query words the book matched), at a bounded cost: at most
 * SEARCH_WORK_CAPS.termsPerWord indexed words per query word, and SEARCH_WORK_CAPS.matchesScored
 * matches in all.
 *
 * The word with the fewest matches is scored first, so a telling word is never crowded out by a
 * common one. With AND each later word is scored only on the books every earlier one matched,
 * so the books with every word are all found as long as the rarest word's matches fit.
 */
export function cappedSearch(
  index: IndexInternals,
  query: CappedQuery,
  work: SearchWork,
): Map<number, number> {
  const budget = new MatchBudget(SEARCH_WORK_CAPS.matchesScored, work);
  const words = query.words
    .map(({ word, ...matching }) => expandWord(index.terms, word, matching))
    .map((terms) => ({ terms, cost: matchCount(terms, query, index) }))
    .sort((a, b) => a.cost - b.cost);
  for (const { terms } of words) work.termsExpanded += terms.length;
  if (words.length === 0) return new Map();
  if (query.combineWith === "AND") {
    let every: Map<number, number> | undefined;
    for (const { terms } of words) {
      const scores = scoreWord(index, terms, query, budget, every);
      every = every === undefined ? scores : intersect(every, scores);
      if (every.size === 0) return every;
    }
    return new Map([...(every ?? [])].map(([doc, score]) => [doc, score * words.length]));
  }
  const some = new Map<number, { score: number; words: number }>();
  for (const { terms } of words) {
    for (const [doc, score] of scoreWord(index, terms, query, budget)) {
      const earlier = some.get(doc);
      some.set(doc, { score: (earlier?.score ?? 0) + score, words: (earlier?.words ?? 0) + 1 });
    }
  }
  return new Map([...some].map(([doc, { score, words }]) => [doc, score * words]));
}
