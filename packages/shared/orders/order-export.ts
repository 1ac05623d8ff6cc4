import type { TimestampLike } from "../books/book.ts";
import { formatCents } from "../core/money.ts";
import { neutraliseCell } from "../core/spreadsheet-cell.ts";

import type { OrderDocument, OrderStatus } from "./order.ts";

/**
 * The orders' CSV export: one row per order, or one per book of an order (`per=line`). The API's
 * download, the dashboard's button and `npm run orders:export` all write these rows.
 */

export const ORDER_EXPORT_LAYOUTS = ["order", "line"] as const;
export type OrderExportLayout = (typeof ORDER_EXPORT_LAYOUTS)[number];

export const ORDER_EXPORT_COLUMNS: Readonly<Record<OrderExportLayout, readonly string[]>> = {
  order: [
    "Order",
    "Date",
    "Status",
    "Customer",
    "Email",
    "Phone",
    "Street",
    "City",
    "State",
    "Zip code",
    "Country",
    "Collection point",
    "Books",
    "Total",
  ],
  line: ["Order", "Date", "Status", "Customer", "Book", "Title", "Unit price"],
};

/** Which orders an export holds; from and to are calendar days (YYYY-MM-DD), both included. */
export interface OrderExportFilter {
  from?: string | undefined;
  to?: string | undefined;
  status?: OrderStatus | undefined;
  per: OrderExportLayout;
}

type ExportedOrder = Pick<
  OrderDocument<TimestampLike>,
  | "name"
  | "email"
  | "phone"
  | "address"
  | "collection"
  | "items"
  | "totalCents"
  | "status"
  | "createdAt"
>;

/**
 * The CSV rows of one order, every cell neutralised for spreadsheets. An anonymised order's
 * customer fields are empty, and so are its cells. An order to collect has no address, so its
 * address cells are empty and "Collection point" names the point as it was when ordered; a
 * delivery leaves that cell empty.
 */
export function orderExportRows(
  id: string,
  order: ExportedOrder,
  per: OrderExportLayout,
): string[][] {
  const date = order.createdAt.toDate().toISOString();
  const rows =
    per === "order"
      ? [
          [
            id,
            date,
            order.status,
            order.name,
            order.email,
            order.phone,
            order.address.street ?? "",
            order.address.city,
            order.address.state,
            order.address.zipcode,
            order.address.country,
            order.collection?.name ?? "",
            String(order.items.length),
            formatCents(order.totalCents),
          ],
        ]
      : order.items.map((item) => [
          id,
          date,
          order.status,
          order.name,
          item.bookId,
          item.title,
          formatCents(item.unitPriceCents),
        ]);
  return rows.map((row) => row.map(neutraliseCell));
}

/** The file's name: what it holds, e.g. "orders-shipped-2026-01-01-to-2026-03-31-lines.csv". */
export function orderExportFileName({ from, to, status, per }: OrderExportFilter): string {
  const parts = [
    "orders",
    status,
    from === undefined ? undefined : `from-${from}`,
    to === undefined ? undefined : `to-${to}`,
    per === "line" ? "lines" : undefined,
  ];
  return `${parts.filter((part) => part !== undefined).join("-")}.csv`;
}
