import type { Timestamp } from "firebase-admin/firestore";

import { db } from "../lib/firebase.ts";
import { typedConverter } from "../lib/typed-converter.ts";
import { COLLECTIONS } from "../shared/collections.ts";
import type { OrderDocument } from "../shared/order.ts";

export type StoredOrder = OrderDocument<Timestamp>;

export const ordersCollection = db
  .collection(COLLECTIONS.orders)
  .withConverter(typedConverter<StoredOrder>());
