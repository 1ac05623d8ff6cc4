import type { FieldPostings, TermTree } from "./index-internals.ts";
import { SEARCH_WORK_CAPS } from "./search-work-caps.ts";

/** An indexed word a query word stands for, with the weight its matches count at. */
export interface ExpandedTerm {
  term: string;
  weight: number;
  postings: FieldPostings;
}

/** How loosely one query word matches. */
export interface WordMatching {
  /** Whether the word is still being typed: its completions match too. */
  prefix: boolean;
  /** Edits (insert, delete, substitute) an indexed word may be from it. */
  maxDistance: number;
}

/** MiniSearch's weights: a completion or a typo variant counts less than the word itself. */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

function byWeight(a: ExpandedTerm, b: ExpandedTerm): number {
  return b.weight - a.weight || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0);
}

/**
 * The indexed words `word` stands for, as MiniSearch weighs them (itself 1; a completion less the
 * more letters it adds; a typo variant less the more edits), heaviest first and at most
 * SEARCH_WORK_CAPS.termsPerWord of them: a two-letter prefix would otherwise stand for thousands.
 * The heaviest are the ones a ranking would put first anyway.
 */
export function expandWord(tree: TermTree, word: string, matching: WordMatching): ExpandedTerm[] {
  const found = new Map<string, ExpandedTerm>();
  const exact = tree.get(word);
  if (exact) found.set(word, { term: word, weight: 1, postings: exact });
  if (matching.prefix) {
    let scanned = 0;
    for (const [term, postings] of tree.atPrefix(word)) {
      if (scanned >= SEARCH_WORK_CAPS.prefixScan) break;
      scanned += 1;
      const added = term.length - word.length;
      if (added === 0) continue;
      const weight = (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * added);
      found.set(term, { term, weight, postings });
    }
  }
  if (matching.maxDistance > 0) {
    for (const [term, [postings, distance]] of tree.fuzzyGet(word, matching.maxDistance)) {
      // A completion that is also a typo variant counts as a completion, as in MiniSearch.
      if (distance === 0 || found.has(term)) continue;
      const weight = (FUZZY_WEIGHT * term.length) / (term.length + distance);
      found.set(term, { term, weight, postings });
    }
  }
  return [...found.values()].sort(byWeight).slice(0, SEARCH_WORK_CAPS.termsPerWord);
}
