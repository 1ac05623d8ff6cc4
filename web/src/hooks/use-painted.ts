import { useEffect, useState } from "react";

import { afterNextPaint } from "@/lib/after-next-paint";

/**
 * False on the first render, true once the browser has painted what it committed. Work that can
 * wait (a data chunk, the SDK) starts after the page's first paint instead of delaying it.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(
    () =>
      afterNextPaint(() => {
        setPainted(true);
      }),
    [],
  );
  return painted;
}
