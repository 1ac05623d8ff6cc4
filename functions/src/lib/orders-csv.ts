import type { Writable } from "node:stream";

import { Timestamp, type Firestore, type Query } from "firebase-admin/firestore";

import {
  ORDER_EXPORT_COLUMNS,
  orderExportRows,
  type OrderExportFilter,
} from "@bookstore/shared/orders/order-export.ts";

import { ordersCollection, type StoredOrder } from "./collections/orders.ts";
import { writeCsv } from "./csv-file.ts";
import { documentPages, EXPORT_PAGE_SIZE } from "./document-pages.ts";
import { endOfDay, startOfDay } from "./zoned-day.ts";

export interface OrdersCsvOptions {
  /** The time zone from and to are days of. */
  timeZone: string;
  pageSize?: number;
  /** Called with each page's documents as it is read, before its rows are written. */
  onPage?: (documents: number) => void;
}

/** The filter's orders, newest first as the dashboard lists them. */
function exportQuery(
  db: Firestore,
  { from, to, status }: OrderExportFilter,
  timeZone: string,
): Query<StoredOrder> {
  let query: Query<StoredOrder> = ordersCollection(db);
  if (status !== undefined) query = query.where("status", "==", status);
  if (from !== undefined) {
    query = query.where("createdAt", ">=", Timestamp.fromDate(startOfDay(from, timeZone)));
  }
  if (to !== undefined) {
    query = query.where("createdAt", "<", Timestamp.fromDate(endOfDay(to, timeZone)));
  }
  return query.orderBy("createdAt", "desc");
}

/**
 * Writes the filter's orders to `output` as CSV (orderExportRows), reading them a page at a time
 * as the output takes the rows, and ends it. Resolves with the number of orders written.
 */
export async function writeOrdersCsv(
  db: Firestore,
  filter: OrderExportFilter,
  output: Writable,
  { timeZone, pageSize = EXPORT_PAGE_SIZE, onPage }: OrdersCsvOptions,
): Promise<number> {
  let orders = 0;
  async function* rows() {
    for await (const page of documentPages(exportQuery(db, filter, timeZone), pageSize)) {
      onPage?.(page.length);
      orders += page.length;
      for (const doc of page) yield* orderExportRows(doc.id, doc.data(), filter.per);
    }
  }
  await writeCsv(ORDER_EXPORT_COLUMNS[filter.per], rows(), output);
  return orders;
}
