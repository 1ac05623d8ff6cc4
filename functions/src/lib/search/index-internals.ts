import MiniSearch, { type Options } from "minisearch";

/** Per indexed word: field id → (book's short id → occurrences). */
export type FieldPostings = ReadonlyMap<number, ReadonlyMap<number, number>>;

/** The radix tree of indexed words, as MiniSearch keeps it. */
export interface TermTree {
  get(term: string): FieldPostings | undefined;
  atPrefix(prefix: string): Iterable<[string, FieldPostings]>;
  fuzzyGet(term: string, maxDistance: number): Map<string, [FieldPostings, number]>;
}

/** What the capped search reads of a MiniSearch index: its words, field sizes and stored fields. */
export interface IndexInternals {
  terms: TermTree;
  documentCount: number;
  documentIds: ReadonlyMap<number, unknown>;
  fieldIds: Readonly<Record<string, number>>;
  fieldLength: ReadonlyMap<number, readonly number[]>;
  avgFieldLength: readonly number[];
  storedFields: ReadonlyMap<number, Readonly<Record<string, unknown>>>;
}

/**
 * A MiniSearch index that hands the capped search (capped-search.ts) what it scores from.
 * MiniSearch scores every book a word's completions and typo variants match, with no bound; the
 * capped search scores from the same structures with a budget. They are `protected`, which a
 * subclass may read; the version is pinned (functions/package.json), and a unit test holds the
 * capped search's scores to MiniSearch's own.
 */
export class ReadableIndex<T> extends MiniSearch<T> {
  /** A loaded index (MiniSearch.loadJSON makes a plain MiniSearch) as a readable one. */
  static from<T>(loaded: MiniSearch<T>, options: Options<T>): ReadableIndex<T> {
    return Object.assign(new ReadableIndex<T>(options), loaded);
  }

  internals(): IndexInternals {
    return {
      terms: this._index,
      documentCount: this._documentCount,
      documentIds: this._documentIds,
      fieldIds: this._fieldIds,
      fieldLength: this._fieldLength,
      avgFieldLength: this._avgFieldLength,
      storedFields: this._storedFields,
    };
  }
}
