import { FieldPath, Timestamp } from "firebase-admin/firestore";

import { booksCollection } from "../lib/collections/books.ts";
import { db } from "../lib/firebase.ts";

import type { BookPageReader, BookPageRequest, SitemapBook } from "./sitemap-paging.ts";

/** How many books the catalogue holds: an aggregation, which reads no book. */
export async function countBooks(): Promise<number> {
  const counted = await booksCollection(db).count().get();
  return counted.data().count;
}

/**
 * One page of book ids and update times in id order, reading only `updatedAt`. A child's first
 * page skips the children before it with an offset (the skipped books are billed as reads; a
 * catalogue of up to 50,000 books never skips any).
 */
export const readSitemapBookPage: BookPageReader = async ({
  offset,
  afterId,
  limit,
}: BookPageRequest): Promise<SitemapBook[]> => {
  let query = booksCollection(db).orderBy(FieldPath.documentId()).select("updatedAt");
  if (afterId !== undefined) query = query.startAfter(afterId);
  else if (offset > 0) query = query.offset(offset);
  const found = await query.limit(limit).get();
  return found.docs.map((doc) => {
    const updatedAt: unknown = doc.get("updatedAt");
    return {
      id: doc.id,
      updatedAt: updatedAt instanceof Timestamp ? updatedAt.toDate() : undefined,
    };
  });
};
