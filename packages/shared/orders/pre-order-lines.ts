import { isForthcoming } from "../books/publication.ts";

import type { OrderLine, OrderStatus } from "./order.ts";

/**
 * An order's lines and pre-orders: a line ordered before its book's publication day keeps that
 * day (publishesOn) until the release. Mark shipped sends the lines that are out; when lines still
 * wait, the ones sent are marked shipped and the order waits in awaiting-publication for the rest.
 * An order to collect is never split: it waits whole until its last book is out, so the customer
 * comes to the counter once.
 */

/** What the pre-order logic reads of a line. */
export type Line = Pick<OrderLine, "bookId" | "publishesOn" | "shipped">;

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
