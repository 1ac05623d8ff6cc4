import { recommendedStartRef } from "../../functions/src/lib/collections/catalogue.ts";
import { refreshRecommendedStart } from "../../functions/src/lib/recommended-start.ts";

import { singleStepMigration } from "./single-step-migration.ts";

export const recommendedStart = singleStepMigration({
  id: "0005-recommended-start",
  description:
    "The catalogue's catalogue/recommended-start document is computed when it is missing.",
  isNeeded: async (db) => !(await recommendedStartRef(db).get()).exists,
  apply: refreshRecommendedStart,
});
