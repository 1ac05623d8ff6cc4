import type { OpenLibraryDoc } from "../api/open-library-schema";

/** A catalogue result as the search page shows it. */
export interface SearchResultBook {
  /** The catalogue key, e.g. "/works/OL123W". */
  id: string;
  title: string;
  author: string;
  cover_id: number;
  edition_count: number;
  first_publish_year: number | null;
  /** The catalogue has a public scan. */
  available: boolean;
  language: string;
  /** Median page count. */
  pages: number | null;
}

type DocWithCover = OpenLibraryDoc & { cover_i: number };

function hasCover(doc: OpenLibraryDoc): doc is DocWithCover {
  return doc.cover_i !== undefined;
}

export function toSearchResultBook(doc: DocWithCover): SearchResultBook {
  return {
    id: doc.key,
    title: doc.title,
    author: doc.author_name?.[0] ?? "",
    cover_id: doc.cover_i,
    edition_count: doc.edition_count ?? 0,
    first_publish_year: doc.first_publish_year ?? null,
    available: doc.public_scan_b ?? false,
    language: doc.language?.[0] ?? "",
    pages: doc.number_of_pages_median ?? null,
  };
}

/** Newest first; books without a year last. */
export function byFirstPublishYearNewestFirst(a: SearchResultBook, b: SearchResultBook): number {
  if (a.first_publish_year === b.first_publish_year) return 0;
  if (a.first_publish_year === null) return 1;
  if (b.first_publish_year === null) return -1;
  return b.first_publish_year - a.first_publish_year;
}

/** A phone's first screen holds two rows of two covers. */
export const FIRST_SCREEN_RESULTS = 4;

/** The results to show: only docs with a cover, newest first. */
export function searchResultBooks(docs: readonly OpenLibraryDoc[]): SearchResultBook[] {
  return docs.filter(hasCover).map(toSearchResultBook).sort(byFirstPublishYearNewestFirst);
}
