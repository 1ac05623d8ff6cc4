import { COLLECTION_WORDING } from "@bookstore/shared/collection/collection-wording.ts";
import { formatDollars, formatMoney } from "@bookstore/shared/core/money.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";
import { collectionReadyNote, lineStateLabel } from "@bookstore/shared/orders/pre-order-wording.ts";

import { lines, link, paragraph, table, type MailBlock } from "./mail-layout.ts";

/** Where a customer sees one of their orders. */
export function orderPageUrl(origin: string, orderId: string): string {
  return `${origin}/orders/${encodeURIComponent(orderId)}`;
}

/** The address lines as the customer typed them, street first when there is one. */
function addressLines(order: Order): string[] {
  const { street, city, state, zipcode, country } = order.address;
  return [order.name, ...(street ? [street] : []), `${city}, ${state} ${zipcode}`, country];
}

/** Where the order goes (delivery) or waits (collection), with its heading. */
function handOver(order: Order): MailBlock[] {
  const point = order.collection;
  if (point === undefined) return [paragraph("Delivery address:"), lines(addressLines(order))];
  return [
    paragraph("Collect at:"),
    lines([point.name, point.address, COLLECTION_WORDING.openingHours(point.hours)]),
  ];
}

/** For an order to collect that waits for a book, the paragraph saying when it can be ready. */
export function collectionReadyBlocks(order: Order): MailBlock[] {
  const note = collectionReadyNote(order);
  return note === null ? [] : [paragraph(note)];
}

/** A book's title, with how it stands when the order's lines differ (a pre-order, shipped ahead). */
function lineTitle(order: Order, item: Order["items"][number]): string {
  const state = lineStateLabel(order, item);
  return state === null ? item.title : `${item.title} (${state})`;
}

/**
 * What every order mail shows: the books with their prices (and each line's state when they
 * differ), the total, the address or the collection point, and a link
 * (the customer's order page unless another is given).
 */
export function orderSummary(
  order: Order,
  origin: string,
  orderLink: MailBlock = link("See your order", orderPageUrl(origin, order._id)),
): MailBlock[] {
  return [
    table([
      ...order.items.map(
        (item) => [lineTitle(order, item), formatMoney(item.unitPriceCents)] as const,
      ),
      [
        order.collection === undefined ? "Total (cash on delivery)" : "Total (pay at collection)",
        formatDollars(order.totalPrice),
      ],
    ]),
    ...handOver(order),
    orderLink,
  ];
}
