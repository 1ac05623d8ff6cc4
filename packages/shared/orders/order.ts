import type { z } from "zod/mini";

import type { TimestampLike } from "../books/book.ts";
import { isDocumentId } from "../core/document-id.ts";
import { formatDollars } from "../core/money.ts";
import { ONE_LINE_TEXT_MESSAGES } from "../core/one-line-text.ts";

import type { orderSchema } from "./order-answers.ts";
import { ORDER_STATUSES, type OrderStatus } from "./order-status.ts";

export { ORDER_STATUSES, type OrderStatus };

/**
 * pending -> processing -> shipped -> delivered; cancelled from pending or processing. An order
 * whose unshipped books are all forthcoming waits in awaiting-publication: it is placed there, or
 * sent there when the books that are out ship ahead (see shipmentOf), and only the release
 * (releasePreOrders) moves it on to pending; until then it can only be cancelled. An order to
 * collect in the shop goes from pending or processing to ready-for-collection, then to collected
 * when the customer shows its code at the counter (nextStatuses keeps each kind to its own).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  "awaiting-publication": ["cancelled"],
  pending: ["processing", "ready-for-collection", "cancelled"],
  processing: ["shipped", "ready-for-collection", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  "ready-for-collection": ["collected", "cancelled"],
  collected: [],
  cancelled: [],
};

/** The statuses only an order of the other kind reaches. */
const DELIVERY_ONLY: readonly OrderStatus[] = ["shipped", "delivered"];
const COLLECTION_ONLY: readonly OrderStatus[] = ["ready-for-collection", "collected"];

/** The statuses an order may move to from where it is: its kind's own, by ORDER_TRANSITIONS. */
export function nextStatuses(order: Pick<Order, "status" | "collection">): OrderStatus[] {
  const otherKind = order.collection === undefined ? COLLECTION_ONLY : DELIVERY_ONLY;
  return ORDER_TRANSITIONS[order.status].filter((next) => !otherKind.includes(next));
}

export function canChangeStatus(
  order: Pick<Order, "status" | "collection">,
  to: OrderStatus,
): boolean {
  return nextStatuses(order).includes(to);
}

/** An order as the API sends it and the screens show it. */
export type Order = z.output<typeof orderSchema>;

export type Address = Order["address"];

/**
 * Where an order to collect waits: the collection point as it was when the order was placed, so
 * a later edit or deletion of the point does not change what the customer was told.
 */
export type OrderCollection = NonNullable<Order["collection"]>;

/** A line as the API sends it: its book's publication day while it waits, and whether it went ahead. */
export type OrderLine = Order["items"][number];

/** What a book cost when it was ordered. */
export type OrderItem = Pick<OrderLine, "bookId" | "title" | "unitPriceCents">;

/** A step of an order's history as the API sends it; `at` (ISO 8601) is absent when unknown. */
export type OrderHistoryEntry = Order["statusHistory"][number];

/** An order's line as stored: the API never sends the generation. */
export interface StoredOrderItem extends OrderItem {
  /**
   * The generation of the book the copy was taken from (BookDocument.generation): a cancel
   * returns the copy only to that book, never to a later one under the same id. Absent on lines
   * stored before generations, and on a book stored without one.
   */
  bookGeneration?: string;
  /**
   * The book's publication day (YYYY-MM-DD) when the line was ordered before it: the line waits
   * for that day, and the release removes it. Absent on a line of a book that was out.
   */
  publishesOn?: string;
  /** Set when the line went out ahead of the order's forthcoming books. */
  shipped?: true;
}

/** One status an order reached, and when. */
export interface OrderStatusChange<TTimestamp> {
  status: OrderStatus;
  at: TTimestamp;
}

/** An order as stored in Firestore; only the API writes orders. */
export interface OrderDocument<TTimestamp> {
  uid: string;
  name: string;
  email: string;
  phone: string;
  /** Where the order is delivered; every field empty for an order to collect (see `collection`). */
  address: Address;
  /** Set on an order the customer collects in the shop and pays for at the counter. */
  collection?: OrderCollection;
  /**
   * The collection code's digest (collectionCodeDigest), set when the order is ready for
   * collection: the code itself is only in the customer's mail, so the dashboard cannot show it
   * and staff must hear it from the customer.
   */
  collectionCodeDigest?: string;
  /** When the one reminder to collect went out: the order is cancelled only after it. */
  collectionRemindedAt?: TTimestamp;
  productIds: string[];
  items: StoredOrderItem[];
  /** Dollars with 2 decimals, as the screens show it. */
  totalPrice: string;
  totalCents: number;
  status: OrderStatus;
  paymentMethod: "cash-on-delivery";
  createdAt: TTimestamp;
  /**
   * Every status the order reached, oldest first, starting with "pending" at createdAt. Orders
   * stored before the store kept it have none (see orderHistoryOf).
   */
  statusHistory?: OrderStatusChange<TTimestamp>[];
  /**
   * The earliest publication day among the lines still waiting for one (YYYY-MM-DD): the day the
   * release looks for the order. Absent when no line waits.
   */
  releasesOn?: string;
  /**
   * When the customer deleted their account: uid, name, email, phone and address were emptied
   * then (see anonymisedOrderFields), and no mail goes out about the order any more.
   */
  anonymisedAt?: TTimestamp;
  /**
   * Set by a cancel that returned no copy of some books: each had been deleted, or deleted and
   * created again under its id (another generation), since the order took its copy.
   */
  stockNotReturned?: string[];
}

/**
 * The order's stored history, or for an order stored without one what is known for certain:
 * "pending" at createdAt. The steps between are unknown, and so is the date of the current one.
 */
export function knownStatusHistory<TTimestamp>(
  data: Pick<OrderDocument<TTimestamp>, "status" | "createdAt" | "statusHistory">,
): OrderStatusChange<TTimestamp>[] {
  if (data.statusHistory !== undefined) return [...data.statusHistory];
  return [{ status: "pending", at: data.createdAt }];
}

/** The history the API sends: the known steps, then the current status undated if it is not among them. */
function orderHistoryOf(data: OrderDocument<TimestampLike>): OrderHistoryEntry[] {
  const history: OrderHistoryEntry[] = knownStatusHistory(data).map(({ status, at }) => ({
    status,
    at: at.toDate().toISOString(),
  }));
  if (history.at(-1)?.status !== data.status) history.push({ status: data.status });
  return history;
}

export function orderFromDocument(id: string, data: OrderDocument<TimestampLike>): Order {
  return {
    _id: id,
    name: data.name,
    email: data.email,
    phone: data.phone,
    address: {
      ...(data.address.street === undefined ? {} : { street: data.address.street }),
      city: data.address.city,
      country: data.address.country,
      state: data.address.state,
      zipcode: data.address.zipcode,
    },
    ...(data.collection === undefined ? {} : { collection: { ...data.collection } }),
    productIds: [...data.productIds],
    items: data.items.map(({ bookId, title, unitPriceCents, publishesOn, shipped }) => ({
      bookId,
      title,
      unitPriceCents,
      ...(publishesOn === undefined ? {} : { publishesOn }),
      ...(shipped === undefined ? {} : { shipped }),
    })),
    totalPrice: data.totalPrice,
    status: data.status,
    paymentMethod: data.paymentMethod,
    createdAt: data.createdAt.toDate().toISOString(),
    statusHistory: orderHistoryOf(data),
    ...(data.anonymisedAt === undefined
      ? {}
      : { anonymisedAt: data.anonymisedAt.toDate().toISOString() }),
    ...(data.stockNotReturned === undefined
      ? {}
      : { stockNotReturned: [...data.stockNotReturned] }),
  };
}

/** The address of an order that has none: one to collect, or an anonymised one. */
export const NO_ADDRESS: Address = { city: "", country: "", state: "", zipcode: "" };

/**
 * What an order keeps of its customer once they delete their account: nothing. The books,
 * prices, total, status and dates stay for the store's accounts and figures.
 */
export function anonymisedOrderFields<TTimestamp>(
  at: TTimestamp,
): Pick<
  OrderDocument<TTimestamp>,
  "uid" | "name" | "email" | "phone" | "address" | "anonymisedAt"
> {
  return {
    uid: "",
    name: "",
    email: "",
    phone: "",
    address: NO_ADDRESS,
    anonymisedAt: at,
  };
}

/** Order ids are Firestore document ids made by the API: auto ids or hex digests. */
export function isOrderId(value: string): boolean {
  return isDocumentId(value);
}

export const ORDER_LIMITS = {
  name: 100,
  addressField: 100,
  zipcode: 20,
  phone: { min: 5, max: 20, digits: 5 },
  productIds: 30,
  email: 254,
  totalPrice: 12,
  idempotencyKey: { min: 8, max: 128 },
  ordersPerPage: { default: 20, max: 100 },
  /** Orders of one customer waiting for the store to start on them: a household's worth. */
  pendingPerCustomer: 5,
  /** Orders one customer may place in any hour, cancelled ones included. */
  perHour: 10,
} as const;

/**
 * The Retry-After of an order refused for too many pending orders: the store starts on orders
 * within a working hour, and a cancel frees a slot at once.
 */
export const PENDING_LIMIT_RETRY_AFTER_SECONDS = 3600;

/** Field messages follow the field's name ("phone: must have at least 5 digits"). */
export const ORDER_MESSAGES = {
  required: ONE_LINE_TEXT_MESSAGES.required,
  notText: ONE_LINE_TEXT_MESSAGES.notText,
  oneLine: ONE_LINE_TEXT_MESSAGES.oneLine,
  phoneCharacters: "may hold only digits, spaces, +, -, ( and )",
  phoneLength: `must be ${ORDER_LIMITS.phone.min} to ${ORDER_LIMITS.phone.max} characters`,
  phoneDigits: `must have at least ${ORDER_LIMITS.phone.digits} digits`,
  addressNotObject: "must be an object with city, country, state and zipcode",
  productIdsNotList: "must be a list of book ids",
  productIdsEmpty: "must list at least one book",
  productIdsTooMany: `can list at most ${ORDER_LIMITS.productIds} books`,
  productIdInvalid: "must be a book id",
  productIdsRepeated: "must not repeat a book",
  totalPriceInvalid: "must be dollars with 2 decimals, like 12.50",
  idempotencyKeyInvalid: `must be ${ORDER_LIMITS.idempotencyKey.min} to ${ORDER_LIMITS.idempotencyKey.max} letters, digits, - or _`,
  tooManyPending: `You already have ${ORDER_LIMITS.pendingPerCustomer} orders waiting for the store. Please wait until the store starts on one, or cancel one, before placing another.`,
  tooManyPerHour: (minutes: number) =>
    `You have placed ${ORDER_LIMITS.perHour} orders in the last hour. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  ownOrdersOnly: "You can only see your own orders.",
  unknownCursor: "unknown order id",
  /** The same for an unknown id and for another customer's order: it does not tell them apart. */
  notFound: "Order not found.",
  notCancellable: (status: OrderStatus) =>
    status === "cancelled"
      ? "This order is already cancelled."
      : `This order can no longer be cancelled: it is already ${status}.`,
  partlyShipped: "Part of this order has shipped: it can no longer be cancelled.",
  collectionPointInvalid: "must be a collection point id",
  unknownCollectionPoint:
    "This collection point no longer exists. Please choose another, or delivery.",
  addressForCollection: "must be left out: an order to collect has no delivery address",
} as const;

export function tooLongMessage(max: number): string {
  return ONE_LINE_TEXT_MESSAGES.tooLong(max);
}

export function unavailableBooksMessage(bookIds: readonly string[]): string {
  return `These books are no longer available: ${bookIds.join(", ")}`;
}

export function pricesChangedMessage(totalPrice: string): string {
  return `Prices have changed: the total is now ${formatDollars(totalPrice)}. Please review your cart.`;
}
