import { useEffect, useState } from "react";

import { afterEngagement } from "@/lib/after-engagement";

/** False until the shopper first uses the page (see after-engagement.ts); true from then on. */
export function useEngaged(): boolean {
  const [engaged, setEngaged] = useState(false);
  useEffect(
    () =>
      afterEngagement(() => {
        setEngaged(true);
      }),
    [],
  );
  return engaged;
}
