import { useEffect, useState } from "react";

import { afterFirstScreen } from "@/lib/after-first-screen";

/**
 * False until the screen is on show (painted, its priority images in): work that can wait (a
 * data chunk, the SDK) starts then instead of competing with the first screen.
 */
export function useFirstScreenShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(
    () =>
      afterFirstScreen(() => {
        setShown(true);
      }),
    [],
  );
  return shown;
}
