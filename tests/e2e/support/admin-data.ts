import { deflateSync, crc32 } from "node:zlib";

import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";

import { booksCollection } from "../../../functions/src/lib/collections/books.ts";
import { coversCollection } from "../../../functions/src/lib/collections/covers.ts";
import { ordersCollection } from "../../../functions/src/lib/collections/orders.ts";
import { refreshRecommendedStart } from "../../../functions/src/lib/recommended-start.ts";
import { plainBook } from "../../support/filler-book.ts";

process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
export const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-bookstore" }));

/** What the overview should show, counted straight from Firestore. */
export interface ExpectedFigures {
  totalBooks: number;
  trendingBooks: number;
  trendingShare: number;
  totalOrders: number;
  totalSales: string;
  pendingOrders: number;
  /** "YYYY-MM" (UTC) -> revenue in cents, of orders that were not cancelled. */
  revenueCentsByMonth: Map<string, number>;
}

export function utcMonth(date: Date): string {
  return `${String(date.getUTCFullYear())}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

export async function expectedFigures(): Promise<ExpectedFigures> {
  const [books, orders] = await Promise.all([
    booksCollection(db).get(),
    ordersCollection(db).get(),
  ]);
  const trendingBooks = books.docs.filter((doc) => doc.get("trending") === true).length;
  let cents = 0;
  let totalOrders = 0;
  let pendingOrders = 0;
  const revenueCentsByMonth = new Map<string, number>();
  for (const doc of orders.docs) {
    const order = doc.data();
    if (order.status === "pending") pendingOrders += 1;
    if (order.status === "cancelled") continue;
    totalOrders += 1;
    cents += order.totalCents;
    const month = utcMonth(order.createdAt.toDate());
    revenueCentsByMonth.set(month, (revenueCentsByMonth.get(month) ?? 0) + order.totalCents);
  }
  return {
    totalBooks: books.size,
    trendingBooks,
    trendingShare: books.size === 0 ? 0 : Math.round((trendingBooks / books.size) * 100),
    totalOrders,
    totalSales: `$${(cents / 100).toFixed(2)}`,
    pendingOrders,
    revenueCentsByMonth,
  };
}

/** A book written straight to Firestore (as the API would store it), for failure cases. */
export async function storeBook(title: string): Promise<string> {
  const data = plainBook({
    title,
    description: "A book the admin tests make and remove.",
    added: Timestamp.now(),
  });
  const ref = await booksCollection(db).add(data);
  await refreshRecommendedStart(db);
  return ref.id;
}

/** Removes a book as the API would, so the home page's Recommended carousel follows. */
export async function removeBook(id: string): Promise<void> {
  await booksCollection(db).doc(id).delete();
  await refreshRecommendedStart(db);
}

export async function removeCover(file: string): Promise<void> {
  if (file !== "") await coversCollection(db).doc(file).delete();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small solid-colour PNG. The colour is random, so each run uploads a new image (covers are
 * stored by content) and the test can remove what it stored.
 */
export function randomPng(width = 60, height = 90): Buffer {
  const [r, g, b] = [0, 0, 0].map(() => Math.floor(Math.random() * 256));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r ?? 0, g ?? 0, b ?? 0], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
