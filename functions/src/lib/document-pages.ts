import type { Query, QueryDocumentSnapshot } from "firebase-admin/firestore";

/** Documents read per page by an export: a page is all it holds at a time. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Every document of an ordered query, a page at a time: the next page is read only when the
 * caller asks for it, after the previous page, so a caller that writes each page out before
 * asking holds one page however many documents match.
 */
export async function* documentPages<T>(
  query: Query<T>,
  pageSize: number = EXPORT_PAGE_SIZE,
): AsyncGenerator<QueryDocumentSnapshot<T>[]> {
  let last: QueryDocumentSnapshot<T> | undefined;
  for (;;) {
    const page = await (last === undefined ? query : query.startAfter(last)).limit(pageSize).get();
    if (page.empty) return;
    yield page.docs;
    if (page.size < pageSize) return;
    last = page.docs.at(-1);
  }
}
