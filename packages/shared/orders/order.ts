import { z } from "zod";

import { isBookId, type TimestampLike } from "../books/book.ts";
import { isDocumentId } from "../core/document-id.ts";
import { strictBody } from "../core/strict-body.ts";
import { formatDollars } from "../format/money.ts";

import { ORDER_STATUSES, type OrderStatus } from "./order-status.ts";

export { ORDER_STATUSES, type OrderStatus };

/**
 * pending -> processing -> shipped -> delivered; cancelled from pending or processing. An order
 * whose unshipped books are all forthcoming waits in awaiting-publication: it is placed there, or
 * sent there when the books that are out ship ahead (see shipmentOf), and only the release
 * (releasePreOrders) moves it on to pending; until then it can only be cancelled.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  "awaiting-publication": ["cancelled"],
  pending: ["processing", "cancelled"],
  processing: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export interface Address {
  /** The street line; optional in the API (the checkout form asks for city, country, state, zipcode). */
  street?: string;
  city: string;
  country: string;
  state: string;
  zipcode: string;
}

/** What a book cost when it was ordered. */
export interface OrderItem {
  bookId: string;
  title: string;
  unitPriceCents: number;
}

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
  address: Address;
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

/** A step of an order's history as the API sends it; `at` (ISO 8601) is absent when unknown. */
export interface OrderHistoryEntry {
  status: OrderStatus;
  at?: string;
}

/** A line as the API sends it: its book's publication day while it waits, and whether it went ahead. */
export interface OrderLine extends OrderItem {
  publishesOn?: string;
  shipped?: true;
}

/** An order as the API sends it and the screens show it. */
export interface Order {
  _id: string;
  name: string;
  email: string;
  phone: string;
  address: Address;
  productIds: string[];
  items: OrderLine[];
  /** Dollars with 2 decimals, computed by the server. */
  totalPrice: string;
  status: OrderStatus;
  paymentMethod: "cash-on-delivery";
  /** ISO 8601. */
  createdAt: string;
  /** Oldest first; the last entry is the current status. */
  statusHistory: OrderHistoryEntry[];
  /** ISO 8601: when the customer deleted their account and the order lost their details. */
  anonymisedAt?: string;
  /** The books a cancel returned no copy to: gone, or another book under the same id since. */
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
    address: { city: "", country: "", state: "", zipcode: "" },
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
  required: "is required",
  notText: "must be text",
  oneLine: "must be on one line",
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
} as const;

/** POST /api/orders/:id/cancel takes no fields: an empty body or {}. */
export const cancelOrderSchema = strictBody({});

/** A customer may cancel their order only before the store starts on it. */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ["awaiting-publication", "pending"];

export function tooLongMessage(max: number): string {
  return `must be at most ${max} characters`;
}

export function unavailableBooksMessage(bookIds: readonly string[]): string {
  return `These books are no longer available: ${bookIds.join(", ")}`;
}

export function pricesChangedMessage(totalPrice: string): string {
  return `Prices have changed: the total is now ${formatDollars(totalPrice)}. Please review your cart.`;
}

/** Any line break: the owner's mail and the packing slip give each field one line. */
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/u;

/** A trimmed string on one line; missing, blank, not text or broken lines are named in the error. */
function requiredText(max: number) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? ORDER_MESSAGES.required : ORDER_MESSAGES.notText,
    })
    .trim()
    .min(1, { error: ORDER_MESSAGES.required, abort: true })
    .max(max, { error: tooLongMessage(max), abort: true })
    .refine((text) => !LINE_BREAK.test(text), { error: ORDER_MESSAGES.oneLine, abort: true });
}

const PHONE_CHARACTERS = /^[0-9 +()-]*$/;

const phoneSchema = requiredText(ORDER_LIMITS.phone.max)
  .regex(PHONE_CHARACTERS, { error: ORDER_MESSAGES.phoneCharacters, abort: true })
  .min(ORDER_LIMITS.phone.min, { error: ORDER_MESSAGES.phoneLength, abort: true })
  .refine((phone) => phone.replace(/\D/g, "").length >= ORDER_LIMITS.phone.digits, {
    error: ORDER_MESSAGES.phoneDigits,
  });

const addressSchema = z.strictObject(
  {
    street: requiredText(ORDER_LIMITS.addressField).optional(),
    city: requiredText(ORDER_LIMITS.addressField),
    country: requiredText(ORDER_LIMITS.addressField),
    state: requiredText(ORDER_LIMITS.addressField),
    zipcode: requiredText(ORDER_LIMITS.zipcode),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? undefined : ORDER_MESSAGES.addressNotObject,
  },
);

const productIdsSchema = z
  .array(
    z
      .string({ error: ORDER_MESSAGES.productIdInvalid })
      .refine(isBookId, { error: ORDER_MESSAGES.productIdInvalid }),
    { error: ORDER_MESSAGES.productIdsNotList },
  )
  .min(1, { error: ORDER_MESSAGES.productIdsEmpty, abort: true })
  .max(ORDER_LIMITS.productIds, { error: ORDER_MESSAGES.productIdsTooMany, abort: true })
  .refine((ids) => new Set(ids).size === ids.length, {
    error: ORDER_MESSAGES.productIdsRepeated,
  });

/** Dollars with exactly 2 decimals, as the cart shows its subtotal. */
export const TOTAL_PRICE_PATTERN = /^\d+\.\d{2}$/;

/**
 * POST /api/orders. The e-mail comes from the ID token and the total from the books' stored
 * prices: a sent `email` is ignored, and a sent `totalPrice` is only checked against the total.
 */
export const createOrderSchema = strictBody({
  name: requiredText(ORDER_LIMITS.name),
  phone: phoneSchema,
  address: addressSchema,
  productIds: productIdsSchema,
  email: z
    .string({ error: ORDER_MESSAGES.notText })
    .max(ORDER_LIMITS.email, { error: tooLongMessage(ORDER_LIMITS.email) })
    .optional(),
  totalPrice: z
    .string({ error: ORDER_MESSAGES.totalPriceInvalid })
    .trim()
    .max(ORDER_LIMITS.totalPrice, { error: ORDER_MESSAGES.totalPriceInvalid, abort: true })
    .regex(TOTAL_PRICE_PATTERN, { error: ORDER_MESSAGES.totalPriceInvalid })
    .optional(),
});

/** What the checkout sends to POST /api/orders. */
export type CreateOrderInput = z.input<typeof createOrderSchema>;
export type CreateOrderRequest = z.output<typeof createOrderSchema>;

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** A retry of the same checkout sends the same key and gets the first order back. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/, { error: ORDER_MESSAGES.idempotencyKeyInvalid, abort: true })
  .min(ORDER_LIMITS.idempotencyKey.min, { error: ORDER_MESSAGES.idempotencyKeyInvalid })
  .max(ORDER_LIMITS.idempotencyKey.max, { error: ORDER_MESSAGES.idempotencyKeyInvalid });
