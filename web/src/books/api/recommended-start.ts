import { doc, type Timestamp } from "firebase/firestore";

import { firestore } from "@/lib/firebase";
import { COLLECTIONS } from "@shared/collections.ts";
import { RECOMMENDED_START_ID, type RecommendedStart } from "@shared/recommended.ts";
import { typedConverter } from "@shared/typed-converter.ts";

export const recommendedStartRef = doc(
  firestore,
  COLLECTIONS.catalogue,
  RECOMMENDED_START_ID,
).withConverter(typedConverter<RecommendedStart<Timestamp>>());
