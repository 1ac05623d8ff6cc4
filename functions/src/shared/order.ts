export const ORDER_STATUSES = [
  "pending",
  "processing",
  "shipped",
  "delivered",
  "cancelled",
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface Address {
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

/** An order as stored in Firestore; only the API writes orders. */
export interface OrderDocument<TTimestamp> {
  uid: string;
  name: string;
  email: string;
  phone: string;
  address: Address;
  productIds: string[];
  items: OrderItem[];
  /** The spec's format: dollars with 2 decimals. */
  totalPrice: string;
  totalCents: number;
  status: OrderStatus;
  paymentMethod: "cash-on-delivery";
  createdAt: TTimestamp;
}
