import type { Firestore, UpdateData } from "firebase-admin/firestore";

import { writeNewStockShards } from "../lib/book-stock.ts";
import { booksCollection, type StoredBook } from "../lib/collections/books.ts";
import { stockRollupRef, stockShardsCollection } from "../lib/collections/stock-shards.ts";
import { coverStore } from "../lib/cover-store.ts";
import {
  generatedCoverFile,
  generatedCoverSvg,
  writeGeneratedCover,
} from "../lib/generated-cover.ts";
import { newBookGeneration } from "../lib/new-book-document.ts";
import { refreshRecommendedStartAround } from "../lib/recommended-start.ts";

import { planBookWrite, staleDerivedFields, type WrittenBook } from "./book-write-plan.ts";

/**
 * The cover the book should name: its own when it is a URL or a stored file, else the drawn one
 * (written now), as the API's create draws one for a book sent without a cover.
 */
async function usableCover(bookId: string, book: WrittenBook): Promise<string> {
  const { coverImage } = book;
  if (coverImage.startsWith("https://")) return coverImage;
  if (coverImage !== "" && (await coverStore.exists(coverImage))) return coverImage;
  return writeGeneratedCover(bookId, book);
}

/** Redraws the book's drawn cover when what it shows changed and the API has not redrawn it. */
async function redrawCover(bookId: string, book: WrittenBook): Promise<void> {
  const drawn = generatedCoverSvg(book);
  const stored = await coverStore.read(generatedCoverFile(bookId));
  if (stored?.data.equals(drawn)) return;
  await writeGeneratedCover(bookId, book);
}

/**
 * Fills in what a write past the API left out, reading the book afresh in a transaction: the
 * derived fields (search terms, onSale, stock and sold), the ratings of a book without them (0,
 * never over the roll-up's figures), the generation of a book without one, the cover checked above (only while the book still names
 * it), and the ten stock shards when the book has none, holding its stock.
 */
async function completeBook(
  db: Firestore,
  bookId: string,
  cover: { checked: string; usable: string } | null,
): Promise<void> {
  const ref = booksCollection(db).doc(bookId);
  await db.runTransaction(async (transaction) => {
    const book = (await transaction.get(ref)).data() as WrittenBook | undefined;
    if (!book) return;
    const shards = await transaction.get(stockShardsCollection(db, bookId).limit(1));
    const fix: UpdateData<StoredBook> = { ...staleDerivedFields(book) };
    // Set once, in the transaction that finds it missing, so a book never changes generation.
    if (typeof book.generation !== "string") fix.generation = newBookGeneration();
    if (cover && book.coverImage === cover.checked && cover.usable !== cover.checked) {
      fix.coverImage = cover.usable;
    }
    if (shards.empty) {
      writeNewStockShards(transaction, db, bookId, {
        stock: book.stock ?? 0,
        sold: book.sold ?? 0,
      });
    }
    if (Object.keys(fix).length > 0) transaction.update(ref, fix);
  });
}

/**
 * What the API's delete removes with a book: its shards and roll-up state. False when the book is
 * back (written again under its id since), and nothing is removed. A book that left neither (the
 * API removed them, or it never had any) costs three reads and no transaction.
 */
async function removeBookState(db: Firestore, bookId: string): Promise<boolean> {
  const ref = booksCollection(db).doc(bookId);
  const rollup = stockRollupRef(db, bookId);
  const [anyShard, anyState, current] = await Promise.all([
    stockShardsCollection(db, bookId).select().limit(1).get(),
    rollup.get(),
    ref.get(),
  ]);
  if (current.exists) return false;
  if (anyShard.empty && !anyState.exists) return true;
  return db.runTransaction(async (transaction) => {
    const [book, shards, state] = await Promise.all([
      transaction.get(ref),
      transaction.get(stockShardsCollection(db, bookId)),
      transaction.get(rollup),
    ]);
    if (book.exists) return false;
    for (const shard of shards.docs) transaction.delete(shard.ref);
    if (state.exists) transaction.delete(rollup);
    return true;
  });
}

/**
 * Makes the store whole after one write to books/<id>, whoever wrote it (the API, or an admin's
 * client through the rules): what the API's create, edit and delete keep besides the book. Each
 * step reads before it writes and writes only what is missing, so an event delivered twice, a
 * write the API completed, or the trigger's own completing write changes nothing more.
 */
export async function completeBookWrite(
  db: Firestore,
  bookId: string,
  before: WrittenBook | undefined,
  after: WrittenBook | undefined,
): Promise<void> {
  const plan = planBookWrite(bookId, before, after);
  if (plan.kind === "nothing") return;
  if (plan.kind === "clean-up") {
    const [gone] = await Promise.all([
      removeBookState(db, bookId),
      refreshRecommendedStartAround(db, { bookId, createdAt: plan.deleted.createdAt }),
    ]);
    // Uploaded covers stay, as with the API's delete: another book may show the same file.
    const drawn = generatedCoverFile(bookId);
    if (gone && plan.deleted.coverImage === drawn && (await coverStore.exists(drawn))) {
      await coverStore.remove(drawn);
    }
    return;
  }
  if (!after) return;
  const cover = plan.checkCover
    ? { checked: after.coverImage, usable: await usableCover(bookId, after) }
    : null;
  if (plan.direct || (cover && cover.usable !== cover.checked)) {
    await completeBook(db, bookId, cover);
  }
  if (plan.redrawCover) await redrawCover(bookId, after);
  if (plan.created && plan.direct) {
    await refreshRecommendedStartAround(db, { bookId, createdAt: after.createdAt });
  }
}
