/** The sitemap protocol's limit of URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

/** Books one query reads: a child sitemap is read in pages of this many. */
export const SITEMAP_READ_PAGE = 1_000;

export interface SitemapBook {
  id: string;
  /** When the book last changed, when stored. */
  updatedAt: Date | undefined;
}

/**
 * One bounded read of book ids in id order: `limit` books from the `offset`-th (a child's first
 * page) or after `afterId` (every later page).
 */
export interface BookPageRequest {
  offset: number;
  afterId: string | undefined;
  limit: number;
}

export type BookPageReader = (request: BookPageRequest) => Promise<SitemapBook[]>;

/** How many book sitemaps a catalogue of `bookCount` books needs. */
export function bookSitemapCount(bookCount: number): number {
  return Math.ceil(bookCount / SITEMAP_MAX_URLS);
}

/**
 * The books of book sitemap `child` (from 0): the `child`-th run of SITEMAP_MAX_URLS books in id
 * order, read page by page with a cursor, each page at most SITEMAP_READ_PAGE books.
 */
export async function sitemapChildBooks(
  child: number,
  read: BookPageReader,
): Promise<SitemapBook[]> {
  const books: SitemapBook[] = [];
  let afterId: string | undefined;
  for (;;) {
    const limit = Math.min(SITEMAP_READ_PAGE, SITEMAP_MAX_URLS - books.length);
    if (limit <= 0) return books;
    const offset = afterId === undefined ? child * SITEMAP_MAX_URLS : 0;
    const page = await read({ offset, afterId, limit });
    books.push(...page.slice(0, limit));
    const last = page.at(-1);
    if (page.length < limit || last === undefined) return books;
    afterId = last.id;
  }
}
