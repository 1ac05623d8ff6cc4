import { doc, type Timestamp } from "firebase/firestore";

import { firestore } from "@/lib/firebase";
import {
  RECOMMENDED_START_ID,
  type RecommendedStart,
} from "@bookstore/shared/books/recommended.ts";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";

export const recommendedStartRef = doc(
  firestore,
  COLLECTIONS.catalogue,
  RECOMMENDED_START_ID,
).withConverter(typedConverter<RecommendedStart<Timestamp>>());
