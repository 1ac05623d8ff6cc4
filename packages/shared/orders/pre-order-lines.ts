import { isForthcoming, preOrderLabel } from "../books/publication.ts";
import { COLLECTION_WORDING } from "../collection/collection-wording.ts";
import { formatDay } from "../format/date.ts";

import type { OrderLine, OrderStatus } from "./order.ts";

/**
 * An order's lines and pre-orders: a line ordered before its book's publication day keeps that
 * day (publishesOn) until the release. Mark shipped sends the lines that are out; when lines still
 * wait, the ones sent are marked shipped and the order waits in awaiting-publication for the rest.
 * An order to collect is never split: it waits whole until its last book is out, so the customer
 * comes to the counter once.
 */

type Line = Pick<OrderLine, "bookId" | "publishesOn" | "shipped">;

/** The lines that wait for a publication day and have not gone out. */
export function waitingLines<T extends Line>(items: readonly T[]): T[] {
  return items.filter((item) => item.publishesOn !== undefined && item.shipped === undefined);
}

/** An order is placed awaiting publication when every one of its books is forthcoming. */
export function placedStatus(items: readonly Line[]): OrderStatus {
  return items.length > 0 && items.every((item) => item.publishesOn !== undefined)
    ? "awaiting-publication"
    : "pending";
}

/** The earliest day a waiting line publishes (YYYY-MM-DD), or undefined when none waits. */
export function releaseDayOf(items: readonly Line[]): string | undefined {
  return waitingLines(items)
    .map((item) => item.publishesOn ?? "")
    .sort()
    .at(0);
}

/** The last day a waiting line publishes (YYYY-MM-DD), or undefined when none waits. */
export function lastReleaseDayOf(items: readonly Line[]): string | undefined {
  return waitingLines(items)
    .map((item) => item.publishesOn ?? "")
    .sort()
    .at(-1);
}

/**
 * For an order to collect that waits for a book, when it can be made ready ("Ready for collection
 * once its last book is published, on May 1, 2030."); null for a delivery, a cancelled order or
 * one with no book waiting.
 */
export function collectionReadyNote(order: {
  status: OrderStatus;
  items: readonly Line[];
  collection?: object;
}): string | null {
  if (order.collection === undefined || order.status === "cancelled") return null;
  const day = lastReleaseDayOf(order.items);
  return day === undefined ? null : COLLECTION_WORDING.readyOnceOut(formatDay(day));
}

/** What one Mark shipped sends: the lines out and not yet sent, and the status the order takes. */
export interface Shipment<T> {
  /** The lines as stored after the parcel goes: those sent are marked when some still wait. */
  items: T[];
  /** The lines in this parcel. */
  parcel: T[];
  /** The lines that follow on their publication day. */
  follows: T[];
  status: "shipped" | "awaiting-publication";
}

export function shipmentOf<T extends Line>(items: readonly T[]): Shipment<T> {
  const follows = waitingLines(items);
  const parcel = items.filter((item) => item.shipped === undefined && !follows.includes(item));
  if (follows.length === 0) return { items: [...items], parcel, follows, status: "shipped" };
  return {
    items: items.map((item) => (parcel.includes(item) ? { ...item, shipped: true } : item)),
    parcel,
    follows,
    status: "awaiting-publication",
  };
}

/**
 * The lines on a release at `now`, given each waiting book's publication day as it stands
 * (`dayOf`: a book gone from the catalogue has none): a line whose book is out loses its day and
 * ships with the order; one whose book moved keeps waiting, for the new day. `released` lists the
 * lines released; none means there was nothing to release.
 */
export function releasedLines<T extends Line>(
  items: readonly T[],
  dayOf: ReadonlyMap<string, string | undefined>,
  now: Date,
): { items: T[]; released: T[] } {
  const released: T[] = [];
  const next = items.map((item) => {
    if (item.publishesOn === undefined || item.shipped !== undefined) return item;
    const book = { publishedOn: dayOf.get(item.bookId) };
    if (isForthcoming(book, now)) {
      return book.publishedOn === item.publishesOn
        ? item
        : { ...item, publishesOn: book.publishedOn };
    }
    released.push(item);
    const rest = { ...item };
    delete rest.publishesOn;
    return rest;
  });
  return { items: next, released };
}

/**
 * The lines once the book `bookId` publishes on `day` instead: each of its waiting lines takes the
 * new day. `moved` lists those whose day changed; none means the order already knew the day.
 */
export function redatedLines<T extends Line>(
  items: readonly T[],
  bookId: string,
  day: string,
): { items: T[]; moved: T[] } {
  const moved: T[] = [];
  const next = items.map((item) => {
    const waits = item.publishesOn !== undefined && item.shipped === undefined;
    if (!waits || item.bookId !== bookId || item.publishesOn === day) return item;
    moved.push(item);
    return { ...item, publishesOn: day };
  });
  return { items: next, moved };
}

/** The words for a line waiting for its day: "Follows when published on March 12, 2027". */
export function followsOn(publishesOn: string): string {
  return `Follows when published on ${formatDay(publishesOn)}`;
}

/**
 * How one line stands, shown beside its book when the order's lines differ (some wait or went
 * ahead); null when the order's status says it for every line.
 */
export function lineStateLabel(
  order: { status: OrderStatus; items: readonly Line[]; collection?: object },
  line: Line,
): string | null {
  if (order.status === "cancelled") return null;
  const mixed = order.items.some((item) => item.publishesOn !== undefined || item.shipped);
  if (!mixed) return null;
  if (line.shipped) return "Shipped";
  if (line.publishesOn !== undefined) return preOrderLabel(line.publishesOn);
  if (order.collection !== undefined) return COLLECTION_WORDING.heldWithOrder;
  return order.status === "shipped" || order.status === "delivered" ? "Shipped" : "Ready to ship";
}
