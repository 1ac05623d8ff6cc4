import { Timestamp, type WriteBatch } from "firebase-admin/firestore";

import { parseCsvRecords } from "@bookstore/shared/catalogue/catalogue-file.ts";
import {
  NO_ADDRESS,
  type OrderCollection,
  type OrderItem,
  type OrderStatus,
} from "@bookstore/shared/orders/order.ts";

import type { StoredOrder } from "../../functions/src/lib/collections/orders.ts";

import { db, orders } from "./order-fixtures.ts";

/** Writes per batch: Firestore's limit. */
const BATCH_SIZE = 500;
/** Batches committed at once. */
const BATCHES_IN_FLIGHT = 4;

export interface ExportTestOrder {
  createdAt: Date;
  status?: OrderStatus;
  name?: string;
  items?: OrderItem[];
  /** Makes it an order to collect at this point: it then has no address, as the API stores one. */
  collection?: OrderCollection;
}

/**
 * An order as the API stores one, written straight into Firestore so a test can date it in a
 * long-gone year that no figure of the dashboard or other test counts. `uid` marks the test's
 * orders for deletion.
 */
export function storedTestOrder(
  uid: string,
  { createdAt, status = "pending", name = "Ada Reader", items, collection }: ExportTestOrder,
): StoredOrder {
  const lines = items ?? [{ bookId: "export-book-1", title: "A Test Book", unitPriceCents: 1250 }];
  const totalCents = lines.reduce((total, item) => total + item.unitPriceCents, 0);
  const at = Timestamp.fromDate(createdAt);
  return {
    uid,
    name,
    email: "ada@example.com",
    phone: "+1 (541) 555-0100",
    ...(collection === undefined
      ? {
          address: {
            city: "Springfield",
            country: "United States",
            state: "Oregon",
            zipcode: "97477",
          },
        }
      : { address: NO_ADDRESS, collection }),
    productIds: lines.map((item) => item.bookId),
    items: lines,
    totalPrice: (totalCents / 100).toFixed(2),
    totalCents,
    status,
    paymentMethod: "cash-on-delivery",
    createdAt: at,
    statusHistory: [{ status: "pending", at }],
  };
}

async function inBatches<T>(
  items: readonly T[],
  write: (batch: WriteBatch, item: T) => void,
): Promise<void> {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH_SIZE) {
    chunks.push(items.slice(start, start + BATCH_SIZE));
  }
  for (let start = 0; start < chunks.length; start += BATCHES_IN_FLIGHT) {
    await Promise.all(
      chunks.slice(start, start + BATCHES_IN_FLIGHT).map((chunk) => {
        const batch = db.batch();
        for (const item of chunk) write(batch, item);
        return batch.commit();
      }),
    );
  }
}

/** Writes the orders in batches of 500; resolves with their ids. */
export async function writeTestOrders(orderDocuments: readonly StoredOrder[]): Promise<string[]> {
  const refs = orderDocuments.map((document) => ({ ref: orders.doc(), document }));
  await inBatches(refs, (batch, { ref, document }) => batch.create(ref, document));
  return refs.map(({ ref }) => ref.id);
}

/** Deletes every order the test wrote under `uid`. */
export async function deleteTestOrders(uid: string): Promise<void> {
  const written = await orders.where("uid", "==", uid).select().get();
  await inBatches(written.docs, (batch, doc) => batch.delete(doc.ref));
}

/** A CSV export's text: its byte order mark, and its lines' cells (header first). */
export function readCsv(text: string): { bom: boolean; rows: string[][] } {
  const bom = text.startsWith("\uFEFF");
  const { records } = parseCsvRecords(bom ? text.slice(1) : text);
  return { bom, rows: records.map((record) => record.cells) };
}
